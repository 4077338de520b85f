import type { CommandContext } from './command-context.js';
import { ExitCode } from './exit-codes.js';
import type { ProgramIo } from './program-io.js';
import { readSession } from './token-store.js';

/** The agent's access token: STRIDE_TOKEN when set, else the one `stride login` stored. */
export async function agentToken(env: ProgramIo['env']): Promise<string | undefined> {
  if (env['STRIDE_TOKEN']) return env['STRIDE_TOKEN'];
  return (await readSession(env))?.accessToken;
}

/** The agent token of a command that needs one; without it, says how to sign in and sets exit code 4. */
export async function requireAgentToken(context: CommandContext, command: string): Promise<string | undefined> {
  const token = await agentToken(context.io.env);
  if (token !== undefined) return token;
  context.io.stderr.write(`${context.colour.stderr.red(`stride ${command}: not signed in; run "stride login" or set STRIDE_TOKEN`)}\n`);
  context.setExitCode(ExitCode.NotAuthorised);
  return undefined;
}
