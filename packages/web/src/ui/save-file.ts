/**
 * Saves bytes or text the page received as a file the browser downloads (an invoice, a data export),
 * through an object URL and a `download` link.
 * @example saveFile(pdf, 'application/pdf', 'INV-ST4821937706.pdf')
 */
export function saveFile(content: BlobPart, type: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
