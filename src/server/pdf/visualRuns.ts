import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of a line at one embedding level: drawn as one string, the shaper orders its glyphs. */
export interface Run {
  text: string;
  rtl: boolean;
}

/**
 * A line's runs in visual order, left to right, by the Unicode bidirectional algorithm in a
 * paragraph of `direction`: Latin names and digits inside Arabic keep their own order. Each run
 * keeps its characters in logical order, brackets mirrored in right-to-left runs (the shaper does
 * not mirror them): the font's shaper joins Arabic letters and lays a right-to-left script's glyphs
 * out from the right itself. A right-to-left run without Arabic letters (punctuation between
 * words) the shaper takes for left to right: it is reversed here.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): Run[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const { levels } = embedding;
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i] });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : Infinity)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j].level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map(({ start, end, level }) => {
    const rtl = level % 2 === 1;
    if (!rtl) return { text: line.slice(start, end), rtl };
    const chars: string[] = [];
    // Per character: the package's getMirroredCharactersMap answers an empty map.
    for (let i = start; i < end; i++) chars.push(bidi.getMirroredCharacter(line[i]) ?? line[i]);
    return { text: (ARABIC_LETTER.test(line.slice(start, end)) ? chars : chars.reverse()).join(''), rtl };
  });
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The direction of a text by its first strong character (a stored English wording inside an Arabic file), else `fallback`. */
export function ownDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const strong = bidi.getEmbeddingLevels(text, 'auto').paragraphs[0];
  return strong && /\p{L}/u.test(text) ? (strong.level % 2 === 1 ? 'rtl' : 'ltr') : fallback;
}
