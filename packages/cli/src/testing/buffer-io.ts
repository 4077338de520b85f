import type { ProgramIo, Writer } from '../program-io.js';

export interface BufferWriter extends Writer {
  text(): string;
}

/** A writer that keeps what it is given, standing in for process.stdout/stderr in tests. */
export function bufferWriter(isTTY = false): BufferWriter {
  const chunks: string[] = [];
  return { isTTY, write: (chunk: string) => chunks.push(chunk), text: () => chunks.join('') };
}

export interface BufferIo extends ProgramIo {
  readonly stdout: BufferWriter;
  readonly stderr: BufferWriter;
}

/** Program io over two buffers; `tty` makes both look like a terminal. */
export function bufferIo(env: ProgramIo['env'] = {}, tty = false): BufferIo {
  return { stdout: bufferWriter(tty), stderr: bufferWriter(tty), env };
}
