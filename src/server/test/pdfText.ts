import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/** What a PDF says: its pages, each the text of its lines in drawing order (a table row's cells on one line), and its title. */
export interface PdfContent {
  title: string | undefined;
  pages: string[][];
}

const decode = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** A font's glyph codes to the text they stand for, from its ToUnicode map (single codes and ranges). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code.toLowerCase(), utf16(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const start = parseInt(low, 16);
      const texts = rest.startsWith('[') ? [...rest.matchAll(/<([0-9a-fA-F]*)>/g)].map((t) => utf16(t[1])) : undefined;
      for (let code = start; code <= parseInt(high, 16); code++) {
        const text = texts ? texts[code - start] : String.fromCharCode(parseInt(rest.slice(1, -1), 16) + code - start);
        map.set(code.toString(16).padStart(low.length, '0'), text);
      }
    }
  }
  return map;
}

/**
 * Reads back the text a PDF made by the server draws (pdfkit's embedded fonts write glyph codes,
 * each font's ToUnicode map says what they stand for): a right-to-left run reads in visual order.
 */
export async function pdfContent(bytes: Uint8Array): Promise<PdfContent> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lookup = <T extends PDFObject>(object: PDFObject | undefined): T | undefined =>
    object instanceof PDFRef ? (doc.context.lookup(object) as T) : (object as T);
  const pages = doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = lookup<PDFDict>(page.node.Resources()?.get(PDFName.of('Font')));
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const stream = lookup<PDFRawStream>(lookup<PDFDict>(ref)?.get(PDFName.of('ToUnicode')));
      if (stream) fonts.set(name.asString().slice(1), toUnicode(decode(stream)));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => lookup<PDFRawStream>(ref)!) : [lookup<PDFRawStream>(contents)!];
    // A line's runs (pdfkit starts a new one where a glyph is shifted, as Arabic marks are) share a baseline: joined.
    const lines: string[] = [];
    let font = new Map<string, string>();
    let y: string | undefined;
    let lineY: string | undefined;
    for (const stream of streams) {
      for (const [, fontName, baseline, array] of decode(stream).matchAll(/\/(\S+) [\d.]+ Tf|1 0 0 1 \S+ (\S+) Tm|\[([^\]]*)\] TJ/g)) {
        if (fontName) font = fonts.get(fontName) ?? new Map();
        else if (baseline) y = baseline;
        else {
          const text = [...array.matchAll(/<([0-9a-fA-F]+)>/g)]
            .map(([, hex]) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(code.toLowerCase()) ?? '').join(''))
            .join('');
          if (lines.length > 0 && y !== undefined && lineY !== undefined && Math.abs(Number(y) - Number(lineY)) < 1) lines[lines.length - 1] += text;
          else lines.push(text);
          lineY = y;
        }
      }
    }
    return lines;
  });
  return { title: doc.getTitle(), pages };
}
