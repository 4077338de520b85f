import type { Command } from 'commander';
import { VALIDATION_EMAIL_MAX_LENGTH, VALIDATION_EMAIL_PATTERN } from '@stride/domain/validation';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { orderListTable, orderTable } from '../order-table.js';
import { withProgress } from '../progress.js';
import { registerOrderFulfilCommand } from './order-fulfil.js';

interface OrderOptions extends ApiOptions {
  readonly json?: boolean;
  readonly email?: string;
}

interface ListOptions extends OrderOptions {
  readonly start?: string;
  readonly count?: string;
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
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Looking up ${orderNumber}`,
    callApi(apiUrlOf(options, context.io.env), 'getPurchase', { params: { orderId: orderNumber } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { st: _secret, ...order } = answer.value;
  print(context, order, options, () => orderTable(answer.value, context.colour.stdout.bold));
}

async function track(orderNumber: string, options: OrderOptions, context: CommandContext): Promise<void> {
  const command = 'order track';
  if (!ORDER_NUMBER.test(orderNumber)) return reportUsage(context, command, `"${orderNumber}" is not an order number (ST and 10 digits)`);
  if (options.email === undefined || !EMAIL.test(options.email.trim())) return reportUsage(context, command, 'give the shopper’s e-mail: --email <email>');
  const answer = await withProgress(
    context.io.stderr,
    `Tracking ${orderNumber}`,
    callApi(apiUrlOf(options, context.io.env), 'trackOrder', { body: { orderNumber, email: options.email.trim() } }),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { st: _secret, ...order } = answer.value;
  print(context, order, options, () => orderTable(answer.value, context.colour.stdout.bold));
}

/** A whole number from `min` to `max` given as an option, else undefined. */
function wholeNumber(text: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (text === undefined) return fallback;
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** The API's e-mail rule (the store's format, at most 100 characters), checked before any request. */
const isEmail = (text: string) => text.length <= VALIDATION_EMAIL_MAX_LENGTH && VALIDATION_EMAIL_PATTERN.test(text);

async function list(options: ListOptions, context: CommandContext): Promise<void> {
  const command = 'order list';
  const email = options.email?.trim();
  if (email === undefined || email === '') return reportUsage(context, command, 'give the shopper’s e-mail: --email <email>');
  if (!isEmail(email)) return reportUsage(context, command, `"${email}" is not an e-mail address`);
  const start = wholeNumber(options.start, 0, 0, 10_000);
  if (start === undefined) return reportUsage(context, command, '--start is a whole number from 0 to 10000');
  const count = wholeNumber(options.count, 50, 1, 50);
  if (count === undefined) return reportUsage(context, command, '--count is a whole number from 1 to 50');
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Looking up the orders of ${email}`,
    callApi(apiUrlOf(options, context.io.env), 'searchOrdersAsAgent', { body: { email, start, count } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const page = answer.value;
  if (options.json === true) return void context.io.stdout.write(`${JSON.stringify(page)}\n`);
  // No orders is an answer, not a failure: exit 0 (docs/decisions.md).
  if (page.total === 0) return void context.io.stdout.write(`No orders for ${email}.\n`);
  if (page.orders.length === 0) return void context.io.stdout.write(`No orders from --start ${start}: ${email} has ${page.total}.\n`);
  context.io.stdout.write(orderListTable(page, email));
}

/** Adds `stride order show`, `list` and `fulfil` (agent), and `stride order track` (the guest tracking call). */
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
    .command('list')
    .description('list the orders placed with a shopper’s e-mail, newest first (needs "stride login")')
    .option('--email <email>', 'the e-mail the orders were placed with (any case)')
    .option('--start <n>', 'skip the newest n orders (default 0)')
    .option('--count <n>', 'show at most n orders, 1 to 50 (default 50)')
    .option(...api)
    .option('--json', 'print the page of orders as JSON ({ total, start, count, orders })')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride order list --email ada@example.com\n  $ stride order list --email ada@example.com --start 50\n  $ stride order list --email ada@example.com --json\n',
    )
    .action((options: ListOptions) => list(options, context));
  order
    .command('track <orderNumber>')
    .description('track an order by number and the shopper’s e-mail, as a guest does')
    .option('--email <email>', 'the e-mail the order was placed with')
    .option(...api)
    .option('--json', 'print the order as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride order track ST4821937706 --email ada@example.com\n')
    .action((orderNumber: string, options: OrderOptions) => track(orderNumber, options, context));
  registerOrderFulfilCommand(order, context);
}
