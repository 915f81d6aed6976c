/*
 * What each live topic covers: the tables whose committed writes change what its screens show.
 * A write to one of them sends its topics to every stream watching them (hub.ts). Watching a new
 * table is one line here: on PostgreSQL every table that notifies `data_changed` also says its name
 * (migration 0030); live.test.ts checks each table listed here does.
 *
 * Topics are coarse on purpose: a screen refetches its lists by cache tag (one per resource), so
 * naming the instructor or the date that changed would not narrow what it reads again, and a
 * topic names no one. An event too many only costs a refetch; a missing one leaves a screen wrong,
 * so a table is listed whenever it may change what a topic's screens show.
 */
export const TOPICS = ['lessons', 'seats'] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPICS_OF_TABLE: Readonly<Record<string, readonly Topic[]>> = {
  // A lesson booked, moved or cancelled, and the half-hours it holds.
  lessons: ['lessons'],
  lesson_units: ['lessons'],
  // The hours slots are cut from, and an instructor accepted, withdrawn or removed.
  instructor_weekly_hours: ['lessons'],
  instructor_exceptions: ['lessons'],
  instructors: ['lessons'],
  // A slot held for a student of the cancellation list is taken for everyone else until it ends.
  lesson_offers: ['lessons'],
  // Seats: a booking (its hold, payment, cancellation), a date's capacity, a waiting list's offer.
  bookings: ['seats'],
  package_dates: ['seats'],
  packages: ['seats'],
  waitlist_entries: ['seats'],
  // An account deleted takes its lessons and bookings with it; SQLite's cascade is not seen as a
  // write of their tables (db/committedTables.ts).
  users: ['lessons', 'seats'],
  // The school's settings hold the lesson cut-off and the hold length.
  school_settings: ['lessons', 'seats'],
};

/** The topics of `tables`' writes, in the order of TOPICS. */
export function topicsOf(tables: Iterable<string>): Topic[] {
  const found = new Set<Topic>();
  for (const table of tables) for (const topic of TOPICS_OF_TABLE[table] ?? []) found.add(topic);
  return TOPICS.filter((topic) => found.has(topic));
}

/** The topics of the stream's `topics` query (the spec's pattern has already checked its words). */
export const parseTopics = (query: string): Topic[] => TOPICS.filter((topic) => query.split(',').includes(topic));
