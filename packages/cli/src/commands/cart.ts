import type { Command } from 'commander';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import { cartTable } from '../cart-table.js';
import type { CommandContext } from '../command-context.js';
import { withProgress } from '../progress.js';

interface CartOptions extends ApiOptions {
  readonly json?: boolean;
}

/** Stride's basket ids are UUIDs (docs/decisions.md); anything else is a typo, caught before any request. */
const BASKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function show(basketId: string, options: CartOptions, context: CommandContext): Promise<void> {
  const command = 'cart show';
  const id = basketId.trim().toLowerCase();
  if (!BASKET_ID.test(id)) return reportUsage(context, command, `"${basketId}" is not a basket id (a UUID such as 0b6f1c2e-4d5a-4e8b-9c3d-2a1b0c9d8e7f)`);
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Loading basket ${id}`,
    callApi(apiUrlOf(options, context.io.env), 'getCart', { params: { basketId: id } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value)}\n` : cartTable(answer.value, context.colour.stdout.bold));
}

/** Adds `stride cart show <basketId>` for an agent helping a shopper. */
export function registerCartCommands(program: Command, context: CommandContext): void {
  const cart = program.command('cart').description('look at a shopper’s cart');
  cart
    .command('show <basketId>')
    .description('show a shopper’s cart: items, shipping methods, coupons, payments, totals (needs "stride login")')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the cart as JSON, as the API answers it')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride cart show 0b6f1c2e-4d5a-4e8b-9c3d-2a1b0c9d8e7f\n  $ stride cart show 0b6f1c2e-4d5a-4e8b-9c3d-2a1b0c9d8e7f --json\n',
    )
    .action((basketId: string, options: CartOptions) => show(basketId, options, context));
}
