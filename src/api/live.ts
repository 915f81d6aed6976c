import { useEffect, useState } from 'react';
import { useAppDispatch } from '../state/hooks';
import type { Tag } from '../contract/generated/operations.gen';
import { api } from './index';
import { runtimeConfig } from './runtimeConfig';

/*
 * Live updates of what other people change (lesson slots, class seats), through the server's
 * event stream (`streamLiveEvents`, src/server/live). A screen calls `useLiveTopics(['lessons'])`
 * and passes the answer's `pollingInterval` to its queries: while the stream is up, an event
 * invalidates the topic's cache tags and the screen's queries refetch; while it is down they
 * poll instead.
 *
 * - One EventSource per page, whatever the number of components watching: the hooks share one
 *   connection, reopened (on the next microtask, so a page replacing another opens one) when the
 *   union of their topics changes.
 * - Reconnection: the browser reconnects by itself after a network error (sending Last-Event-ID,
 *   which the server answers with the missed events or `resync`). When it gives up (an HTTP error:
 *   a server starting or stopping answers 503) the connection is opened anew after 1, 2, 4… up to
 *   30 s, with jitter so a restart's clients do not return at once; that new EventSource has no
 *   Last-Event-ID, so its first open refetches everything watched itself.
 * - "Down" is what was seen fail: a page starts live (its queries have just fetched), polls from
 *   the first error to the next open. Without EventSource (an old browser), it always polls. A
 *   page that watches nothing closes the stream and forgets it was down.
 * - The hook is imported only by the signed-in screens that watch something: the public pages
 *   never load it.
 */

export type LiveTopic = 'lessons' | 'seats';

/** The stream's path (the contract's `streamLiveEvents`; live.test.ts checks they agree). */
export const LIVE_PATH = '/api/api/v1/live';

/** How often a watched query reads again while the stream is down. */
export const LIVE_POLL_MS = 15_000;

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** The cache tags each topic's changes make stale (the generated endpoints' tags). */
export const TAGS_OF_TOPIC: Readonly<Record<LiveTopic, readonly Tag[]>> = {
  // A slot held for a student of the cancellation list (or let go) changes their offer and the office's list.
  lessons: ['Lessons', 'CancellationList'],
  seats: ['Packages', 'Bookings', 'Waitlist'],
};

type Dispatch = ReturnType<typeof useAppDispatch>;

interface Watcher {
  topics: readonly LiveTopic[];
  dispatch: Dispatch;
  onState(live: boolean): void;
}

const watchers = new Set<Watcher>();
let source: EventSource | undefined;
let openedKey = '';
let live = true;
let failures = 0;
let reconnect: ReturnType<typeof setTimeout> | undefined;
let syncing = false;

const watchedTopics = () => [...new Set([...watchers].flatMap((watcher) => watcher.topics))].sort();

function setLive(next: boolean) {
  if (live === next) return;
  live = next;
  for (const watcher of watchers) watcher.onState(next);
}

/** Invalidates the tags of `topics` that some watcher watches, once per store (one per page; tests render several). */
function invalidate(topics: readonly string[]) {
  const byStore = new Map<Dispatch, Set<Tag>>();
  for (const watcher of watchers) {
    const tags = byStore.get(watcher.dispatch) ?? new Set<Tag>();
    for (const topic of watcher.topics) if (topics.includes(topic)) for (const tag of TAGS_OF_TOPIC[topic]) tags.add(tag);
    byStore.set(watcher.dispatch, tags);
  }
  for (const [dispatch, tags] of byStore) if (tags.size > 0) dispatch(api.util.invalidateTags([...tags]));
}

const topicsOf = (event: Event) => {
  try {
    const topics = (JSON.parse((event as MessageEvent<string>).data) as { topics?: unknown }).topics;
    return Array.isArray(topics) ? topics.filter((topic): topic is string => typeof topic === 'string') : [];
  } catch {
    return [];
  }
};

function close() {
  clearTimeout(reconnect);
  reconnect = undefined;
  source?.close();
  source = undefined;
  openedKey = '';
}

function open(key: string, fresh: boolean) {
  const stream = new EventSource(`${runtimeConfig().apiBaseUrl}${LIVE_PATH}?topics=${key}`);
  source = stream;
  openedKey = key;
  // A new EventSource after a failure missed what happened meanwhile: its first open refetches all.
  let refetchOnOpen = !fresh;
  stream.onopen = () => {
    failures = 0;
    setLive(true);
    if (refetchOnOpen) invalidate(key.split(','));
    refetchOnOpen = false;
  };
  stream.addEventListener('change', (event) => invalidate(topicsOf(event)));
  stream.addEventListener('resync', () => invalidate(key.split(',')));
  stream.onerror = () => {
    setLive(false);
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    // The browser gave up: open anew, later.
    stream.close();
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      if (source === stream) open(key, false);
    }, delay);
  };
}

function sync() {
  syncing = false;
  const key = watchedTopics().join(',');
  if (key === openedKey) return;
  const fresh = live;
  close();
  if (!key) {
    // Nothing watched: the next page starts afresh, taking the stream for up until it fails.
    live = true;
    failures = 0;
    return;
  }
  if (typeof EventSource === 'undefined') return setLive(false);
  open(key, fresh);
}

function scheduleSync() {
  if (syncing) return;
  syncing = true;
  queueMicrotask(sync);
}

/**
 * Watches `topics` while the calling component is mounted; `pollingInterval` is what its queries
 * take (0 while the stream is up, LIVE_POLL_MS while it is down).
 */
export function useLiveTopics(topics: readonly LiveTopic[]): { live: boolean; pollingInterval: number } {
  const dispatch = useAppDispatch();
  const [state, setState] = useState(() => live && typeof EventSource !== 'undefined');
  const key = [...topics].sort().join(',');
  useEffect(() => {
    const watcher: Watcher = { topics: key.split(',') as LiveTopic[], dispatch, onState: setState };
    watchers.add(watcher);
    scheduleSync();
    return () => {
      watchers.delete(watcher);
      scheduleSync();
    };
  }, [key, dispatch]);
  return { live: state, pollingInterval: state ? 0 : LIVE_POLL_MS };
}

/**
 * The hook as a component that renders nothing, for a screen whose chunk also serves a public page
 * (the checkout's, which signed-out visitors download for its login): loaded through
 * `LazyLiveWatch` (lazyLive.ts) once the screen watches, so that page's budget never carries it.
 */
export function LiveWatch({ topics, onPollingInterval }: { topics: readonly LiveTopic[]; onPollingInterval(ms: number): void }) {
  const { pollingInterval } = useLiveTopics(topics);
  useEffect(() => onPollingInterval(pollingInterval), [pollingInterval, onPollingInterval]);
  return null;
}
