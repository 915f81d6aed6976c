import { act, screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import en from '../i18n/en.json';
import { renderApp } from '../test/renderApp';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { ScreenSlot } from './ScreenSlot';

function Greeting() {
  return <h1>Hello</h1>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function AtSlot({ Screen }: { Screen: LazyScreen }) {
  return useRoutes([{ Component: ScreenSlot, children: [{ index: true, Component: Screen }] }]);
}

afterEach(() => jest.restoreAllMocks());

test('a screen whose code is still downloading shows the page spinner, then the screen', async () => {
  const code = deferred<{ Greeting: typeof Greeting }>();
  await renderApp(<AtSlot Screen={lazyScreen(() => code.promise, 'Greeting')} />);
  expect(screen.getByRole('progressbar', { name: en['common.loadingPage'] })).toBeInTheDocument();
  await act(async () => code.resolve({ Greeting }));
  expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a preloaded screen renders at once, without the spinner', async () => {
  const Screen = lazyScreen(async () => ({ Greeting }), 'Greeting');
  await Screen.preload();
  await renderApp(<AtSlot Screen={Screen} />);
  expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
});

test('a screen whose code cannot be downloaded shows the error page once, without downloading again and again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  await renderApp(<AtSlot Screen={lazyScreen(load, 'Greeting')} />);
  expect(await screen.findByRole('heading', { level: 1, name: en['page.error.title'] })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: en['page.error.reload'] })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
