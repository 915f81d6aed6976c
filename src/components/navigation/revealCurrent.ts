/**
 * Scrolls a horizontally scrolling row of links (`row`) just enough for its current link
 * (aria-current="page") to be seen whole: on a phone the row is wider than the screen, and the
 * screen a reader is on must not hide past its edge. Only the row scrolls, never the page;
 * `scrollLeft` grows rightwards in both directions of text, so the same step serves Arabic.
 */
export function revealCurrent(row: HTMLElement): void {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const view = row.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  if (link.left < view.left) row.scrollLeft -= view.left - link.left;
  else if (link.right > view.right) row.scrollLeft += link.right - view.right;
}
