#!/usr/bin/env node
import { runProgram } from './run-program.js';

// exitCode rather than process.exit(): pending output is flushed before the process ends.
process.exitCode = await runProgram(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
