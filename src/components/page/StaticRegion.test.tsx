import { act, startTransition, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { KeepPrerenderedRegions } from './KeepPrerenderedRegions';
import { pressOnceItsRegionListens, StaticRegion } from './StaticRegion';

let root: Root | undefined;
const consoleError = jest.spyOn(console, 'error');

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  consoleError.mockClear();
});

const rendersOfCard = jest.fn();

function Card({ text }: { text: string }) {
  rendersOfCard();
  return <p>{text}</p>;
}

function Where() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output aria-label="path">{pathname}</output>
      <output aria-label="came from">{(state as { from?: string } | null)?.from}</output>
    </>
  );
}

const rendersOfMenu = jest.fn();
const menuOpened = jest.fn();

function Menu() {
  rendersOfMenu();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          menuOpened();
          setOpen(true);
        }}
      >
        Open the menu
      </button>
      {open && <p>The menu</p>}
      <Link to="/about" state={{ from: 'the menu' }}>
        Log in
      </Link>
    </>
  );
}

function Home({ data = 'as built', later = false, shownWhen }: { data?: string; later?: boolean; shownWhen?: string }) {
  return (
    <>
      <StaticRegion renderOnPress>
        <Menu />
      </StaticRegion>
      <StaticRegion data={data} shownWhen={shownWhen}>
        <Card text={data} />
        <a href="/about#team">Our team</a>
        <Link to="/about">About (rendered link)</Link>
      </StaticRegion>
      {later && (
        <StaticRegion>
          <Card text="shown after hydration" />
        </StaticRegion>
      )}
    </>
  );
}

function App({ home, keep }: { home: ReactNode; keep: boolean }) {
  const routes = (
    <Routes>
      <Route path="/" element={home} />
      <Route
        path="/about"
        element={
          <>
            <Card text="About page" />
            <Link to="/">Home</Link>
          </>
        }
      />
    </Routes>
  );
  return (
    <MemoryRouter initialEntries={['/']}>
      <Where />
      {keep ? <KeepPrerenderedRegions>{routes}</KeepPrerenderedRegions> : routes}
    </MemoryRouter>
  );
}

/** The page as the build renders it (no region kept), hydrated as the browser does. */
async function hydrate(browserHome: ReactNode, beforeHydrating?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App home={<Home />} keep={false} />);
  document.body.append(container);
  beforeHydrating?.(container);
  rendersOfCard.mockClear();
  rendersOfMenu.mockClear();
  menuOpened.mockClear();
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <App home={browserHome} keep />, { onRecoverableError: recoverable });
  });
  return { container, recoverable, rerender: (home: ReactNode) => act(() => root!.render(<App home={home} keep />)) };
}

