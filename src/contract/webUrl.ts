/**
 * A link or image address safe to put in an href or src: an absolute http(s) URL, or a path on
 * this site (one leading slash: `//host` and `/\host` lead elsewhere). Parsed as browsers parse
 * it, so `java\tscript:` and the like are seen through; control characters are refused outright.
 * Blank passes: the services store it as absent. The spec's `web-url` format.
 */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  if (Array.from(text).some((c) => c <= '\u001f' || c === '\u007f')) return false;
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
