import type { ReturnLabelDocument } from '@stride/domain/checkout';
import bwipjs from 'bwip-js';
import type { Say } from '../locale/lingui-sayer.js';
import { siteDate } from '../locale/site-date.js';
import type { DocumentMessageId } from './catalogues/index.js';
import { drawParty, INK, MARGIN, MUTED, pdfText, type Pdf } from './pdf-layout.js';

type DocSay = Say<DocumentMessageId>;

const LABEL_HEIGHT = 380;

/** The return number as a Code 128 barcode (PNG, with the number printed under the bars). */
function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: true, textxalign: 'center', textsize: 11 });
}

/**
 * Draws a prepaid return label: a bordered label to cut out (from, to, the return number as a
 * Code 128 barcode, the order and the last day), then the items in the parcel and what to do.
 */
export async function drawReturnLabel(doc: Pdf, label: ReturnLabelDocument, say: DocSay, locale: string): Promise<void> {
  const width = doc.page.width - 2 * MARGIN;
  const returnBy = siteDate(label.returnBy, locale);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text('Stride', MARGIN, MARGIN);
  doc.fontSize(18).text(pdfText(say('label.title')), MARGIN, MARGIN, { width, align: 'right' });
  const top = MARGIN + 44;
  doc.save().lineWidth(2).rect(MARGIN, top, width, LABEL_HEIGHT).strokeColor(INK).stroke().restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(pdfText(say('label.prepaid')), MARGIN + 16, top + 14, { width: width - 32 });
  drawParty(doc, say('label.from'), label.from, MARGIN + 16, top + 40, width / 2 - 24, 9);
  drawParty(doc, say('label.to'), label.to, MARGIN + width / 2, top + 40, width / 2 - 16, 14);
  // Fitted, not stretched: the bars keep their proportions whatever the number's length.
  doc.image(await barcodePng(label.returnNumber), MARGIN + 16, top + 170, { fit: [width - 32, 110], align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(pdfText(say('label.returnNumber', { returnNumber: label.returnNumber })), MARGIN + 16, top + 296, { width: width - 32, align: 'center' });
  doc.text(pdfText(say('label.order', { orderNumber: label.orderNumber })), { width: width - 32, align: 'center' });
  doc.font('Helvetica-Bold').text(pdfText(say('label.returnBy', { date: returnBy })), { width: width - 32, align: 'center' });
  const cut = top + LABEL_HEIGHT + 14;
  doc
    .save()
    .dash(4, { space: 4 })
    .moveTo(MARGIN, cut)
    .lineTo(MARGIN + width, cut)
    .strokeColor(MUTED)
    .stroke()
    .restore();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(say('label.cut')), MARGIN, cut + 4, { width, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(pdfText(say('label.items')), MARGIN, cut + 30);
  doc.font('Helvetica').fontSize(10);
  for (const item of label.items)
    doc.text(pdfText(say('label.item', { qty: item.qty, name: item.name, colour: item.colour, size: item.size })), MARGIN, doc.y + 2, { width });
  doc
    .moveDown()
    .fontSize(10)
    .fillColor(INK)
    .text(pdfText(say('label.instructions', { date: returnBy })), MARGIN, doc.y, { width });
}
