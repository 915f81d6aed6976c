/*
 * Reads answered again from memory while the database has not changed. The key of each answer
 * includes the database's data version (`DbHandle.dataVersion`), read before the answer is
 * computed, so a write makes every kept answer a miss. Admin lists are polled (the inquiries
 * screen refreshes itself), and several admins poll the same page: while nothing changes, those
 * reads cost no query.
 *
 * The rule: an answer is never older than a write this process saw succeed.
 * - SQLite: rows changed by this server and commits by any other connection (one event-loop turn
 *   late): an answer is never older than the last commit.
 * - PostgreSQL: this process's writes, counted when they commit (committedWrites.ts), and the
 *   commits of other server processes as their notifications arrive (changeFeed.ts): there, a
 *   write committed elsewhere may go unseen for the time its notification takes to arrive
 *   (milliseconds on one network), as if it had committed that much later. While the feed is not
 *   listening the version is unknown and every read is computed.
 * Without a data version at all, every read is computed.
 */

export interface ReadMemo {
  /** The answer of `compute` for `key`, from memory if the database is unchanged since it was computed. Treat it as read-only. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops the answer kept for `key`: the next read computes it (a write the data version leaves out changed it). */
  forget(key: string): void;
}

const MAX_ENTRIES = 200;

export function createReadMemo(dataVersion: (() => string | undefined) | undefined, maxEntries = MAX_ENTRIES): ReadMemo {
  if (!dataVersion) return { read: (_key, compute) => compute(), forget: () => undefined };
  const entries = new Map<string, { version: string; answer: Promise<unknown> }>();
  return {
    read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = dataVersion();
      if (version === undefined) return compute();
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
    forget: (key) => void entries.delete(key),
  };
}
