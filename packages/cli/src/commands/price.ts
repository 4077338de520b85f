import type { Command } from 'commander';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { alignedTable } from '../order-table.js';
import { withProgress } from '../progress.js';

interface SetOptions extends ApiOptions {
  readonly sale?: string;
  readonly json?: boolean;
}

const VARIANT_ID = /^[A-Z0-9]{8,16}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** A price as staff type it: a positive amount with at most two decimals (129.99, 130). */
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

type WirePrice = { listPrice: number; salePrice: number | null };

function shown(price: WirePrice | null, currency: string): string {
  if (price === null) return 'none';
  const list = `${price.listPrice.toFixed(2)} ${currency}`;
  return price.salePrice === null ? list : `${price.salePrice.toFixed(2)} ${currency} on sale (list ${list})`;
}

/** A price change for staff: the variant, and its price before and after. */
export function priceChangeTable(change: { variantId: string; currency: string; before: WirePrice | null; after: WirePrice }): string {
  return alignedTable([
    ['Variant', change.variantId],
    ['Before', shown(change.before, change.currency)],
    ['After', shown(change.after, change.currency)],
  ]);
}

async function setPrice(variantId: string, currency: string, listText: string, options: SetOptions, context: CommandContext): Promise<void> {
  const command = 'price set';
  if (!VARIANT_ID.test(variantId)) return reportUsage(context, command, `"${variantId}" is not a variant id (8 to 16 upper-case letters or digits)`);
  if (!CURRENCY.test(currency)) return reportUsage(context, command, `"${currency}" is not a currency code (USD, CAD, GBP)`);
  for (const amount of [listText, options.sale ?? '1']) {
    if (!AMOUNT.test(amount) || Number(amount) <= 0)
      return reportUsage(context, command, `"${amount}" is not a price (a positive amount, at most two decimals)`);
  }
  const listPrice = Number(listText);
  const salePrice = options.sale === undefined ? null : Number(options.sale);
  if (salePrice !== null && salePrice >= listPrice) return reportUsage(context, command, 'the sale price must be below the list price');
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Setting the ${currency} price of ${variantId}`,
    callApi(apiUrlOf(options, context.io.env), 'setVariantPrice', { params: { variantId, currency }, body: { listPrice, salePrice } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value)}\n` : priceChangeTable(answer.value));
}

/** Adds `stride price set`: staff set a variant's list and sale price in a currency; every change is kept in its history. */
export function registerPriceCommands(program: Command, context: CommandContext): void {
  const price = program.command('price').description('prices: set a variant’s list price and sale; every change is kept in its history; needs "stride login"');
  price
    .command('set <variantId> <currency> <listPrice>')
    .description(
      'set one variant’s price in a currency (USD, CAD, GBP): the list price, and with --sale a sale price below it; without --sale a sale ends. ' +
        'The product page dates the sale from now and shows the lowest price of the 30 days before it',
    )
    .option('--sale <price>', 'the sale price, below the list price')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the change as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride price set SR0045600095 USD 130 --sale 99.97\n  $ stride price set SR0045600095 USD 130 --json\n')
    .action((variantId: string, currency: string, listPrice: string, options: SetOptions) => setPrice(variantId, currency, listPrice, options, context));
}
