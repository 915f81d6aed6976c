import { randomBytes } from 'node:crypto';
import type { CommittedTables } from '../db/connect';
import { TOPICS, topicsOf, type Topic } from './topics';

/*
 * The process's live events: the tables of each commit (SQLite: this process's writes; PostgreSQL:
 * every process's, heard through the database) become one event per topic set, sent to every open
 * stream watching one of its topics.
 *
 * - Writes heard in the same turn of the event loop (the statements of one transaction, a burst
 *   of commits) become one event: a screen refetches once, and no later than the next turn.
 * - Event ids are `<boot>.<n>`: this process's start and a counter. The last events are kept, so a
 *   stream reconnecting with `Last-Event-ID` (the browser's own reconnection) gets exactly what it
 *   missed, filtered by its topics. When the server cannot know what was missed (the id is another
 *   process's or another start's, older than what is kept, or notifications were lost meanwhile:
 *   `null` from the source) it says `resync`, and the client refetches everything it watches.
 * - Closing (the app's preClose) ends every stream at once, so a stopping server's close does not
 *   wait for streams that never end; their clients reconnect elsewhere.
 */

/** How many recent events a reconnecting stream can be given back (a minute of a busy school's changes). */
const KEPT = 256;

export interface LiveEvent {
  id: string;
  kind: 'change' | 'resync';
  topics: readonly Topic[];
}

export interface LiveSubscriber {
  topics: readonly Topic[];
  deliver(event: LiveEvent): void;
  end(): void;
}

export interface LiveHub {
  /** The id of the latest event (or of the start): a stream's greeting carries it, so its first reconnection can be exact. */
  lastId(): string;
  /** Adds a stream; the answer removes it. */
  subscribe(subscriber: LiveSubscriber): () => void;
  /** What a stream reconnecting after `lastEventId` missed, or 'resync' when that cannot be known. */
  missedSince(lastEventId: string, topics: readonly Topic[]): LiveEvent[] | 'resync';
  /** Open streams (tests, the bench). */
  size(): number;
  /** Ends every stream; later subscribers are ended at once. */
  close(): void;
}

const watches = (topics: readonly Topic[], event: LiveEvent) => event.topics.some((topic) => topics.includes(topic));

export function createLiveHub(source?: CommittedTables): LiveHub {
  const boot = randomBytes(4).toString('hex');
  let sequence = 0;
  const recent: (LiveEvent & { n: number })[] = [];
  const subscribers = new Set<LiveSubscriber>();
  let closed = false;
  let pending = new Set<string>();
  let resync = false;
  let scheduled = false;

  const publish = (kind: LiveEvent['kind'], topics: readonly Topic[]) => {
    sequence += 1;
    const event = { id: `${boot}.${sequence}`, kind, topics, n: sequence };
    recent.push(event);
    if (recent.length > KEPT) recent.shift();
    for (const subscriber of subscribers) if (kind === 'resync' || watches(subscriber.topics, event)) subscriber.deliver(event);
  };

  const flush = () => {
    const tables = pending;
    const lost = resync;
    pending = new Set();
    resync = false;
    scheduled = false;
    if (closed) return;
    if (lost) return publish('resync', TOPICS);
    const topics = topicsOf(tables);
    if (topics.length > 0) publish('change', topics);
  };

  source?.onTables((tables) => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    if (tables === null) resync = true;
    else for (const table of tables) pending.add(table);
  });

  return {
    lastId: () => `${boot}.${sequence}`,
    subscribe(subscriber) {
      if (closed) {
        subscriber.end();
        return () => undefined;
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    missedSince(lastEventId, topics) {
      const [from, counter] = lastEventId.split('.');
      const n = Number(counter);
      if (from !== boot || !Number.isInteger(n) || n > sequence) return 'resync';
      // Kept: every event after n, unless some of them have been dropped already.
      if (n < sequence && (recent.length === 0 || recent[0].n > n + 1)) return 'resync';
      const missed = recent.filter((event) => event.n > n);
      if (missed.some((event) => event.kind === 'resync')) return 'resync';
      return missed.filter((event) => watches(topics, event)).map(({ id, kind, topics: of }) => ({ id, kind, topics: of }));
    },
    size: () => subscribers.size,
    close() {
      closed = true;
      for (const subscriber of [...subscribers]) subscriber.end();
      subscribers.clear();
    },
  };
}
