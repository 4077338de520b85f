import type { Command } from 'commander';
import type { CommandContext } from '../command-context.js';
import { ExitCode } from '../exit-codes.js';

/** The part of @stride/adapters-storage that `stride db` uses. */
export type StorageModule = Pick<
  typeof import('@stride/adapters-storage'),
  'openSqlClient' | 'runMigrations' | 'seedDemoData' | 'scryptHashers' | 'describeDatabaseUrl'
>;

export interface DbDeps {
  /** Loaded only when a db command runs, so `stride --help` stays fast. */
  loadStorage(): Promise<StorageModule>;
}

/** Where a database command works: --database-url, else --data-dir (see `target`). */
export interface DbOptions {
  readonly databaseUrl?: string;
  readonly dataDir?: string;
}

const defaultDbDeps: DbDeps = { loadStorage: () => import('@stride/adapters-storage') };

/** Which database a db command works on: --database-url, DATABASE_URL, else the embedded one. */
function target(options: DbOptions, env: NodeJS.ProcessEnv): { databaseUrl: string } | { dataDir: string } {
  const databaseUrl = options.databaseUrl ?? (env.DATABASE_URL || undefined);
  if (databaseUrl !== undefined) return { databaseUrl };
  return { dataDir: options.dataDir ?? (env.STRIDE_DATA_DIR || './.stride-data') };
}

function describe(where: { databaseUrl: string } | { dataDir: string }, storage: Pick<StorageModule, 'describeDatabaseUrl'>): string {
  return 'databaseUrl' in where ? `PostgreSQL ${storage.describeDatabaseUrl(where.databaseUrl)}` : `the embedded database in ${where.dataDir}`;
}

/**
 * Opens the database a command names (PostgreSQL or the embedded one), runs `work` on it, closes it, and turns a
 * failure into a readable message on stderr (prefixed with `label`) and the failure exit code.
 */
export async function withDatabase<S extends Pick<StorageModule, 'openSqlClient' | 'describeDatabaseUrl'>>(
  options: DbOptions,
  context: CommandContext,
  deps: { loadStorage(): Promise<S> },
  work: (storage: S, client: Awaited<ReturnType<StorageModule['openSqlClient']>>, name: string) => Promise<void>,
  label = 'stride db',
): Promise<ExitCode> {
  const { stderr } = context.io;
  try {
    const storage = await deps.loadStorage();
    const where = target(options, context.io.env);
    const client = await storage.openSqlClient(where);
    try {
      await work(storage, client, describe(where, storage));
    } finally {
      await client.close();
    }
    return ExitCode.Success;
  } catch (error) {
    stderr.write(`${context.colour.stderr.red(`${label}: ${error instanceof Error ? error.message : String(error)}`)}\n`);
    return ExitCode.Failure;
  }
}

/** Adds `stride db migrate` and `stride db seed`. */
export function registerDbCommands(program: Command, context: CommandContext, deps: Partial<DbDeps> = {}): void {
  const dbDeps: DbDeps = { ...defaultDbDeps, ...deps };
  const { stdout } = context.io;
  const db = program.command('db').description('migrate the database or load the demo data');
  const withTarget = (command: Command) =>
    command
      .option('--database-url <url>', 'PostgreSQL to work on (overrides DATABASE_URL)')
      .option('--data-dir <dir>', 'embedded database folder when no PostgreSQL is named (overrides STRIDE_DATA_DIR)');
  withTarget(db.command('migrate').description('apply the schema migrations that have not run yet'))
    .addHelpText('after', '\nExamples:\n  $ stride db migrate\n  $ DATABASE_URL=postgres://user@db/stride stride db migrate\n')
    .action(async (options: DbOptions) =>
      context.setExitCode(
        await withDatabase(options, context, dbDeps, async (storage, client, name) => {
          const { applied } = await storage.runMigrations(client);
          stdout.write(applied.length === 0 ? `${name} is up to date.\n` : `Applied to ${name}: ${applied.join(', ')}\n`);
        }),
      ),
    );
  withTarget(db.command('seed').description('load the demo catalogue, stores, promotions, gift cards and accounts'))
    .addHelpText(
      'after',
      '\nSeeds only an empty catalogue; run it again and nothing changes.\n\nExamples:\n  $ stride db seed\n  $ stride db seed --database-url postgres://postgres@127.0.0.1:5432/test\n',
    )
    .action(async (options: DbOptions) =>
      context.setExitCode(
        await withDatabase(options, context, dbDeps, async (storage, client, name) => {
          await storage.runMigrations(client);
          const summary = await storage.seedDemoData(client, storage.scryptHashers);
          const counts = Object.entries(summary).filter(([key]) => key !== 'seeded');
          stdout.write(
            summary.seeded
              ? `Seeded ${name}: ${counts.map(([key, n]) => `${String(n)} ${key}`).join(', ')}\n`
              : `${name} already has a catalogue: nothing seeded.\n`,
          );
        }),
      ),
    );
}
