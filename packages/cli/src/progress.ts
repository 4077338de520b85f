import type { Writer } from './program-io.js';

/** Runs `fn` after a delay and answers a cancel; setTimeout in the program, a stand-in in tests. */
export type Schedule = (fn: () => void, delayMs: number) => () => void;

const realSchedule: Schedule = (fn, delayMs) => {
  const timer = setTimeout(fn, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Shows `label…` on a terminal when the work takes more than a second, and wipes it when done;
 * off a terminal (pipes, scripts, tests) it writes nothing.
 */
export async function withProgress<T>(writer: Writer, label: string, work: Promise<T>, schedule: Schedule = realSchedule): Promise<T> {
  if (writer.isTTY !== true) return work;
  let shown = false;
  const cancel = schedule(() => {
    shown = true;
    writer.write(`${label}…`);
  }, 1_000);
  try {
    return await work;
  } finally {
    cancel();
    if (shown) writer.write('\r\u001b[K');
  }
}
