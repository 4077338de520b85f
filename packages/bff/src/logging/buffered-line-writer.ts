/** What a buffered line writer needs: where a chunk goes, and how a flush is put off to later. */
export interface BufferedLineWriterOptions {
  /** Receives several complete lines at once. */
  readonly write: (chunk: string) => void;
  /** Runs `flush` soon, once the current work is done (setImmediate in the bff, by hand in tests). */
  readonly schedule: (flush: () => void) => void;
  /** Past this many buffered characters the lines are written at once, not later. */
  readonly maxBufferedChars?: number;
}

/** A line sink that writes what it collected in one call. */
export interface BufferedLineWriter {
  write(line: string): void;
  /** Writes every buffered line now (at exit, and when the buffer is full). */
  flush(): void;
}

const DEFAULT_MAX_BUFFERED_CHARS = 64 * 1024;

/**
 * Collects log lines and writes them in one call per turn of the event loop. Writing to stdout is a
 * system call per line (synchronous for files and pipes on Linux): a request log line each cost the
 * product details route a quarter of its throughput in bench/api. Lines keep their order; at most
 * one turn's lines (or `maxBufferedChars`) wait, and `flush` writes them at once.
 * @example
 * const out = createBufferedLineWriter({ write: (chunk) => process.stdout.write(chunk), schedule: setImmediate });
 * out.write('{"msg":"a"}\n'); out.write('{"msg":"b"}\n'); // one write, on the next turn
 */
export function createBufferedLineWriter(options: BufferedLineWriterOptions): BufferedLineWriter {
  const maxChars = options.maxBufferedChars ?? DEFAULT_MAX_BUFFERED_CHARS;
  let lines: string[] = [];
  let chars = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    chars = 0;
    options.write(chunk);
  };
  return {
    write(line) {
      lines.push(line);
      chars += line.length;
      if (chars >= maxChars) flush();
      else if (!scheduled) {
        scheduled = true;
        options.schedule(flush);
      }
    },
    flush,
  };
}
