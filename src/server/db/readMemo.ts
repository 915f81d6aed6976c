/*
 * Reads answered again from memory while the database has not changed. The key of each answer
 * includes the database's data version (`DbHandle.dataVersion`: rows changed by this server and
 * commits by any other connection), read before the answer is computed, so an answer is never
 * older than the last commit: a write anywhere makes every kept answer a miss. Admin lists are
 * polled (the inquiries screen refreshes itself), and several admins poll the same page: while
 * nothing changes, those reads cost no query. Without a data version (PostgreSQL, where other
 * server instances may write) every read is computed.
 */

export interface ReadMemo {
  /** The answer of `compute` for `key`, from memory if the database is unchanged since it was computed. Treat it as read-only. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

const MAX_ENTRIES = 200;

export function createReadMemo(dataVersion: (() => string) | undefined, maxEntries = MAX_ENTRIES): ReadMemo {
  if (!dataVersion) return { read: (_key, compute) => compute() };
  const entries = new Map<string, { version: string; answer: Promise<unknown> }>();
  return {
    read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = dataVersion();
      const kept = entries.get(key);
      entries.delete(key);
      if (kept?.version === version) {
        entries.set(key, kept);
        return kept.answer as Promise<T>;
      }
      // Callers that arrive while it is computed share the same answer.
      const answer = compute();
      const entry = { version, answer };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return answer;
    },
  };
}
