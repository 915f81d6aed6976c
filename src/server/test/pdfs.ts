import { PDFDocument, type SaveOptions } from 'pdf-lib';

/** A PDF of one page made by pdf-lib, changed by `build` first (an action, an attachment…); `save` takes pdf-lib's options. */
export async function makePdf(build?: (doc: PDFDocument) => void | Promise<void>, save: SaveOptions = {}): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([300, 200]).drawText('Certificate', { x: 20, y: 100 });
  await build?.(doc);
  return Buffer.from(await doc.save(save));
}

let sample: Promise<Buffer> | undefined;
/** The tests' ordinary document: a real one-page PDF, made once. */
export const samplePdf = (): Promise<Buffer> => (sample ??= makePdf());
