import { err, ok, type Result } from 'neverthrow';

// Locale letters may arrive upper-case (/en-US); slugs and ids are matched exactly.
const LOCALE = '([a-zA-Z]{2})-([a-zA-Z]{2})';
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const PLP_PATTERN = new RegExp(`^/${LOCALE}/c/${SLUG}-(\\d{4,10})/?$`);
const PDP_PATTERN = new RegExp(`^/${LOCALE}/p/${SLUG}-([A-Z0-9]{8,11})/?$`);
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
const CATEGORY_ID = /^\d{4,10}$/;
const SLUG_ONLY = new RegExp(`^${SLUG}$`);
const LOCALE_PART = /^[a-z]{2}$/;

/** A parsed product list page path /{language}-{country}/c/{slug}-{categoryId}. */
export interface PlpPath {
  readonly language: string;
  readonly country: string;
  readonly slug: string;
  readonly categoryId: string;
}

/** A parsed product detail page path /{language}-{country}/p/{slug}-{productId}. */
export interface PdpPath {
  readonly language: string;
  readonly country: string;
  readonly slug: string;
  readonly productId: string;
}

/** A path or its parts that do not fit the spec's PLP or PDP pattern (a StrideError; no spec code exists). */
export interface CatalogueUrlError {
  readonly code: 'CATALOGUE_URL_INVALID';
  readonly message: string;
}

const invalid = (message: string): CatalogueUrlError => ({ code: 'CATALOGUE_URL_INVALID', message });

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** Parses a PLP path; language and country come back lower-case. */
export function parsePlpPath(path: string): Result<PlpPath, CatalogueUrlError> {
  const m = PLP_PATTERN.exec(pathOnly(path));
  if (m === null) return err(invalid(`not a product list path: ${path}`));
  const [, language = '', country = '', slug = '', categoryId = ''] = m;
  return ok({ language: language.toLowerCase(), country: country.toLowerCase(), slug, categoryId });
}

/** Parses a PDP path; the product id must be 8 to 11 upper-case letters or digits. */
export function parsePdpPath(path: string): Result<PdpPath, CatalogueUrlError> {
  const m = PDP_PATTERN.exec(pathOnly(path));
  if (m === null) return err(invalid(`not a product detail path: ${path}`));
  const [, language = '', country = '', slug = '', productId = ''] = m;
  return ok({ language: language.toLowerCase(), country: country.toLowerCase(), slug, productId });
}

function checkCommon(p: { language: string; country: string; slug: string }): CatalogueUrlError | null {
  if (!LOCALE_PART.test(p.language) || !LOCALE_PART.test(p.country)) {
    return invalid(`locale must be two lower-case letters each: ${p.language}-${p.country}`);
  }
  if (!SLUG_ONLY.test(p.slug)) return invalid(`slug must be lower-case words joined by '-': ${p.slug}`);
  return null;
}

/** Builds a PLP path from its parts, refusing parts the pattern would not parse back. */
export function buildPlpPath(parts: PlpPath): Result<string, CatalogueUrlError> {
  const problem = checkCommon(parts);
  if (problem !== null) return err(problem);
  if (!CATEGORY_ID.test(parts.categoryId)) return err(invalid(`category id must be 4 to 10 digits`));
  return ok(`/${parts.language}-${parts.country}/c/${parts.slug}-${parts.categoryId}`);
}

/** Builds a PDP path from its parts, refusing parts the pattern would not parse back. */
export function buildPdpPath(parts: PdpPath): Result<string, CatalogueUrlError> {
  const problem = checkCommon(parts);
  if (problem !== null) return err(problem);
  if (!PRODUCT_ID.test(parts.productId)) {
    return err(invalid(`product id must be 8 to 11 upper-case letters or digits`));
  }
  return ok(`/${parts.language}-${parts.country}/p/${parts.slug}-${parts.productId}`);
}
