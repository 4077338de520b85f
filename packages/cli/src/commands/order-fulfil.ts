import type { Command } from 'commander';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { orderTable } from '../order-table.js';
import { withProgress } from '../progress.js';

interface FulfilOptions extends ApiOptions {
  readonly carrier?: string;
  readonly tracking?: string;
  readonly json?: boolean;
}

const ORDER_NUMBER = /^ST\d{10}$/;
const STEPS = { shipped: 'SHIPPED', delivered: 'DELIVERED', returned: 'RETURNED' } as const;
type StepWord = keyof typeof STEPS;

/** The report the API takes for a step word, or the usage problem with it. */
function reportFor(
  step: string,
  options: FulfilOptions,
): { report: { step: 'SHIPPED'; carrier: string; trackingNumber: string } | { step: 'DELIVERED' | 'RETURNED' } } | { problem: string } {
  if (!Object.hasOwn(STEPS, step)) return { problem: `"${step}" is not a step: shipped, delivered or returned` };
  const named = STEPS[step as StepWord];
  if (named !== 'SHIPPED') return { report: { step: named } };
  const carrier = options.carrier?.trim() ?? '';
  const trackingNumber = options.tracking?.trim() ?? '';
  if (carrier === '' || trackingNumber === '') return { problem: 'a shipment needs --carrier <name> and --tracking <number>' };
  return { report: { step: named, carrier, trackingNumber } };
}

async function fulfil(orderNumber: string, step: string, options: FulfilOptions, context: CommandContext): Promise<void> {
  const command = 'order fulfil';
  if (!ORDER_NUMBER.test(orderNumber)) return reportUsage(context, command, `"${orderNumber}" is not an order number (ST and 10 digits)`);
  const read = reportFor(step.toLowerCase(), options);
  if ('problem' in read) return reportUsage(context, command, read.problem);
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Marking ${orderNumber} ${read.report.step}`,
    callApi(apiUrlOf(options, context.io.env), 'recordOrderFulfilment', { params: { orderNumber }, body: read.report }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { st: _secret, ...order } = answer.value;
  context.io.stdout.write(options.json === true ? `${JSON.stringify(order)}\n` : orderTable(answer.value, context.colour.stdout.bold));
}

/** Adds `stride order fulfil`: an agent records the warehouse's and the carrier's reports on an order. */
export function registerOrderFulfilCommand(order: Command, context: CommandContext): void {
  order
    .command('fulfil <orderNumber> <step>')
    .description('record that an order shipped, was delivered, or that its return came back (refunded); needs "stride login"')
    .option('--carrier <name>', 'the carrier of a shipment (step shipped)')
    .option('--tracking <number>', 'the tracking number of a shipment (step shipped)')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the order as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride order fulfil ST4821937706 shipped --carrier UPS --tracking 1Z999AA10123456784\n  $ stride order fulfil ST4821937706 delivered\n  $ stride order fulfil ST4821937706 returned\n',
    )
    .action((orderNumber: string, step: string, options: FulfilOptions) => fulfil(orderNumber, step, options, context));
}
