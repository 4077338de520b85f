import { agentRoleOf, type AgentRole } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { TokenGrant } from '../../api-contract/auth-token.contract.js';
import { authenticatePassword } from './authenticate-password.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { issueTokenGrant } from './issue-token-grant.js';

/** The agent sign-in's answer: the token shape plus the role and store the token carries. */
export type AgentTokenGrant = TokenGrant & { readonly agentRole: AgentRole; readonly storeId?: string };

/**
 * Agent sign-in for employees and store associates: the token carries the agent role (and the
 * associate's store). A shopper's right password answers AUT432: authenticated, not allowed.
 */
export function agentLogin(
  deps: IdentityServiceDeps,
  input: { username: string; password: string; clientAddress: string },
): ResultAsync<AgentTokenGrant, StrideError> {
  const run = async (): Promise<Result<AgentTokenGrant, StrideError>> => {
    const authenticated = await authenticatePassword(deps, { email: input.username, password: input.password, clientAddress: input.clientAddress });
    if (authenticated.isErr()) return err(authenticated.error);
    const account = authenticated.value;
    const agentRole = agentRoleOf(account.accountType);
    if (agentRole === undefined) return err(strideError('AUT432', 'This sign-in is for employees and store associates.'));
    const storeId = account.storeId ?? undefined;
    const { grant } = await deps.uow.transaction((repos) => issueTokenGrant(repos, deps, { account, agentRole, storeId }));
    return ok({ ...grant, agentRole, ...(storeId === undefined ? {} : { storeId }) });
  };
  return new ResultAsync(run());
}
