import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { useAfterHydration } from './useHydrated';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Hydrates what the server rendered of `Shown` and says how often the browser rendered it. */
async function hydrate(current: string, prerendered: string): Promise<number> {
  let renders = 0;
  function Shown({ value }: { value: string }) {
    renders += 1;
    return <p>{useAfterHydration(value, prerendered)}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shown value={prerendered} />);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, <Shown value={current} />);
  });
  return renders;
}

test('a value the prerendered page already shows is hydrated in one render', async () => {
  expect(await hydrate('Log in', 'Log in')).toBe(1);
  expect(screen.getByText('Log in')).toBeInTheDocument();
});

test('a value the browser knows otherwise appears once hydrated, in a second render', async () => {
  expect(await hydrate('Jordan', 'Log in')).toBe(2);
  expect(screen.getByText('Jordan')).toBeInTheDocument();
});
