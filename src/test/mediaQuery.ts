/** A media query list whose answer never changes (jsdom has none of its own). */
export const fixedMediaQuery = (query: string, matches: boolean): MediaQueryList => ({
  matches,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});

/**
 * Makes the page lay out as on a phone: every max-width media query matches (MUI's
 * `breakpoints.down`), nothing else does. Restore with the returned spy's mockRestore().
 */
export const emulatePhone = () => jest.spyOn(window, 'matchMedia').mockImplementation((query) => fixedMediaQuery(query, query.includes('max-width')));
