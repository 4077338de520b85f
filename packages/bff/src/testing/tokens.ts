import { randomBytes } from 'node:crypto';
import { tokenGrantSchema, type GuestObjects, type TokenGrant } from '@stride/application/storefront';
import { codeChallengeS256, createCodeVerifier } from '@stride/domain/auth';

/** A token answer from an agent sign-in: the token shape with the agent's role and store. */
export type AgentGrant = TokenGrant & { readonly agentRole: 'EMPLOYEE' | 'STORE_ASSOCIATE'; readonly storeId?: string };

async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** For tests: a fresh guest token from a started server. */
export async function guestToken(baseUrl: string): Promise<TokenGrant> {
  return tokenGrantSchema.parse(await postJson(baseUrl, '/token/v2/auth/token', { type: 'Guest' }));
}

/**
 * For tests: the full PKCE sign-in (verifier, S256 challenge, sign-in, code exchange). Pass the
 * guest's objects (and its token, so the merge knows whose they are) to merge them.
 * @example const shopper = await signIn(url, 'shopper@stride.example', 'Stride-demo-1', { basketId }, guest.accessToken)
 */
export async function signIn(baseUrl: string, email: string, password: string, guestObjects?: GuestObjects, guestAccessToken?: string): Promise<TokenGrant> {
  const codeVerifier = createCodeVerifier(new Uint8Array(randomBytes(32)));
  const codeChallenge = await codeChallengeS256(codeVerifier);
  const { authorizationCode } = (await postJson(baseUrl, '/consumers-v3/auth/signin', {
    type: 'Registered',
    username: email,
    password,
    codeChallenge,
  })) as { authorizationCode: string };
  const auth: Record<string, string> = guestAccessToken === undefined ? {} : { authorization: `Bearer ${guestAccessToken}` };
  const body = { type: 'Registered', authorizationCode, codeVerifier, ...(guestObjects === undefined ? {} : { guestObjects }) };
  return tokenGrantSchema.parse(await postJson(baseUrl, '/token/v2/auth/token', body, auth));
}

/** For tests: an agent token (employee@ or associate@ demo accounts). */
export async function agentLogin(baseUrl: string, email: string, password: string): Promise<AgentGrant> {
  const answer = await postJson(baseUrl, '/consumers-v3/consumer/agent/login', { username: email, password });
  const grant = tokenGrantSchema.parse(answer);
  const { agentRole, storeId } = answer as { agentRole: AgentGrant['agentRole']; storeId?: string };
  return { ...grant, agentRole, ...(storeId === undefined ? {} : { storeId }) };
}
