import { Command } from 'commander';
import { ansi, colourFor } from './colour.js';
import type { CommandContext } from './command-context.js';
import { registerCartCommands } from './commands/cart.js';
import { registerContentCommands } from './commands/content.js';
import { registerDbCommands, type DbDeps } from './commands/db.js';
import { registerExperimentsCommands } from './commands/experiments.js';
import { registerGiftCardCommands } from './commands/giftcard.js';
import { registerOrderCommands } from './commands/order.js';
import { registerSupportCommands } from './commands/support.js';
import { registerReviewsCommands } from './commands/reviews.js';
import { registerStockCommands } from './commands/stock.js';
import { registerPriceCommands } from './commands/price.js';
import { registerServeCommand, type ServeDeps } from './commands/serve.js';
import { registerSessionCommands, type SessionDeps } from './commands/session.js';
import { ExitCode } from './exit-codes.js';
import { packageVersion } from './package-version.js';
import type { ProgramIo } from './program-io.js';

export type ProgramDeps = Partial<ServeDeps> & Partial<DbDeps> & Partial<SessionDeps>;

export interface StrideProgram {
  readonly command: Command;
  /** The exit code the last action asked for (Success when none did). */
  exitCode(): ExitCode;
}

const examples = `
Examples:
  $ stride serve                  start the storefront on PORT (default 3000)
  $ stride serve --port 0         start it on a free port and print the URL
  $ stride db migrate             apply the schema migrations
  $ stride db seed                load the demo data into an empty database
  $ stride login -u <email>       sign in as a support agent
  $ stride order list --email <e> a shopper's orders, newest first
  $ stride cart show <basketId>   a shopper's cart, for help on the phone
  $ stride experiments report     visitors and conversions per variation
  $ stride reviews moderate       the flagged and hidden product reviews
  $ stride stock set <id> <n>     set a variant's online stock; notify me e-mails
  $ stride price set <id> USD 130 --sale 99.97  mark a variant down (kept in its history)
  $ stride help serve             show the options of one command
  $ stride --version              print the version of stride
`;

/**
 * Builds the `stride` command over the given streams and environment, without touching
 * process: commander's exits become exceptions that runProgram turns into exit codes.
 */
export function createProgram(io: ProgramIo, deps: ProgramDeps = {}): StrideProgram {
  let exitCode: ExitCode = ExitCode.Success;
  const colour = { stdout: colourFor(io.stdout, io.env), stderr: colourFor(io.stderr, io.env) };
  const context: CommandContext = { io, colour, setExitCode: (code) => (exitCode = code) };
  const command = new Command('stride')
    .description('Stride storefront: serve the shop and run support operations.')
    .usage('<command> [options]')
    .version(packageVersion(), '-v, --version', 'print the version of stride')
    .helpOption('-h, --help', 'show help for stride or a command')
    .helpCommand('help [command]', 'show help for a command')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(colour.stderr.red(text)),
      getOutHasColors: () => colour.stdout.enabled,
      getErrHasColors: () => colour.stderr.enabled,
    })
    .configureHelp({ styleTitle: (title) => ansi.bold(title) })
    .showHelpAfterError('Run "stride --help" to see the commands and their options.')
    .addHelpText('after', examples);
  registerServeCommand(command, context, deps);
  registerDbCommands(command, context, deps);
  registerSessionCommands(command, context, deps);
  registerGiftCardCommands(command, context);
  registerOrderCommands(command, context);
  registerCartCommands(command, context);
  registerSupportCommands(command, context);
  registerReviewsCommands(command, context);
  registerStockCommands(command, context);
  registerPriceCommands(command, context);
  registerContentCommands(command, context);
  registerExperimentsCommands(command, context);
  return { command, exitCode: () => exitCode };
}
