/**
 * Runs tasks one at a time in the order they arrive. PGlite has one connection, so a
 * transaction must own it from BEGIN to COMMIT; this queue is what guarantees that here,
 * rather than relying on PGlite's undocumented internal locks.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it has settled, whether it resolved or threw. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
