import { revealCurrent } from './revealCurrent';

/** A row showing `view` (left, right) whose current link spans `link`, scrolled to `scrollLeft`. */
function row(view: [number, number], link: [number, number] | null, scrollLeft = 0): HTMLElement {
  const box = ([left, right]: [number, number]) => ({ left, right }) as DOMRect;
  const element = document.createElement('nav');
  element.innerHTML = '<a href="/a">A</a><a href="/b">B</a>';
  const current = element.querySelectorAll('a')[1];
  if (link) {
    current.setAttribute('aria-current', 'page');
    current.getBoundingClientRect = () => box(link);
  }
  element.getBoundingClientRect = () => box(view);
  element.scrollLeft = scrollLeft;
  return element;
}

test('a current link past the right edge is scrolled in, to its right edge', () => {
  const nav = row([0, 300], [320, 400]);
  revealCurrent(nav);
  expect(nav.scrollLeft).toBe(100);
});

test('a current link past the left edge (Arabic, scrolled negative) is scrolled in, to its left edge', () => {
  const nav = row([0, 300], [-150, -40], -20);
  revealCurrent(nav);
  expect(nav.scrollLeft).toBe(-170);
});

test('a current link already in view, or none, leaves the row where it is', () => {
  const shown = row([0, 300], [100, 200], 40);
  revealCurrent(shown);
  expect(shown.scrollLeft).toBe(40);
  const none = row([0, 300], null, 40);
  revealCurrent(none);
  expect(none.scrollLeft).toBe(40);
});
