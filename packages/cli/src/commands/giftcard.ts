import type { Command } from 'commander';
import { agentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { withProgress } from '../progress.js';

interface BalanceOptions extends ApiOptions {
  readonly pin?: string;
  readonly json?: boolean;
}

const CARD_NUMBER = /^\d{8,40}$/;
const PIN = /^\d{3,12}$/;

/** The agent token, else a guest token: the balance call needs a caller but not a signed-in one. */
async function tokenFor(context: CommandContext, apiUrl: string): Promise<string | undefined> {
  const stored = await agentToken(context.io.env);
  if (stored !== undefined) return stored;
  const guest = await callApi(apiUrl, 'issueToken', { body: { type: 'Guest' } });
  if (!guest.ok) return void reportFailure(context, 'giftcard balance', guest.failure);
  return guest.value.accessToken;
}

async function balance(number: string, options: BalanceOptions, context: CommandContext): Promise<void> {
  const command = 'giftcard balance';
  if (!CARD_NUMBER.test(number)) return reportUsage(context, command, `"${number}" is not a gift card number (digits only)`);
  if (options.pin === undefined) return reportUsage(context, command, 'the PIN is required: --pin <pin>');
  if (!PIN.test(options.pin)) return reportUsage(context, command, 'the PIN is digits only');
  const apiUrl = apiUrlOf(options, context.io.env);
  const token = await tokenFor(context, apiUrl);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    'Checking the gift card',
    callApi(apiUrl, 'checkGiftCardBalance', { body: { giftCardNumber: number, pin: options.pin } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  const { balance: amount, currency, expiryDate, status } = answer.value;
  if (options.json === true) {
    context.io.stdout.write(`${JSON.stringify({ giftCardNumber: number, ...answer.value })}\n`);
    return;
  }
  const rows: [string, string][] = [
    ['Card', `**** ${number.slice(-4)}`],
    ['Balance', `${amount.toFixed(2)} ${currency}`],
    ['Expires', expiryDate ?? 'never'],
    ['Status', status],
  ];
  context.io.stdout.write(rows.map(([k, v]) => `${k.padEnd(8)} ${v}\n`).join(''));
}

/** Adds `stride giftcard balance <number> --pin <pin>`. */
export function registerGiftCardCommands(program: Command, context: CommandContext): void {
  const giftcard = program.command('giftcard').description('gift card look-ups for support staff');
  giftcard
    .command('balance <number>')
    .description('show a gift card’s balance, currency, expiry and status (the PIN is required)')
    .option('--pin <pin>', 'the PIN on the back of the card')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the answer as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride giftcard balance 7777000000000001 --pin 1234\n  $ stride giftcard balance 7777000000000001 --pin 1234 --json\n',
    )
    .action((number: string, options: BalanceOptions) => balance(number, options, context));
}
