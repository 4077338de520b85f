/** Values for `{name}` placeholders in messages. */
export type ErrorPlaceholderValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/**
 * Fills `{name}` placeholders from `values`; a placeholder without a value is left as written
 * so that a missing value is visible rather than silently dropped.
 * @example fillErrorPlaceholders('Up to {maxQty}', { maxQty: 3 }) // 'Up to 3'
 */
export function fillErrorPlaceholders(template: string, values: ErrorPlaceholderValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** True when the text still holds a `{name}` placeholder. */
export function hasUnfilledPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

/** The string and number entries of an error's details: the values its message's placeholders may take. */
export function placeholderValues(details?: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}
