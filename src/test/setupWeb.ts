import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import React from 'react';
import { File as NodeFile } from 'node:buffer';
import { loadLanguage } from '../app/providers';
import { cachedSpecParser } from '../contract/cachedSpecParser';
import { setSpecParser } from '../contract/spec';
import { loadedEmotionCache } from '../app/providers/emotionCache';
import { loadAreaMessages } from '../i18n/messages';
import { FakeXMLHttpRequest } from './fakeXhr';
import { FakeEventSource } from './fakeEventSource';
import { fixedMediaQuery } from './mediaQuery';

// Node's fetch needs absolute URLs; the browser resolves '' against the page's origin.
globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: null };

// Class names as production writes them, without the component names development mode adds
// (`muiltr-3ydecu-MuiNativeSelect-root-MuiSelect-select-…`). jsdom's selector engine parses each
// `:has()` rule MUI writes with such a name again for every element it tests, with a pattern whose
// time doubles with every hyphen: forms with a native select spent a fifth of their test time there.
jest.mock('@mui/styled-engine', () => {
  const actual: typeof import('@mui/styled-engine') = jest.requireActual('@mui/styled-engine');
  const styled = (tag: Parameters<typeof actual.default>[0], options?: Parameters<typeof actual.default>[1]) =>
    actual.default(tag, options && { ...options, label: undefined });
  return { ...actual, __esModule: true, default: styled };
});

// A multiline field grows with its text by measuring it (getComputedStyle, a hidden copy's height)
// on every render; jsdom lays nothing out, so the measure is always 0 and cost a twentieth of the
// component tests' time. Here it is the plain textarea it measures.
jest.mock('@mui/material/TextareaAutosize', () => {
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  type Props = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number | string; maxRows?: number | string };
  const TextareaAutosize = forwardRef<HTMLTextAreaElement, Props>(({ minRows = 1, maxRows: _maxRows, ...props }, ref) =>
    createElement('textarea', { ...props, rows: Number(minRows), ref }),
  );
  return { __esModule: true, default: TextareaAutosize };
});

// React's development build captures a stack trace for each element it creates (the "owner stack"
// its warnings print), an eighth of the component tests' time. It stops after 10,000 elements
// until its next render resets the count: the count stays there. Warnings still fail a test
// (consoleErrors.ts), without the owner part of their component stack.
const reactInternals = (React as unknown as Record<'__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  get: () => 1e4,
  set: () => undefined,
});

// The contract the mocked answers are checked against, parsed once for all the files.
setSpecParser(cachedSpecParser);

// Browser APIs the app shell uses that jsdom lacks (or only logs "not implemented" for).
// Tests spy on them: jest.spyOn(Element.prototype, 'scrollIntoView').
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
window.scrollTo = function scrollTo() {} as typeof window.scrollTo;
if (typeof window.matchMedia !== 'function') {
  // Nothing matches: no reduced-motion preference, no dark scheme.
  window.matchMedia = (query: string) => fixedMediaQuery(query, false);
}

// jest-fixed-jsdom gives Node's Blob, FormData and URL but leaves jsdom's File, which neither accepts.
globalThis.File = NodeFile as typeof File;

// Uploads (XMLHttpRequest, for progress) go through the same stubbed fetch as every other call.
globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;

// Live updates' stream (src/api/live.ts): one that connects to nothing unless a test drives it;
// each test starts with none (a page unmounted closes its stream and forgets it was down).
globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
afterEach(() => {
  FakeEventSource.instances = [];
});

// Screens are driven with user-event as a person would: a whole admin form in a dialog takes
// ten seconds or more while the other worker and the browser suite share the two cores. A test
// that hangs still fails, within a minute.
jest.setTimeout(60_000);
// A lazily loaded page is compiled by ts-jest the first time a test reaches it, which on a busy
// machine takes longer than findBy's default second.
configure({ asyncUtilTimeout: 5_000 });

// The app downloads one language at a time; tests render any of them at once.
beforeAll(async () => {
  await Promise.all((['en', 'fr', 'ar'] as const).map(loadLanguage));
  await Promise.all((['admin', 'checkout', 'instructor'] as const).map(loadAreaMessages));
});

// Emotion keeps every rule a file's tests have rendered (in development, one <style> each), and
// jsdom's getComputedStyle walks all of them for every element a role query looks at: each test
// starts without the rules of the tests before it.
afterEach(() => {
  for (const direction of ['ltr', 'rtl'] as const) {
    const cache = loadedEmotionCache(direction);
    if (!cache) continue;
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
});
