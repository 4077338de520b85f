import { ConfigError } from './config/config.js';
import { startServer } from './server.js';

// The process entry: `node dist/main.js`. Anything that stops the start is a reason to exit 1.
startServer().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `Stride failed to start: ${describe(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
