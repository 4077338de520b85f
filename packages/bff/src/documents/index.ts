export { pdfkitOrderDocuments, type PdfkitDocumentsOptions } from './pdfkit-order-documents.js';
