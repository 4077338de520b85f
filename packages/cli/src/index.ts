// The cli as a library: the same program the `stride` bin runs, for tests and other tools.
export { runProgram } from './run-program.js';
export { createProgram, type ProgramDeps, type StrideProgram } from './program.js';
export { ExitCode } from './exit-codes.js';
export type { ProgramIo, Writer } from './program-io.js';
export type { BffModule, ServeDeps } from './commands/serve.js';
