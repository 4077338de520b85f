import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, agentRoleOf, tokenConsumerType } from './consumer-account.js';

describe('consumer accounts on the wire', () => {
  it('maps every stored account type to a wire consumerType', () => {
    expect(ACCOUNT_TYPES.map(tokenConsumerType)).toEqual(['GUEST', 'REGISTERED', 'EMPLOYEE', 'REGISTERED', 'REGISTERED']);
  });

  it('lets only employees and store associates use the agent sign-in', () => {
    expect(ACCOUNT_TYPES.map(agentRoleOf)).toEqual([undefined, undefined, 'EMPLOYEE', undefined, 'STORE_ASSOCIATE']);
  });
});
