import type { Command } from 'commander';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { ExitCode } from '../exit-codes.js';
import { withProgress } from '../progress.js';
import { readSecret, readStdinText } from '../read-secret.js';
import { deleteSession, readSession, writeSession } from '../token-store.js';

export interface SessionDeps {
  /** Reads the password from a terminal without echo. */
  promptSecret(prompt: string): Promise<string>;
  /** Reads all of standard input (for --password-stdin). */
  readStdin(): Promise<string>;
  /** True when standard input is a terminal, so the password can be prompted for. */
  stdinIsTTY(): boolean;
}

const defaultSessionDeps: SessionDeps = {
  promptSecret: readSecret,
  readStdin: readStdinText,
  stdinIsTTY: () => process.stdin.isTTY === true,
};

interface LoginOptions extends ApiOptions {
  readonly username?: string;
  readonly passwordStdin?: boolean;
  readonly json?: boolean;
}

async function passwordFor(options: LoginOptions, context: CommandContext, deps: SessionDeps): Promise<string | undefined> {
  if (options.passwordStdin === true) return (await deps.readStdin()).replace(/\r?\n$/, '');
  if (!deps.stdinIsTTY()) {
    reportUsage(context, 'login', 'no terminal to ask for the password: pipe it with --password-stdin');
    return undefined;
  }
  return deps.promptSecret('Password: ');
}

async function login(options: LoginOptions, context: CommandContext, deps: SessionDeps): Promise<void> {
  const username = options.username?.trim();
  if (!username) return reportUsage(context, 'login', 'give the agent e-mail with --username <email>');
  const password = await passwordFor(options, context, deps);
  if (password === undefined) return;
  if (password === '') return reportUsage(context, 'login', 'the password is empty');
  const apiUrl = apiUrlOf(options, context.io.env);
  const grant = await withProgress(context.io.stderr, 'Signing in', callApi(apiUrl, 'agentSignIn', { body: { username, password } }));
  if (!grant.ok) return reportFailure(context, 'login', grant.failure);
  const { accessToken, refreshToken, expiresIn, consumerNo, agentRole, storeId } = grant.value;
  const expiresAt = new Date(Date.now() + expiresIn * 1000).toISOString();
  const session = { accessToken, refreshToken, expiresAt, consumerNo, agentRole, storeId, username, apiUrl };
  const path = await writeSession(context.io.env, session);
  const who = { username, consumerNo, agentRole, storeId, expiresAt, tokenFile: path };
  if (options.json === true) context.io.stdout.write(`${JSON.stringify(who)}\n`);
  else context.io.stdout.write(`${context.colour.stdout.green('Signed in')} as ${username} (${agentRole}); token kept in ${path}\n`);
}

async function logout(options: ApiOptions, context: CommandContext): Promise<void> {
  const session = await readSession(context.io.env);
  if (session === undefined) {
    context.io.stdout.write('Not signed in: nothing to do.\n');
    return;
  }
  await deleteSession(context.io.env);
  const apiUrl = options.apiUrl ?? session.apiUrl ?? apiUrlOf(options, context.io.env);
  const revoked = await callApi(apiUrl, 'signOut', { body: { refreshToken: session.refreshToken } });
  if (!revoked.ok) return reportFailure(context, 'logout', revoked.failure);
  context.io.stdout.write(`Signed out ${session.username}; the token file is deleted.\n`);
}

async function whoami(options: { json?: boolean }, context: CommandContext): Promise<void> {
  const { env } = context.io;
  if (env['STRIDE_TOKEN']) {
    context.io.stdout.write('Using the token from STRIDE_TOKEN (its owner is known to the API only).\n');
    return;
  }
  const session = await readSession(env);
  if (session === undefined) {
    context.io.stderr.write(`${context.colour.stderr.red('stride whoami: not signed in; run "stride login"')}\n`);
    return context.setExitCode(ExitCode.NotAuthorised);
  }
  const { username, consumerNo, agentRole, storeId, expiresAt, apiUrl } = session;
  const expired = Date.parse(expiresAt) <= Date.now();
  if (options.json === true) {
    context.io.stdout.write(`${JSON.stringify({ username, consumerNo, agentRole, storeId, expiresAt, expired, apiUrl })}\n`);
  } else {
    const rows: [string, string][] = [
      ['Agent', username],
      ['Consumer no', consumerNo],
      ['Role', agentRole],
      ['Store', storeId ?? '-'],
      ['Expires', `${expiresAt}${expired ? ' (expired: run "stride login")' : ''}`],
      ['API', apiUrl],
    ];
    context.io.stdout.write(rows.map(([k, v]) => `${k.padEnd(12)} ${v}\n`).join(''));
  }
  if (expired) context.setExitCode(ExitCode.NotAuthorised);
}

/** Adds `stride login`, `stride logout` and `stride whoami` (agent sign-in, commerce section 7). */
export function registerSessionCommands(program: Command, context: CommandContext, deps: Partial<SessionDeps> = {}): void {
  const sessionDeps: SessionDeps = { ...defaultSessionDeps, ...deps };
  program
    .command('login')
    .description('sign in as a support agent; the token is kept in a file only you can read')
    .option('-u, --username <email>', 'the agent e-mail')
    .option('--password-stdin', 'read the password from standard input')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the session as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride login --username employee@stride.example\n  $ printf %s "$PW" | stride login -u employee@stride.example --password-stdin\n',
    )
    .action((options: LoginOptions) => login(options, context, sessionDeps));
  program
    .command('logout')
    .description('sign out: revoke the refresh token and delete the token file')
    .option('--api-url <url>', 'the Stride API (default: the one you signed in to)')
    .addHelpText('after', '\nExamples:\n  $ stride logout\n')
    .action((options: ApiOptions) => logout(options, context));
  program
    .command('whoami')
    .description('show the signed-in agent, role, store and token expiry')
    .option('--json', 'print as JSON')
    .addHelpText('after', '\nExamples:\n  $ stride whoami\n  $ stride whoami --json\n')
    .action((options: { json?: boolean }) => whoami(options, context));
}
