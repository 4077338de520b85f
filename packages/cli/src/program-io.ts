/** Where a stream of output goes: process.stdout in the bin, a buffer in tests. */
export interface Writer {
  write(text: string): unknown;
  /** True when the stream is a terminal; colour is used only then. */
  readonly isTTY?: boolean;
}

/** Everything the program touches outside itself, passed in so tests run it in-process. */
export interface ProgramIo {
  readonly stdout: Writer;
  readonly stderr: Writer;
  readonly env: Readonly<Record<string, string | undefined>>;
}
