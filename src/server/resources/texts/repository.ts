import type { Executor } from '../../domain/errors';
import type { InboundKind } from '../../db/schema';

/** How many conversations and messages the office's screens get at most. */
const CONVERSATIONS = 200;
const MESSAGES = 200;
const UNKNOWN_WINDOW_MS = 30 * 86_400_000;

export interface ConversationLine {
  student: { id: number; name: string; email: string } | null;
  phone: string;
  last_body: string;
  last_handled_as: InboundKind;
  last_at: string;
  unknown_count: number;
}

/**
 * One line per sender (the student, or a number no student verified), latest first: the last
 * message received and the `unknown` ones of the last 30 days, which are the office's to answer.
 * Read in two small statements (the latest messages, then the senders' counts) rather than one
 * window query, which the two engines write differently.
 */
export async function conversations(db: Executor, now = new Date()): Promise<ConversationLine[]> {
  const recent = await db
    .selectFrom('sms_inbound')
    .leftJoin('users', 'users.id', 'sms_inbound.user_id')
    .select([
      'sms_inbound.user_id',
      'sms_inbound.from_phone',
      'sms_inbound.body',
      'sms_inbound.handled_as',
      'sms_inbound.received_at',
      'users.name',
      'users.email',
    ])
    .orderBy('sms_inbound.received_at', 'desc')
    .orderBy('sms_inbound.id', 'desc')
    .limit(CONVERSATIONS * 10)
    .execute();
  const since = new Date(now.getTime() - UNKNOWN_WINDOW_MS).toISOString();
  const lines = new Map<string, ConversationLine>();
  for (const row of recent) {
    const key = row.user_id !== null ? `u${row.user_id}` : `p${row.from_phone}`;
    let line = lines.get(key);
    if (!line) {
      if (lines.size >= CONVERSATIONS) continue;
      line = {
        student: row.user_id !== null ? { id: row.user_id, name: row.name ?? '', email: row.email ?? '' } : null,
        phone: row.from_phone,
        last_body: row.body,
        last_handled_as: row.handled_as,
        last_at: row.received_at,
        unknown_count: 0,
      };
      lines.set(key, line);
    }
    if (row.handled_as === 'unknown' && row.received_at >= since) line.unknown_count += 1;
  }
  return [...lines.values()];
}

export interface ConversationMessage {
  direction: 'in' | 'out';
  body: string;
  at: string;
  kind: string | null;
  status: string | null;
}

/** One student's texts both ways, oldest first (the last 200); undefined for no such student. */
export async function conversationOf(db: Executor, userId: number) {
  const student = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!student) return undefined;
  const [sent, received] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['body', 'created_at', 'sent_at', 'kind', 'status', 'provider_status'])
      .where('channel', '=', 'sms')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(MESSAGES)
      .execute(),
    db.selectFrom('sms_inbound').select(['body', 'received_at', 'handled_as']).where('user_id', '=', userId).orderBy('id', 'desc').limit(MESSAGES).execute(),
  ]);
  const messages: ConversationMessage[] = [
    ...sent.map((r) => ({ direction: 'out' as const, body: r.body, at: r.sent_at ?? r.created_at, kind: r.kind, status: r.provider_status ?? r.status })),
    ...received.map((r) => ({ direction: 'in' as const, body: r.body, at: r.received_at, kind: r.handled_as, status: null })),
  ];
  messages.sort((a, b) => a.at.localeCompare(b.at));
  return { student, messages: messages.slice(-MESSAGES) };
}
