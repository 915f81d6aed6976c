/** Images are comma-separated URLs, trimmed, empties dropped. */
export const splitImageUrls = (text: string): string[] =>
  text
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/** The slug the server accepts (lowercase letters and digits joined by single hyphens), derived from a name. */
export const citySlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
