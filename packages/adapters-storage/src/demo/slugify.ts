/**
 * A URL slug: lower-case letters and digits joined by single hyphens, apostrophes dropped.
 * @example slugify("Stride Tempo 5-Inch Short") // 'stride-tempo-5-inch-short'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
