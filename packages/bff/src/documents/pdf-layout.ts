import type { DocumentParty } from '@stride/domain/checkout';
import type PDFDocument from 'pdfkit';

/** A PDFKit document being drawn. */
export type Pdf = InstanceType<typeof PDFDocument>;

/** The page margin on every side, in points. */
export const MARGIN = 50;
/** The colour of the text that matters. */
export const INK = '#111111';
/** The colour of captions and notes. */
export const MUTED = '#5f6368';

/**
 * Text as the standard fonts can draw it (WinAnsi): the narrow and the plain no-break spaces Intl
 * puts in French numbers become spaces, the minus sign a hyphen.
 * @example pdfText('130,00\u00a0$\u202fCA') // '130,00 $ CA'
 */
export function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');
}

/** A small grey caption, then the party's name in bold and its lines, from (x, y) within `width`; answers the y below it. */
export function drawParty(doc: Pdf, caption: string, party: DocumentParty, x: number, y: number, width: number, size = 10): number {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(pdfText(caption.toUpperCase()), x, y, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(INK)
    .text(pdfText(party.name), x, doc.y + 2, { width });
  doc.font('Helvetica').fontSize(size);
  for (const line of party.lines) doc.text(pdfText(line), x, doc.y, { width });
  return doc.y;
}

/** A label and its value on one line, the value right-aligned at the right margin; answers the y below it. */
export function drawAmountRow(doc: Pdf, label: string, value: string, y: number, bold = false): number {
  const right = doc.page.width - MARGIN;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(bold ? 12 : 10)
    .fillColor(INK);
  doc.text(pdfText(label), right - 260, y, { width: 150 });
  doc.text(pdfText(value), right - 110, y, { width: 110, align: 'right' });
  return y + (bold ? 18 : 15);
}

/** Collects a document's bytes as it is written; resolves when it ends. */
export function collectBytes(doc: Pdf): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}
