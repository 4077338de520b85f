import type { Colour } from './colour.js';
import type { ExitCode } from './exit-codes.js';
import type { ProgramIo } from './program-io.js';

/** What every command's action gets: the outside world, colour per stream, and a way to set the exit code. */
export interface CommandContext {
  readonly io: ProgramIo;
  readonly colour: { readonly stdout: Colour; readonly stderr: Colour };
  setExitCode(code: ExitCode): void;
}
