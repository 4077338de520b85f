import { InvalidArgumentError, type Command } from 'commander';
import type { CommandContext } from '../command-context.js';
import { ExitCode } from '../exit-codes.js';

/** The part of @stride/bff that `stride serve` uses. */
export type BffModule = Pick<typeof import('@stride/bff'), 'startServer'>;

export interface ServeDeps {
  /** Loads the bff only when serving, so `stride --help` stays fast and works even if the bff is broken. */
  loadBff(): Promise<BffModule>;
  /** Resolves with the reason to stop (a signal name) once the server should shut down. */
  waitForStop(): Promise<string>;
}

interface ServeOptions {
  readonly port?: number;
}

const defaultServeDeps: ServeDeps = {
  loadBff: () => import('@stride/bff'),
  waitForStop: () => untilSignal(['SIGINT', 'SIGTERM']),
};

/** Resolves on the first of the given signals; a second one gets Node's default handling (exit). */
function untilSignal(signals: readonly NodeJS.Signals[]): Promise<string> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      for (const s of signals) process.off(s, onSignal);
      resolve(signal);
    };
    for (const s of signals) process.on(s, onSignal);
  });
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/** Runs `work` and hands back its value or what it threw, so each failure gets its own message and exit code. */
async function attempt<T>(work: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

async function serve(options: ServeOptions, context: CommandContext, deps: ServeDeps): Promise<ExitCode> {
  const { stdout, stderr } = context.io;
  const fail = (message: string) => (stderr.write(`${context.colour.stderr.red(message)}\n`), ExitCode.Failure);
  const bff = await attempt(deps.loadBff);
  if (!bff.ok) {
    return fail(`stride serve: the storefront server could not be loaded (${messageOf(bff.error)}). Is it built? Run: npm run build`);
  }
  const env = { ...context.io.env, ...(options.port === undefined ? {} : { PORT: String(options.port) }) };
  // The cli owns the process, so it handles the signals and closes the server itself.
  const server = await attempt(() => bff.value.startServer(env, { handleSignals: false }));
  if (!server.ok) return fail(`stride serve: the storefront did not start.\n${messageOf(server.error)}`);
  stdout.write(`${context.colour.stdout.green('Stride storefront listening on')} ${server.value.url}\n`);
  const reason = await deps.waitForStop();
  stdout.write(`Stopping the storefront (${reason})...\n`);
  await server.value.close();
  return ExitCode.Success;
}

/** Adds `stride serve`: starts the storefront (API, pages, assets) and runs until SIGINT or SIGTERM. */
export function registerServeCommand(program: Command, context: CommandContext, deps: Partial<ServeDeps> = {}): void {
  const serveDeps: ServeDeps = { ...defaultServeDeps, ...deps };
  program
    .command('serve')
    .description('start the storefront (API, pages, assets) until Ctrl+C')
    .option('-p, --port <port>', 'port to listen on, 0 for any free one (overrides PORT)', parsePort)
    .addHelpText(
      'after',
      `
Configuration comes from the environment: PORT, HOST, DATABASE_URL, STRIDE_DATA_DIR,
STRIDE_DB_IN_MEMORY, LOG_LEVEL.

Examples:
  $ stride serve
  $ stride serve --port 8080
  $ STRIDE_DB_IN_MEMORY=true stride serve --port 0
`,
    )
    .action(async (options: ServeOptions) => context.setExitCode(await serve(options, context, serveDeps)));
}