test('hydration keeps a region’s prerendered HTML without rendering its components, and without a mismatch', async () => {
  const { recoverable } = await hydrate(<Home />);
  expect(screen.getByText('as built')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/about#team');
  expect(rendersOfCard).not.toHaveBeenCalled();
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

test('a link inside a kept region is followed by the router, and the next page renders every region', async () => {
  await hydrate(<Home />);
  await userEvent.click(screen.getByRole('link', { name: 'Our team' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/about');
  expect(screen.getByText('About page')).toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
});

test('a click with a modifier key is left to the browser', async () => {
  await hydrate(<Home />);
  const clicks = jest.fn((event: MouseEvent) => event.preventDefault()); // jsdom would otherwise try to navigate
  document.addEventListener('click', clicks);
  // One session of the keyboard and pointer, so that the click is made with Control held.
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Our team' }));
  await user.keyboard('{/Control}');
  document.removeEventListener('click', clicks);
  expect(clicks).toHaveBeenCalledWith(expect.objectContaining({ ctrlKey: true }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/');
});

test('a region renders once its data differs from what the page was built with', async () => {
  const { rerender } = await hydrate(<Home />);
  rerender(<Home data="as built" />);
  expect(rendersOfCard).not.toHaveBeenCalled();
  rerender(<Home data="changed since" />);
  expect(rendersOfCard).toHaveBeenCalled();
  expect(screen.getByText('changed since')).toBeInTheDocument();
  expect(screen.queryByText('as built')).not.toBeInTheDocument();
});

test('a region that appears after hydration renders its content', async () => {
  const { rerender } = await hydrate(<Home />);
  rerender(<Home later />);
  expect(screen.getByText('shown after hydration')).toBeInTheDocument();
});

test('back on the hydrated path after leaving it, the regions render (their prerendered HTML is gone)', async () => {
  await hydrate(<Home />);
  await userEvent.click(screen.getByRole('link', { name: 'About (rendered link)' }));
  rendersOfCard.mockClear();
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/$/);
  expect(rendersOfCard).toHaveBeenCalled();
  expect(screen.getByText('as built')).toBeInTheDocument();
});

/** A screen whose width the test sets: `(min-width: 900px)` matches while it is wide. */
function screenOf(wide: boolean) {
  const listeners = new Set<() => void>();
  const state = { wide };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(min-width: 900px)' && state.wide;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    widen: () =>
      act(() => {
        state.wide = true;
        listeners.forEach((listener) => listener());
      }),
  };
}

test('a region hidden on this screen is kept while hydrating, and renders once the screen shows it', async () => {
  const screenSize = screenOf(false);
  const { recoverable } = await hydrate(<Home shownWhen="(min-width: 900px)" />);
  expect(rendersOfCard).not.toHaveBeenCalled();
  screenSize.widen();
  expect(rendersOfCard).toHaveBeenCalled();
  expect(screen.getByText('as built')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'About (rendered link)' })).toBeInTheDocument();
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

test('a region this screen shows is hydrated as a rendered one, without a mismatch', async () => {
  screenOf(true);
  const { recoverable } = await hydrate(<Home shownWhen="(min-width: 900px)" />);
  expect(rendersOfCard).toHaveBeenCalled();
  expect(screen.getByText('as built')).toBeInTheDocument();
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

test('a region kept until pressed renders on the first press and answers that press once', async () => {
  const { recoverable } = await hydrate(<Home />);
  expect(rendersOfMenu).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
  expect(menuOpened).toHaveBeenCalledTimes(1);
  expect(screen.getByText('The menu')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveFocus();
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/$/);
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

test('pressed from the keyboard, a kept control keeps the focus once rendered', async () => {
  await hydrate(<Home />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(menuOpened).toHaveBeenCalledTimes(1);
  expect(screen.getByText('The menu')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveFocus();
});

test('a control pressed before the app listened is pressed again once its region listens', async () => {
  await hydrate(<Home />, (container) => {
    const button = container.querySelector('button')!;
    expect(pressOnceItsRegionListens(button)).toBe(true);
  });
  expect(menuOpened).toHaveBeenCalledTimes(1);
  expect(screen.getByText('The menu')).toBeInTheDocument();
});

test('a control outside a region kept until pressed is left to the app to press again', async () => {
  await hydrate(<Home />, (container) => {
    expect(pressOnceItsRegionListens(container.querySelector('a[href="/about#team"]')!)).toBe(false);
  });
  expect(rendersOfMenu).not.toHaveBeenCalled();
});

test('a kept region’s link is followed by its own rendered link, with the router state it carries', async () => {
  await hydrate(<Home />);
  await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/about');
  expect(screen.getByRole('status', { name: 'came from' })).toHaveTextContent('the menu');
});

test('a kept region’s link clicked with a modifier key is left to the browser', async () => {
  await hydrate(<Home />);
  const clicks = jest.fn((event: MouseEvent) => event.preventDefault()); // jsdom would otherwise try to navigate
  document.addEventListener('click', clicks);
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Log in' }));
  await user.keyboard('{/Control}');
  document.removeEventListener('click', clicks);
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(rendersOfMenu).not.toHaveBeenCalled();
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/$/);
});

test('a press while the page is still hydrating is answered once', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App home={<Home />} keep={false} />);
  document.body.append(container);
  menuOpened.mockClear();
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <App home={<Home />} keep />);
    });
    container.querySelector('button')!.click();
  });
  expect(menuOpened).toHaveBeenCalledTimes(1);
  expect(screen.getByText('The menu')).toBeInTheDocument();
});
