/** Form values keyed by field name, as the form holds them. */
export type FormValues = Readonly<Record<string, unknown>>;

/** One check of one field: undefined when it passes, else the message to show. */
export type FieldRule = (value: unknown, values: FormValues) => string | undefined;

/** Field name -> the first failing message; a field that passes is absent. */
export type FieldErrors<F extends string = string> = Readonly<Partial<Record<F, string>>>;

/** True for what a shopper would call "nothing entered": undefined, null, blank text, empty list. */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The trimmed text of a value, or undefined when it is not text. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
