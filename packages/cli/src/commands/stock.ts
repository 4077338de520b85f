import type { Command } from 'commander';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { alignedTable } from '../order-table.js';
import { withProgress } from '../progress.js';

interface SetOptions extends ApiOptions {
  readonly json?: boolean;
}

const VARIANT_ID = /^[A-Z0-9]{8,16}$/;
/** The largest stock the API takes (the cart's maximum quantity). */
const MAX_QUANTITY = 999_999;

/** A stock change for support staff: before, after, and who was told. */
export function stockChangeTable(change: { variantId: string; before: number; after: number; notified: number }): string {
  const told = change.notified === 0 ? 'nobody was waiting' : `${change.notified} waiting shopper${change.notified === 1 ? '' : 's'} e-mailed`;
  return alignedTable([
    ['Variant', change.variantId],
    ['Online stock', `${change.before} -> ${change.after}`],
    ['Notify me', told],
  ]);
}

async function setStock(variantId: string, quantityText: string, options: SetOptions, context: CommandContext): Promise<void> {
  const command = 'stock set';
  if (!VARIANT_ID.test(variantId)) return reportUsage(context, command, `"${variantId}" is not a variant id (8 to 16 upper-case letters or digits)`);
  const quantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText) || quantity > MAX_QUANTITY) return reportUsage(context, command, `the quantity is a whole number from 0 to ${MAX_QUANTITY}`);
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Setting the online stock of ${variantId} to ${quantity}`,
    callApi(apiUrlOf(options, context.io.env), 'setOnlineStock', { params: { variantId }, body: { quantity } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value)}\n` : stockChangeTable(answer.value));
}

/** Adds `stride stock set`: support staff set a variant's online stock; a restock e-mails the shoppers waiting for it, once. */
export function registerStockCommands(program: Command, context: CommandContext): void {
  const stock = program.command('stock').description('online stock: set a variant’s count after a delivery or a stock take; needs "stride login"');
  stock
    .command('set <variantId> <quantity>')
    .description('set the web warehouse’s stock of one variant; when it has stock again, shoppers who asked "notify me" are e-mailed once')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the change as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride stock set SR0045600095 12\n  $ stride stock set SR0045600095 0 --json\n')
    .action((variantId: string, quantity: string, options: SetOptions) => setStock(variantId, quantity, options, context));
}
