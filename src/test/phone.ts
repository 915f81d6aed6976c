/**
 * Makes the page lay out as on a phone: every max-width media query matches (MUI's
 * `breakpoints.down`), nothing else does. Restore with the returned spy's mockRestore().
 */
export function emulatePhone() {
  return jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
