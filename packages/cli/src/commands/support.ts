import type { SupportCaseAnswer as CaseView } from '@stride/application/storefront';
import { SUPPORT_CASE_LIMITS, SUPPORT_CASE_NUMBER_PATTERN as CASE_NUMBER } from '@stride/domain/identity';
import type { Command } from 'commander';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { alignedTable, shortDate } from '../order-table.js';
import { withProgress } from '../progress.js';

interface CasesOptions extends ApiOptions {
  readonly status?: string;
  readonly limit?: string;
  readonly json?: boolean;
}
interface CloseOptions extends ApiOptions {
  readonly resolution?: string;
  readonly json?: boolean;
}

const STATUSES: Readonly<Record<string, 'OPEN' | 'CLOSED' | 'both'>> = { open: 'OPEN', closed: 'CLOSED', both: 'both' };

/** One case for support staff: who wrote, about what, the message, and how it was closed. */
export function supportCaseTable(c: CaseView): string {
  const rows = [
    ['Case', c.caseNumber],
    ['Status', c.status],
    ['Kind', c.kind],
    ['Subject', `${c.categoryId} / ${c.subjectId}`],
    ['From', `${c.firstName} ${c.lastName} <${c.email}>${c.phone === null ? '' : `, ${c.phone}`}`],
    ['Opened', `${shortDate(c.createdAt)} (${c.locale})`],
    ...(c.orderNumber === null ? [] : [['Order', c.productId === null ? c.orderNumber : `${c.orderNumber}, product ${c.productId}`]]),
    ...(c.closedAt === null
      ? []
      : [
          ['Closed', `${shortDate(c.closedAt)} by ${c.closedBy ?? '-'}`],
          ['Resolution', c.resolution ?? ''],
        ]),
  ];
  return `${alignedTable(rows)}\n${c.message}\n`;
}

/** The cases, one row each, newest first. */
export function supportCasesTable(cases: readonly CaseView[]): string {
  if (cases.length === 0) return 'No support cases.\n';
  return alignedTable([
    ['Case', 'Opened', 'Status', 'Kind', 'Subject', 'From'],
    ...cases.map((c) => [c.caseNumber, shortDate(c.createdAt), c.status, c.kind, `${c.categoryId} / ${c.subjectId}`, c.email]),
  ]);
}

async function listCases(options: CasesOptions, context: CommandContext): Promise<void> {
  const command = 'support cases';
  const asked = options.status?.toLowerCase() ?? 'both';
  const status = Object.hasOwn(STATUSES, asked) ? STATUSES[asked] : undefined;
  if (status === undefined) return reportUsage(context, command, `"${options.status}" is not a status: open or closed`);
  const limit = options.limit === undefined ? 20 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return reportUsage(context, command, '--limit takes a whole number from 1 to 100');
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const query = { limit, ...(status === 'both' ? {} : { status }) };
  const answer = await withProgress(
    context.io.stderr,
    'Reading the support cases',
    callApi(apiUrlOf(options, context.io.env), 'listSupportCases', { query }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.cases)}\n` : supportCasesTable(answer.value.cases));
}

async function showCase(caseNumber: string, options: CasesOptions, context: CommandContext): Promise<void> {
  const command = 'support show';
  if (!CASE_NUMBER.test(caseNumber)) return reportUsage(context, command, `"${caseNumber}" is not a case number (CS and 10 digits)`);
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Reading ${caseNumber}`,
    callApi(apiUrlOf(options, context.io.env), 'getSupportCase', { params: { caseNumber } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.supportCase)}\n` : supportCaseTable(answer.value.supportCase));
}

async function closeCase(caseNumber: string, options: CloseOptions, context: CommandContext): Promise<void> {
  const command = 'support close';
  if (!CASE_NUMBER.test(caseNumber)) return reportUsage(context, command, `"${caseNumber}" is not a case number (CS and 10 digits)`);
  const resolution = options.resolution?.trim() ?? '';
  if (resolution === '' || resolution.length > SUPPORT_CASE_LIMITS.resolutionMax)
    return reportUsage(context, command, 'a case is closed with --resolution "<what was done>" (up to 1,000 characters)');
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Closing ${caseNumber}`,
    callApi(apiUrlOf(options, context.io.env), 'closeSupportCase', { params: { caseNumber }, body: { resolution } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.supportCase)}\n` : supportCaseTable(answer.value.supportCase));
}

const apiUrlOption = ['--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)'] as const;

/** Adds `stride support cases|show|close`: customer care works the cases shoppers open (contact us, warranty claims). */
export function registerSupportCommands(program: Command, context: CommandContext): void {
  const support = program.command('support').description('customer care: the cases shoppers open through contact us and warranty claims; needs "stride login"');
  support
    .command('cases')
    .description('list support cases, newest first')
    .option('--status <status>', 'open or closed (default: both)')
    .option('--limit <n>', 'how many, 1 to 100 (default 20)')
    .option(...apiUrlOption)
    .option('--json', 'print the cases as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride support cases --status open\n  $ stride support cases --limit 50 --json\n')
    .action((options: CasesOptions) => listCases(options, context));
  support
    .command('show <caseNumber>')
    .description('show one case: who wrote, about what, the message')
    .option(...apiUrlOption)
    .option('--json', 'print the case as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride support show CS4821937706\n')
    .action((caseNumber: string, options: CasesOptions) => showCase(caseNumber, options, context));
  support
    .command('close <caseNumber>')
    .description('close an open case with what was done')
    .option('--resolution <text>', 'what was done (kept with the case)')
    .option(...apiUrlOption)
    .option('--json', 'print the closed case as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride support close CS4821937706 --resolution "Exchange sent, size 10"\n')
    .action((caseNumber: string, options: CloseOptions) => closeCase(caseNumber, options, context));
}
