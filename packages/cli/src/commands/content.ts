import { join } from 'node:path';
import type { Command } from 'commander';
import { validateContentSources, type ContentRefusal, type ContentSource } from '@stride/application/commerce';
import { contentJsonSchemas } from '@stride/domain/content';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { ExitCode } from '../exit-codes.js';
import { withProgress } from '../progress.js';
import { jsonFilesUnder, readContentFile, writeJsonFile } from './content-files.js';

/** Where `stride content schema` writes the JSON Schemas when no folder is named. */
export const DEFAULT_CONTENT_SCHEMA_DIR = 'docs/content-schema';

/** Reads and checks every document of a folder; prints each refusal as `file: $.path: message`. */
async function checkedFolder(folder: string, context: CommandContext, command: string): Promise<ContentSource[] | undefined> {
  let files: string[];
  try {
    files = await jsonFilesUnder(folder);
  } catch (error) {
    reportUsage(context, command, `cannot read ${folder}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (files.length === 0) return void reportUsage(context, command, `no .json file in ${folder}`);
  const read = await Promise.all(files.map((file) => readContentFile(folder, file)));
  const refusals: ContentRefusal[] = read.flatMap((entry) =>
    'error' in entry ? [{ source: entry.source, path: '$', message: `not JSON: ${entry.error}` }] : [],
  );
  const sources = read.flatMap((entry) => ('value' in entry ? [entry] : []));
  const checked = validateContentSources(sources);
  if (checked.isErr()) refusals.push(...checked.error);
  if (refusals.length === 0) return sources;
  for (const refusal of refusals) context.io.stderr.write(`${context.colour.stderr.red(`${refusal.source}: ${refusal.path}: ${refusal.message}`)}\n`);
  context.io.stderr.write(`${refusals.length} of ${files.length} documents refused.\n`);
  context.setExitCode(ExitCode.Failure);
  return undefined;
}

async function validate(folder: string, context: CommandContext): Promise<void> {
  const sources = await checkedFolder(folder, context, 'content validate');
  if (sources !== undefined) context.io.stdout.write(`${sources.length} documents are valid.\n`);
}

async function importFolder(folder: string, options: ApiOptions, context: CommandContext): Promise<void> {
  const command = 'content import';
  const sources = await checkedFolder(folder, context, command);
  if (sources === undefined) return;
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const body = { documents: sources.map(({ source, value }) => ({ source, document: value })) };
  const answer = await withProgress(
    context.io.stderr,
    `Importing ${sources.length} documents`,
    callApi(apiUrlOf(options, context.io.env), 'importContentDocuments', { body }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { created, versioned, unchanged } = answer.value;
  context.io.stdout.write(`Imported ${sources.length} documents: ${created.length} new, ${versioned.length} new versions, ${unchanged.length} unchanged.\n`);
}

async function exportContent(folder: string | undefined, options: ApiOptions, context: CommandContext): Promise<void> {
  const command = 'content export';
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await callApi(apiUrlOf(options, context.io.env), 'exportContentDocuments', {}, token);
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const documents = answer.value.documents.map(({ version: _version, ...document }) => document);
  if (folder === undefined) {
    context.io.stdout.write(`${JSON.stringify(documents, null, 2)}\n`);
    return;
  }
  for (const document of documents) await writeJsonFile(join(folder, document.siteId, document.kind, `${document.id}.json`), document);
  context.io.stdout.write(`Exported ${documents.length} documents to ${folder}.\n`);
}

interface PublishOptions extends ApiOptions {
  readonly at?: string;
  readonly until?: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

async function publish(id: string, options: PublishOptions, context: CommandContext): Promise<void> {
  const command = 'content publish';
  if (options.at === undefined) return reportUsage(context, command, 'the publish time is required: --at <ISO time>, e.g. 2026-12-01T09:00:00Z');
  for (const time of [options.at, options.until]) {
    if (time !== undefined && (!ISO_TIME.test(time) || Number.isNaN(Date.parse(time)))) {
      return reportUsage(context, command, `"${time}" is not an ISO time with a zone, e.g. 2026-12-01T09:00:00Z`);
    }
  }
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const withSeconds = (time: string) => new Date(time).toISOString();
  const body = { publishAt: withSeconds(options.at), ...(options.until === undefined ? {} : { unpublishAt: withSeconds(options.until) }) };
  const answer = await callApi(apiUrlOf(options, context.io.env), 'publishContentDocument', { params: { id }, body }, token);
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const until = answer.value.unpublishAt === null ? '' : ` until ${answer.value.unpublishAt}`;
  context.io.stdout.write(`${answer.value.id} version ${answer.value.version} publishes at ${answer.value.publishAt}${until}.\n`);
}

interface PreviewLinkOptions extends ApiOptions {
  readonly expiresIn?: string;
}

async function previewLink(path: string, options: PreviewLinkOptions, context: CommandContext): Promise<void> {
  const command = 'content preview-link';
  const seconds = options.expiresIn === undefined ? undefined : Number(options.expiresIn);
  if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 60 || seconds > 604_800)) {
    return reportUsage(context, command, '--expires-in is a number of seconds from 60 to 604800 (7 days)');
  }
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const apiUrl = apiUrlOf(options, context.io.env);
  const answer = await callApi(apiUrl, 'createContentPreviewLink', { body: { path, ...(seconds === undefined ? {} : { expiresInSeconds: seconds }) } }, token);
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(`${new URL(answer.value.url, apiUrl).toString()}\n`);
}

async function writeSchemas(folder: string, context: CommandContext): Promise<void> {
  const schemas = contentJsonSchemas();
  for (const [file, schema] of Object.entries(schemas)) await writeJsonFile(join(folder, file), schema);
  context.io.stdout.write(`Wrote ${Object.keys(schemas).length} JSON Schemas to ${folder}.\n`);
}

const apiUrlOption = ['--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)'] as const;

/** Adds `stride content validate|import|export|publish|preview-link|schema`: the editors' tools. */
export function registerContentCommands(program: Command, context: CommandContext): void {
  const content = program.command('content').description('editors’ tools: check, import, export, publish and preview content documents');
  content
    .command('validate <dir>')
    .description('check every .json document under a folder; prints the JSON path of each failure')
    .addHelpText('after', '\nExamples:\n  $ stride content validate content/demo\n')
    .action((dir: string) => validate(dir, context));
  content
    .command('import <dir>')
    .description('import every document under a folder, all or none (an employee sign-in: stride login)')
    .option(...apiUrlOption)
    .addHelpText(
      'after',
      '\nEach changed document becomes a new version; a document without publishAt is a draft.\n\nExamples:\n  $ stride content import content/demo\n',
    )
    .action((dir: string, options: ApiOptions) => importFolder(dir, options, context));
  content
    .command('export [dir]')
    .description('write the newest version of every document, drafts included, to a folder (or print them)')
    .option(...apiUrlOption)
    .addHelpText('after', '\nExamples:\n  $ stride content export content/backup\n  $ stride content export > all.json\n')
    .action((dir: string | undefined, options: ApiOptions) => exportContent(dir, options, context));
  content
    .command('publish <id>')
    .description('publish the newest content of a document at a time (a new version with that window)')
    .option('--at <time>', 'when it goes live, an ISO time with a zone')
    .option('--until <time>', 'when it stops being served')
    .option(...apiUrlOption)
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride content publish en-us-home --at 2026-12-01T09:00:00Z\n  $ stride content publish en-us-sale --at 2026-12-01T00:00:00-05:00 --until 2026-12-03T00:00:00-05:00\n',
    )
    .action((id: string, options: PublishOptions) => publish(id, options, context));
  content
    .command('preview-link <path>')
    .description('a signed link that previews a /preview/caas/v1/canvas/... path without signing in')
    .option('--expires-in <seconds>', 'how long the link works (60 to 604800; default one day)')
    .option(...apiUrlOption)
    .addHelpText('after', '\nExamples:\n  $ stride content preview-link /preview/caas/v1/canvas/page/en-us/home\n')
    .action((path: string, options: PreviewLinkOptions) => previewLink(path, options, context));
  content
    .command('schema [dir]')
    .description(`write the JSON Schemas of content documents (default ${DEFAULT_CONTENT_SCHEMA_DIR})`)
    .action((dir: string | undefined) => writeSchemas(dir ?? DEFAULT_CONTENT_SCHEMA_DIR, context));
}
