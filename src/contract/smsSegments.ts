/*
 * How many segments a text is billed as (Twilio, like every carrier, bills per segment). A text
 * written only with the GSM-7 alphabet takes 160 characters in one segment, 153 a segment once it
 * needs several (the rest of each carries the header that joins them); the extension table's
 * characters (€, [, ], {, }, ~, ^, \, |) take two. One character outside it (Arabic, ê, ç, the
 * typographic apostrophe ’) makes the whole text UCS-2: 70 UTF-16 units in one segment, 67 a
 * segment beyond. Neither an escaped pair nor a surrogate pair is split between two segments.
 */

const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  segments: number;
}

/** Splits units (each 1 or 2 wide) into segments of at most `perSegment`, never splitting a unit. */
function segmentsOf(widths: number[], single: number, perSegment: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > perSegment) {
      segments += 1;
      used = 0;
    }
    used += width;
  }
  return segments;
}

/** The encoding a text is sent in and how many segments it is billed as (an empty one is still one). */
export function smsSize(body: string): SmsSize {
  const chars = [...body];
  if (chars.every((char) => GSM_BASIC.has(char) || GSM_EXTENSION.has(char))) {
    return {
      encoding: 'gsm7',
      segments: segmentsOf(
        chars.map((char) => (GSM_EXTENSION.has(char) ? 2 : 1)),
        160,
        153,
      ),
    };
  }
  return {
    encoding: 'ucs2',
    segments: segmentsOf(
      chars.map((char) => char.length),
      70,
      67,
    ),
  };
}
