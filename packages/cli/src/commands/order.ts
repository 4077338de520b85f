import type { Command } from 'commander';
import { orderAnswerSchema } from '@stride/application/storefront';
import { agentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { ExitCode } from '../exit-codes.js';
import { orderTable } from '../order-table.js';
import { withProgress } from '../progress.js';

interface OrderOptions extends ApiOptions {
  readonly json?: boolean;
  readonly email?: string;
}

/** Order numbers are ST and ten digits (docs/api-checkout.md). */
const ORDER_NUMBER = /^ST\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function print(context: CommandContext, order: unknown, options: OrderOptions, table: () => string): void {
  context.io.stdout.write(options.json === true ? `${JSON.stringify(order)}\n` : table());
}

async function show(orderNumber: string, options: OrderOptions, context: CommandContext): Promise<void> {
  const command = 'order show';
  if (!ORDER_NUMBER.test(orderNumber)) return reportUsage(context, command, `"${orderNumber}" is not an order number (ST and 10 digits)`);
  const token = await agentToken(context.io.env);
  if (token === undefined) {
    context.io.stderr.write(`${context.colour.stderr.red(`stride ${command}: not signed in; run "stride login" or set STRIDE_TOKEN`)}\n`);
    return context.setExitCode(ExitCode.NotAuthorised);
  }
  const answer = await withProgress(context.io.stderr, `Looking up ${orderNumber}`, callApi(apiUrlOf(options, context.io.env), {
    method: 'GET', path: `/consumers-v3/consumer/purchase/${orderNumber}`, answer: orderAnswerSchema,
  }, token));
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { st: _secret, ...order } = answer.value;
  print(context, order, options, () => orderTable(answer.value, context.colour.stdout.bold));
}

async function track(orderNumber: string, options: OrderOptions, context: CommandContext): Promise<void> {
  const command = 'order track';
  if (!ORDER_NUMBER.test(orderNumber)) return reportUsage(context, command, `"${orderNumber}" is not an order number (ST and 10 digits)`);
  if (options.email === undefined || !EMAIL.test(options.email.trim())) return reportUsage(context, command, 'give the shopper’s e-mail: --email <email>');
  const answer = await withProgress(context.io.stderr, `Tracking ${orderNumber}`, callApi(apiUrlOf(options, context.io.env), {
    method: 'POST', path: '/consumers-v3/consumer/TrackOrder', body: { orderNumber, email: options.email.trim() }, answer: orderAnswerSchema,
  }));
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { st: _secret, ...order } = answer.value;
  print(context, order, options, () => orderTable(answer.value, context.colour.stdout.bold));
}

/** Adds `stride order show` (agent) and `stride order track` (the guest tracking call). */
export function registerOrderCommands(program: Command, context: CommandContext): void {
  const order = program.command('order').description('look up orders for a shopper');
  const api = ['--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)'] as const;
  order
    .command('show <orderNumber>')
    .description('show an order: status, items, shipments, totals, payments, promotions (needs "stride login")')
    .option(...api)
    .option('--json', 'print the order as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride order show ST4821937706\n  $ stride order show ST4821937706 --json\n')
    .action((orderNumber: string, options: OrderOptions) => show(orderNumber, options, context));
  order
    .command('track <orderNumber>')
    .description('track an order by number and the shopper’s e-mail, as a guest does')
    .option('--email <email>', 'the e-mail the order was placed with')
    .option(...api)
    .option('--json', 'print the order as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride order track ST4821937706 --email ada@example.com\n')
    .action((orderNumber: string, options: OrderOptions) => track(orderNumber, options, context));
}
