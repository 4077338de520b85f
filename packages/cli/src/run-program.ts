import { CommanderError } from 'commander';
import { colourFor } from './colour.js';
import { ExitCode } from './exit-codes.js';
import { createProgram, type ProgramDeps } from './program.js';
import type { ProgramIo } from './program-io.js';

/** Commander ends help and --version by "exiting" too; those are successes. */
function commanderExitCode(error: CommanderError): ExitCode {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return ExitCode.Success;
  // `stride help` exits 0; a bare `stride` prints help as an error (exit 1 in commander): a usage error.
  if (error.code === 'commander.help') return error.exitCode === 0 ? ExitCode.Success : ExitCode.Usage;
  return ExitCode.Usage;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `stride` with the arguments after the program name and returns its exit code.
 * Errors become a one-line message on stderr, never a stack trace.
 * @example const code = await runProgram(['--version'], { stdout, stderr, env: {} });
 */
export async function runProgram(argv: readonly string[], io: ProgramIo, deps: ProgramDeps = {}): Promise<ExitCode> {
  const program = createProgram(io, deps);
  try {
    await program.command.parseAsync([...argv], { from: 'user' });
    return program.exitCode();
  } catch (error) {
    // Commander has already printed its message (unknown command, bad option) through outputError.
    if (error instanceof CommanderError) return commanderExitCode(error);
    io.stderr.write(`${colourFor(io.stderr, io.env).red(`stride: ${messageOf(error)}`)}\n`);
    return ExitCode.Failure;
  }
}
