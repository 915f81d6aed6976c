/**
 * Whether each colon of a French text follows a narrow no-break space (U+202F), as French
 * typography wants, but in a time (09:00) or a URL (https://). Checked over every French message,
 * the web's and the server's.
 */
export function frenchColonsSpaced(text: string): boolean {
  return [...text.matchAll(/:/g)].every(({ index }) => {
    const before = text[index - 1] ?? '';
    const after = text.slice(index + 1, index + 3);
    return before === '\u202F' || (/\d/.test(before) && /^\d/.test(after)) || after === '//';
  });
}
