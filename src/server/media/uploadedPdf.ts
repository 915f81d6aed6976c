import type { PDFDocument, PDFObject } from 'pdf-lib';
import { lazyPackage } from '../lazyPackage';

/*
 * An uploaded PDF is read by the office in a browser's viewer or downloaded and opened on its
 * computers: it must be a PDF (not any file that starts with the PDF header) and must carry
 * nothing that acts when it is opened. pdf-lib parses it in plain JavaScript and runs nothing.
 */

/** Why bytes are refused as a PDF document: unreadable as one, or carrying active content. */
export type PdfProblem = 'notPdf' | 'activeContent';

const HEADER = Buffer.from('%PDF-', 'latin1');
const EOF_MARK = Buffer.from('%%EOF', 'latin1');
/** Where the end-of-file marker must be: a file cut short lacks it (pdf-lib alone rebuilds one cut at an object boundary). */
const TAIL_BYTES = 1024;

/** Actions that run code, open other files or programs, or send data away. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'GoToE', 'GoToR', 'ImportData', 'SubmitForm', 'RichMediaExecute']);
/** Keys that attach actions to events (AA), hold scripts (JS, the name tree JavaScript, XFA forms) or embed files (EF, EmbeddedFiles). */
const ACTIVE_KEY_NAMES = ['AA', 'JS', 'XFA', 'EF', 'EmbeddedFiles', 'JavaScript'];

const pdfLib = lazyPackage<typeof import('pdf-lib')>('pdf-lib');
/** pdf-lib and the names looked for, made when the first upload is checked. */
let madeChecks: ReturnType<typeof makeChecks> | undefined;
const checks = () => (madeChecks ??= makeChecks(pdfLib()));

function makeChecks(lib: typeof import('pdf-lib')) {
  const { PDFArray, PDFDict, PDFName, PDFStream } = lib;
  const activeKeys = ACTIVE_KEY_NAMES.map((key) => PDFName.of(key));
  const S = PDFName.of('S');
  /** Whether a direct object (a dictionary and what it holds directly) carries an active key or action. */
  const isActive = (object: PDFObject | undefined): boolean => {
    if (object instanceof PDFStream) return isActive(object.dict);
    if (object instanceof PDFArray) return object.asArray().some(isActive);
    if (!(object instanceof PDFDict)) return false;
    if (activeKeys.some((key) => object.has(key))) return true;
    const action = object.get(S);
    if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.decodeText())) return true;
    // Referenced objects are checked on their own: every indirect object is visited.
    return object.values().some(isActive);
  };
  return { lib, isActive, openAction: PDFName.of('OpenAction') };
}

/**
 * Undefined when `data` is a PDF the office can open safely: the header at its first byte, the
 * end-of-file marker in its last kilobyte, parsed without an invalid object, at least one page,
 * and no active content anywhere in the parsed objects (an action opening the document, actions
 * on events, scripts, launches, embedded files). A document opening on a page (an OpenAction
 * that is a destination, as office suites write) is fine. Encrypted files are refused: their
 * objects cannot be checked.
 */
export async function pdfProblem(data: Buffer): Promise<PdfProblem | undefined> {
  if (!data.subarray(0, HEADER.length).equals(HEADER)) return 'notPdf';
  if (!data.subarray(Math.max(0, data.length - TAIL_BYTES)).includes(EOF_MARK)) return 'notPdf';
  const { lib, isActive, openAction } = checks();
  let document: PDFDocument;
  try {
    document = await lib.PDFDocument.load(data, { throwOnInvalidObject: true, updateMetadata: false });
    if (document.isEncrypted || document.getPageCount() === 0) return 'notPdf';
  } catch {
    return 'notPdf';
  }
  // An action, whatever its type, rather than a page to open on.
  if (document.catalog.lookup(openAction) instanceof lib.PDFDict) return 'activeContent';
  return document.context.enumerateIndirectObjects().some(([, object]) => isActive(object)) ? 'activeContent' : undefined;
}
