/**
 * A size label as a locale writes its number: the decimal point of half sizes becomes the locale's
 * decimal separator (9.5 is 9,5 in French); letters (M, XL, One Size) and the Y of kids' sizes stay.
 * @example localiseSizeLabel('9.5', 'fr-CA') // '9,5'
 * @example localiseSizeLabel('1.5Y', 'fr-CA') // '1,5Y'
 */
export function localiseSizeLabel(label: string, locale: string): string {
  if (!/\d\.\d/.test(label)) return label;
  const separator = decimalSeparator(locale);
  return separator === '.' ? label : label.replace(/(\d)\.(\d)/g, `$1${separator}$2`);
}

// Building an Intl.NumberFormat costs far more than the label's replace, and a cart answer localises
// every line's size: one separator per locale, found on first use (locales come from a short list).
const separators = new Map<string, string>();

function decimalSeparator(locale: string): string {
  const known = separators.get(locale);
  if (known !== undefined) return known;
  const found = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  if (separators.size >= 64) separators.clear();
  separators.set(locale, found);
  return found;
}
