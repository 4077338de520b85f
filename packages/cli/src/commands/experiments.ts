import { readFile } from 'node:fs/promises';
import { importDatafile, readExperimentsReport, readPromotionPerformance } from '@stride/application/commerce';
import type { Command } from 'commander';
import type { CommandContext } from '../command-context.js';
import { ExitCode } from '../exit-codes.js';
import { withDatabase, type DbOptions } from './db.js';

/** The part of @stride/adapters-storage that `stride experiments` and `stride analytics` use. */
export type ExperimentsStorage = Pick<
  typeof import('@stride/adapters-storage'),
  'openSqlClient' | 'runMigrations' | 'describeDatabaseUrl' | 'PgExperimentDatafileRepository' | 'PgExperimentEventRepository' | 'PgAnalyticsEventRepository'
>;

const loadStorage = { loadStorage: (): Promise<ExperimentsStorage> => import('@stride/adapters-storage') };
const DEFAULT_SDK_KEY = 'stride-demo';

interface KeyOptions extends DbOptions {
  readonly sdkKey?: string;
  readonly json?: boolean;
}

/** Left-aligned columns, two spaces apart, for a terminal. */
export function formatColumns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return (
    rows
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

function withTarget(command: Command): Command {
  return command
    .option('--database-url <url>', 'PostgreSQL to work on (overrides DATABASE_URL)')
    .option('--data-dir <dir>', 'embedded database folder when no PostgreSQL is named (overrides STRIDE_DATA_DIR)');
}

/** Adds `stride experiments import <file>`, `stride experiments report` and `stride analytics promotions`. */
export function registerExperimentsCommands(program: Command, context: CommandContext): void {
  const { stdout } = context.io;
  const sdkKeyOf = (options: KeyOptions) => options.sdkKey ?? (context.io.env.STRIDE_EXPERIMENTS_SDK_KEY || DEFAULT_SDK_KEY);
  const experiments = program.command('experiments').description('the experiment datafile and its results');

  withTarget(
    experiments
      .command('import')
      .argument('<file>', 'an Optimizely datafile (JSON)')
      .description('store a new revision of the datafile the storefront decides with'),
  )
    .option('--sdk-key <key>', 'the SDK key to store it under (default STRIDE_EXPERIMENTS_SDK_KEY or stride-demo)')
    .addHelpText(
      'after',
      '\nThe file is checked against the datafile schema; nothing is stored when it fails.\n\nExamples:\n  $ stride experiments import datafile.json\n',
    )
    .action(async (file: string, options: KeyOptions) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, 'utf8')) as unknown;
      } catch (error) {
        context.io.stderr.write(
          `${context.colour.stderr.red(`stride experiments: cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`)}\n`,
        );
        context.setExitCode(ExitCode.Failure);
        return;
      }
      context.setExitCode(
        await withDatabase(
          options,
          context,
          loadStorage,
          async (storage, client, name) => {
            await storage.runMigrations(client);
            const stored = await importDatafile(
              { datafiles: new storage.PgExperimentDatafileRepository(client), now: () => new Date() },
              sdkKeyOf(options),
              raw,
            );
            if (stored.isErr()) throw new Error(stored.error.message);
            stdout.write(`Imported the datafile of ${stored.value.sdkKey} into ${name}: revision ${String(stored.value.revision)}.\n`);
          },
          'stride experiments',
        ),
      );
    });

  withTarget(experiments.command('report').description('visitors and conversions per variation, from the stored events'))
    .option('--sdk-key <key>', 'the datafile that names the experiments (default STRIDE_EXPERIMENTS_SDK_KEY or stride-demo)')
    .option('--json', 'print the lines as JSON')
    .action(async (options: KeyOptions) =>
      context.setExitCode(
        await withDatabase(
          options,
          context,
          loadStorage,
          async (storage, client) => {
            await storage.runMigrations(client);
            const lines = await readExperimentsReport({
              datafiles: new storage.PgExperimentDatafileRepository(client),
              experimentEvents: new storage.PgExperimentEventRepository(client),
              sdkKey: sdkKeyOf(options),
            });
            if (options.json === true) return void stdout.write(`${JSON.stringify(lines, null, 2)}\n`);
            if (lines.length === 0) return void stdout.write('No experiment events yet.\n');
            stdout.write(
              formatColumns([
                ['Experiment', 'Variation', 'Visitors', 'Event', 'Conversions', 'Rate'],
                ...lines.map((l) => [l.experimentKey, l.variationKey, String(l.visitors), l.eventKey ?? '-', String(l.conversions), percent(l.conversionRate)]),
              ]),
            );
          },
          'stride experiments',
        ),
      ),
    );

  const analytics = program.command('analytics').description('what the first-party analytics collector received');
  withTarget(analytics.command('promotions').description('impressions, clicks and click-through per promotion'))
    .option('--json', 'print the lines as JSON')
    .action(async (options: KeyOptions) =>
      context.setExitCode(
        await withDatabase(
          options,
          context,
          loadStorage,
          async (storage, client) => {
            await storage.runMigrations(client);
            const lines = await readPromotionPerformance({ analyticsEvents: new storage.PgAnalyticsEventRepository(client) });
            if (options.json === true) return void stdout.write(`${JSON.stringify(lines, null, 2)}\n`);
            if (lines.length === 0) return void stdout.write('No promotion events yet.\n');
            stdout.write(
              formatColumns([
                ['Promotion', 'Name', 'Impressions', 'Clicks', 'Click-through'],
                ...lines.map((l) => [l.promotionId, l.promotionName, String(l.impressions), String(l.clicks), percent(l.clickThroughRate)]),
              ]),
            );
          },
          'stride analytics',
        ),
      ),
    );
}
