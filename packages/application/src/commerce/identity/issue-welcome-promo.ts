import { welcomePromoDraft, type IdentityRepositories } from '@stride/domain/identity';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** Codes drawn before giving up: ten random hexadecimal digits meet a taken code about once in a trillion draws. */
const CODE_DRAWS = 5;

/**
 * Issues a member's welcome promo inside the caller's transaction (the one that makes the membership
 * effective): a personal code for one order, `deps.welcomePromo.percentOff` off, until
 * `validDays` from now. Exactly once per consumer: a member who has one keeps it and nothing is written.
 */
export async function issueWelcomePromo(
  repos: IdentityRepositories,
  deps: Pick<IdentityServiceDeps, 'tokens' | 'now' | 'welcomePromo'>,
  consumerNo: string,
): Promise<void> {
  const now = deps.now();
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    // id('') is 24 random hexadecimal digits from the strong source behind the opaque tokens.
    const issued = await repos.welcomePromos.issue(consumerNo, welcomePromoDraft(deps.welcomePromo, deps.tokens.id(''), now));
    if (issued !== 'code-taken') return;
  }
  throw new Error(`no free welcome promo code after ${CODE_DRAWS} draws`);
}
