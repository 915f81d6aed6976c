import { readFileSync } from 'node:fs';
import { lazyPackage } from '../lazyPackage';
import { ownDirection, visualRuns } from './visualRuns';

const pdfkit = lazyPackage<typeof import('pdfkit')>('pdfkit');

// One font for every language: Noto Sans Arabic covers Arabic, Latin with French accents, and digits.
// Read once, when the first file is made.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf')),
  });

// US Letter, the paper Ontario's offices print on; points.
const PAGE = { width: 612, height: 792, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20;
const SIZE = { title: 16, heading: 11.5, body: 9, small: 8 };
const LINE = 1.5;
const CELL_PADDING = 4;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#b0b0b0';
// No shaping features beyond those a script requires (Arabic joining): the widths measured are the widths drawn.
const DRAW = { features: [] as [], lineBreak: false, baseline: 'alphabetic' as const };

export interface Column {
  label: string;
  /** Its share of the table's width. */
  share: number;
  /** Free text people wrote (an instructor's notes): each of its paragraphs laid out in its own direction. */
  ownDirection?: boolean;
}

/**
 * A document of flowing text, label/value facts and tables, in one language's direction: Arabic is
 * laid out from the right (text right-aligned, a table's first column on the right) and every line
 * is ordered by the bidirectional algorithm, so that names, dates and numbers inside Arabic read
 * right. Lines wrap by measured width in logical order, before being reordered for display.
 */
export class PdfFile {
  private readonly doc: PDFKit.PDFDocument;
  private readonly rtl: boolean;
  private y = PAGE.margin;

  constructor({ lang, title, author }: { lang: 'en' | 'fr' | 'ar'; title: string; author: string }) {
    this.rtl = lang === 'ar';
    const PDFDocument = pdfkit();
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      bufferPages: true,
      lang,
      displayTitle: true,
      info: { Title: title, Author: author, Creator: author },
    });
    const { regular, bold } = fontFiles();
    this.doc.registerFont('regular', regular).registerFont('bold', bold).font('regular').fillColor(INK);
  }

  title(text: string): this {
    this.paragraph(text, { size: SIZE.title, bold: true });
    this.y += 4;
    return this;
  }

  /** A section's heading, kept with what starts the section (a table's header and a two-line row), and a rule under it. */
  heading(text: string): this {
    this.y += 10;
    this.ensure(SIZE.heading * LINE + 5 + 3 * SIZE.body * LINE + 4 * CELL_PADDING);
    this.paragraph(text, { size: SIZE.heading, bold: true });
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.y += 5;
    return this;
  }

  /** Flowing text; `ownDirection` lays out a text written in another language than the file's (a stored wording) in its own direction. */
  paragraph(
    text: string,
    {
      size = SIZE.body,
      bold = false,
      muted = false,
      ownDirection: own = false,
    }: { size?: number; bold?: boolean; muted?: boolean; ownDirection?: boolean } = {},
  ): this {
    this.style(size, bold, muted);
    const rtl = own ? ownDirection(text, this.direction) === 'rtl' : this.rtl;
    for (const line of this.wrap(text, CONTENT_WIDTH)) {
      this.ensure(size * LINE);
      this.drawLine(line, PAGE.margin, CONTENT_WIDTH, this.y + size * 1.1, 'start', rtl);
      this.y += size * LINE;
    }
    this.style(SIZE.body, false, false);
    return this;
  }

  /** Label and value pairs, the label in bold in a column of its own. */
  facts(rows: readonly (readonly [string, string])[]): this {
    const labelWidth = CONTENT_WIDTH * 0.34;
    return this.rows(
      rows.map(([label, value]) => [label, value]),
      [labelWidth, CONTENT_WIDTH - labelWidth],
      { boldFirst: true, ruled: false },
    );
  }

  /** A table with a header row (repeated on each new page), or `empty` in its place when there are no rows. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], empty: string): this {
    if (rows.length === 0) return this.paragraph(empty, { muted: true });
    const total = columns.reduce((sum, c) => sum + c.share, 0);
    const widths = columns.map((c) => (CONTENT_WIDTH * c.share) / total);
    const header = columns.map((c) => c.label);
    // The header never ends a page alone: it goes with the first row.
    const own = columns.map((c) => c.ownDirection ?? false);
    this.ensure(this.rowHeight(header, widths, () => true) + this.rowHeight(rows[0], widths, () => false, own));
    this.rows([header], widths, { bold: true, ruled: true });
    return this.rows(rows, widths, { ruled: true, header, own });
  }

  /** The finished file: each page's footer says which page of how many it is. */
  async finish(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      this.doc.switchToPage(page);
      this.style(SIZE.small, false, true);
      this.drawLine(footer(page - start + 1, count), PAGE.margin, CONTENT_WIDTH, PAGE.height - PAGE.margin + 4, 'center');
    }
    this.doc.end();
    return done;
  }

  private rows(
    rows: readonly (readonly string[])[],
    widths: readonly number[],
    {
      bold = false,
      boldFirst = false,
      ruled,
      header,
      own = [],
    }: { bold?: boolean; boldFirst?: boolean; ruled: boolean; header?: readonly string[]; own?: readonly boolean[] },
  ): this {
    const lineHeight = SIZE.body * LINE;
    const isBold = (column: number) => bold || (boldFirst && column === 0);
    for (const row of rows) {
      const height = this.rowHeight(row, widths, isBold, own);
      if (this.y + height > BOTTOM) {
        this.newPage();
        if (header) this.rows([header], widths, { bold: true, ruled });
      }
      let x = this.rtl ? PAGE.width - PAGE.margin : PAGE.margin;
      row.forEach((text, i) => {
        const left = this.rtl ? x - widths[i] : x;
        this.style(SIZE.body, isBold(i), false);
        this.cellLines(text, widths[i] - 2 * CELL_PADDING, own[i]).forEach(({ line, rtl }, n) =>
          this.drawLine(line, left + CELL_PADDING, widths[i] - 2 * CELL_PADDING, this.y + CELL_PADDING + n * lineHeight + SIZE.body * 1.1, 'start', rtl),
        );
        x = this.rtl ? left : left + widths[i];
      });
      this.y += height;
      if (ruled) {
        this.doc
          .moveTo(PAGE.margin, this.y)
          .lineTo(PAGE.width - PAGE.margin, this.y)
          .lineWidth(bold ? 0.8 : 0.3)
          .strokeColor(RULE)
          .stroke();
      }
    }
    this.style(SIZE.body, false, false);
    return this;
  }

  /** A row's height: its tallest cell, wrapped to its column. */
  private rowHeight(row: readonly string[], widths: readonly number[], isBold: (column: number) => boolean, own: readonly boolean[] = []): number {
    const lines = row.map((text, i) => {
      this.style(SIZE.body, isBold(i), false);
      return this.cellLines(text, widths[i] - 2 * CELL_PADDING, own[i]).length;
    });
    return Math.max(1, ...lines) * SIZE.body * LINE + 2 * CELL_PADDING;
  }

  /** A cell's wrapped lines, each with its direction: the file's, or with `own` its paragraph's. */
  private cellLines(text: string, width: number, own = false): { line: string; rtl: boolean }[] {
    return text.split('\n').flatMap((paragraph) => {
      const rtl = own ? ownDirection(paragraph, this.direction) === 'rtl' : this.rtl;
      return this.wrap(paragraph, width).map((line) => ({ line, rtl }));
    });
  }

  private style(size: number, bold: boolean, muted: boolean): void {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(muted ? MUTED : INK);
  }

  private ensure(height: number): void {
    if (this.y + height > BOTTOM) this.newPage();
  }

  private newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.y = PAGE.margin;
  }

  private width(text: string): number {
    return this.doc.widthOfString(text, DRAW);
  }

  /** Lines of at most `width`, words kept whole unless one alone is wider (an address, a long name). */
  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (this.width(line) > width && line.length > 1) {
          let fits = line.length - 1;
          while (fits > 1 && this.width(line.slice(0, fits)) > width) fits--;
          lines.push(line.slice(0, fits));
          line = line.slice(fits);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line, its runs drawn left to right from where its alignment puts it. */
  private get direction(): 'ltr' | 'rtl' {
    return this.rtl ? 'rtl' : 'ltr';
  }

  private drawLine(line: string, left: number, width: number, baseline: number, align: 'start' | 'center' = 'start', rtl = this.rtl): void {
    const runs = visualRuns(line, rtl ? 'rtl' : 'ltr');
    const widths = runs.map((run) => this.width(run.text));
    const total = widths.reduce((sum, w) => sum + w, 0);
    let x = align === 'center' ? left + (width - total) / 2 : rtl ? left + width - total : left;
    runs.forEach((run, i) => {
      this.doc.text(run.text, x, baseline, DRAW);
      x += widths[i];
    });
  }
}
