// The pg driver ships no types for its utilities; this is the one function Stride uses from them.
declare module 'pg/lib/utils.js' {
  /** Turns a JavaScript value into the text (or Buffer) pg sends as a parameter: dates, arrays, JSON, booleans. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
