/** Column values as the cart's row readers take them: null and undefined (a missing JSON field) read as null. */
export const str = (value: unknown): string => String(value);
export const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
