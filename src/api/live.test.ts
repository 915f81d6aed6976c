import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { operations } from '../contract/generated/operations.gen';
import { FakeEventSource, liveStream } from '../test/fakeEventSource';
import { api } from './index';
import { LIVE_PATH, LIVE_POLL_MS, TAGS_OF_TOPIC, useLiveTopics, type LiveTopic } from './live';

// A store that only records what is dispatched.
const store = () => ({
  getState: () => ({}),
  subscribe: () => () => undefined,
  dispatch: jest.fn(),
  replaceReducer: jest.fn(),
  [Symbol.observable]: jest.fn(),
});

function watch(topicsOfEach: LiveTopic[][], target = store()) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store: target as unknown as Store, children });
  const hooks = renderHook(() => topicsOfEach.map((topics) => useLiveTopics(topics)), { wrapper });
  return { ...hooks, store: target };
}

const flush = () => act(async () => undefined);
const invalidated = (target: ReturnType<typeof store>) => target.dispatch.mock.calls.map(([action]) => action);

test('the stream is the contract’s streamLiveEvents', () => {
  expect(LIVE_PATH).toBe(operations.streamLiveEvents.path);
});

test('one EventSource for every component of a page, with the union of their topics; closed when none watches', async () => {
  const { unmount } = watch([['seats'], ['lessons'], ['lessons']]);
  await flush();
  expect(FakeEventSource.instances).toHaveLength(1);
  expect(new URL(liveStream().url).searchParams.get('topics')).toBe('lessons,seats');
  unmount();
  await flush();
  expect(FakeEventSource.instances[0].readyState).toBe(FakeEventSource.CLOSED);
});

test('an event invalidates the tags of its topics that the page watches; resync invalidates every watched one', async () => {
  const { store: target } = watch([['seats']]);
  await flush();
  act(() => liveStream().emit('change', { topics: ['lessons'] }));
  expect(target.dispatch).not.toHaveBeenCalled();
  act(() => liveStream().emit('change', { topics: ['lessons', 'seats'] }));
  act(() => liveStream().emit('resync', { topics: ['seats'] }));
  const seats = api.util.invalidateTags(['Packages', 'Bookings', 'Waitlist']);
  expect(invalidated(target)).toEqual([seats, seats]);
});

test('down: the queries poll; given up: reopened after a back-off, and its first open refetches what it missed', async () => {
  // The shared connection opens on a microtask: that one stays real.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  try {
    const { result, store: target } = watch([['lessons']]);
    await flush();
    expect(result.current[0]).toEqual({ live: true, pollingInterval: 0 });
    const first = liveStream();
    act(() => first.fail({ closed: false }));
    expect(result.current[0]).toEqual({ live: false, pollingInterval: LIVE_POLL_MS });
    // The browser reconnected by itself (its Last-Event-ID gets the missed events from the server).
    act(() => first.open());
    expect(result.current[0].live).toBe(true);
    expect(target.dispatch).not.toHaveBeenCalled();

    act(() => first.fail({ closed: true }));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = liveStream();
    expect(result.current[0].pollingInterval).toBe(LIVE_POLL_MS);
    act(() => second.open());
    expect(result.current[0]).toEqual({ live: true, pollingInterval: 0 });
    expect(invalidated(target)).toEqual([api.util.invalidateTags([...TAGS_OF_TOPIC.lessons])]);
  } finally {
    jest.useRealTimers();
  }
});
