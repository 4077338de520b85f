import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  tokenConsumerType,
  type AgentRole,
  type ConsumerAccount,
  type IdentityRepositories,
} from '@stride/domain/identity';
import type { TokenGrant } from '../../api-contract/auth-token.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** Who a grant is for: an account, and for agent sign-ins the role and store. */
export interface GrantSubject {
  readonly account: ConsumerAccount;
  readonly agentRole?: AgentRole | undefined;
  readonly storeId?: string | undefined;
}

/**
 * Signs an access token and stores a new refresh token (digest only) in `familyId`, or in a new
 * family; the access token names the family, so revoking it ends both. Runs inside the caller's transaction.
 */
export async function issueTokenGrant(
  repos: IdentityRepositories,
  deps: Pick<IdentityServiceDeps, 'signer' | 'tokens' | 'now'>,
  subject: GrantSubject,
  options: { familyId?: string; basketId?: string | undefined } = {},
): Promise<{ grant: TokenGrant; refreshTokenHash: string }> {
  const now = deps.now();
  const iat = Math.floor(now.getTime() / 1000);
  const { account, agentRole, storeId } = subject;
  // An agent acts as an employee whatever their shopper account type.
  const consumerType = agentRole === undefined ? tokenConsumerType(account.accountType) : 'EMPLOYEE';
  const familyId = options.familyId ?? deps.tokens.id('F');
  const accessToken = deps.signer.sign({
    consumerNo: account.consumerNo,
    consumerType,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    fid: familyId,
    ...(agentRole === undefined ? {} : { agentRole }),
    ...(storeId === undefined ? {} : { storeId }),
  });
  const refreshToken = deps.tokens.generate();
  const refreshTokenHash = deps.tokens.digest(refreshToken);
  await repos.refreshTokens.insert({
    tokenHash: refreshTokenHash,
    familyId,
    consumerNo: account.consumerNo,
    agentRole: agentRole ?? null,
    storeId: storeId ?? null,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const basketId = options.basketId ?? (await repos.accounts.openBasketId(account.consumerNo));
  const grant: TokenGrant = {
    accessToken,
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    consumerNo: account.consumerNo,
    consumerType,
    ...(basketId === undefined ? {} : { basketId }),
    ...(account.memberId === null ? {} : { memberId: account.memberId }),
    ...(account.accountType === 'GUEST' ? {} : { isEmployeeDiscountTCAccepted: account.isEmployeeDiscountTcAccepted }),
    ...(account.profileTypes.length === 0 ? {} : { profileTypes: [...account.profileTypes] }),
  };
  return { grant, refreshTokenHash };
}
