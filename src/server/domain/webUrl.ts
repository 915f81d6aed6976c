/**
 * A link or image address safe to put in an href or src: an absolute http(s) URL, or a path on
 * this site (one leading slash: `//host` and `/\host` lead elsewhere). Parsed as browsers parse
 * it, so `java\tscript:` and the like are seen through; control characters are refused outright.
 * Blank passes: the services store it as absent.
 */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  if (/[\u0000-\u001f\u007f]/.test(text)) return false; // eslint-disable-line no-control-regex
  try {
    if (text.startsWith('/')) {
      const site = 'http://site.invalid';
      return new URL(text, site).origin === site;
    }
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
