import type { ProgramIo, Writer } from './program-io.js';

export interface Colour {
  readonly enabled: boolean;
  bold(text: string): string;
  red(text: string): string;
  green(text: string): string;
}

const paint = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

/** Raw ANSI styles, for text whose colour is stripped later by the writer (commander's help). */
export const ansi = { bold: paint(1, 22), red: paint(31, 39), green: paint(32, 39) };

/**
 * Colour for one output stream: only on a terminal, and never when NO_COLOR is set to a
 * non-empty value (https://no-color.org).
 */
export function colourFor(writer: Writer, env: ProgramIo['env']): Colour {
  const enabled = writer.isTTY === true && !env['NO_COLOR'];
  if (!enabled) return { enabled, bold: (t) => t, red: (t) => t, green: (t) => t };
  return { enabled, ...ansi };
}
