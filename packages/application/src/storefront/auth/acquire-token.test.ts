import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { TOKEN_RETRY_DELAY_MS } from '@stride/domain/auth';
import { productErrorFromAnswer } from '@stride/domain/errors';
import type { TokenGrant, TokenRequest } from '../../api-contract/auth-token.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { TokenApi } from '../ports/token-api.port.js';
import { acquireToken } from './acquire-token.js';

const grant: TokenGrant = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  consumerNo: 'C0000001',
  consumerType: 'GUEST',
};

function failure(status: number, errorId = 'AUT409'): ApiFailure {
  const error = productErrorFromAnswer(status, { errorDetails: [{ errorId, message: 'x' }], correlationId: 'c1' });
  if (error === undefined) throw new Error('fixture must be an errorDetails answer');
  return { kind: 'answer', status, error };
}

/** An in-memory token API answering the scripted statuses in order (200 = a grant). */
function scriptedApi(statuses: number[]): TokenApi & { calls: TokenRequest[] } {
  const calls: TokenRequest[] = [];
  return {
    calls,
    requestToken(request): ResultAsync<TokenGrant, ApiFailure> {
      calls.push(request);
      const status = statuses[calls.length - 1] ?? 500;
      return status === 200 ? okAsync(grant) : errAsync(failure(status));
    },
  };
}

function recordingSleep(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

describe('acquireToken', () => {
  it('grants a guest token at the first answer without waiting', async () => {
    const api = scriptedApi([200]);
    const { sleep, waits } = recordingSleep();
    const outcome = await acquireToken({ api, sleep }, { type: 'Guest' });
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'granted', grant });
    expect(waits).toEqual([]);
  });

  it('retries once after 2000 ms when the first call answers 409', async () => {
    const api = scriptedApi([409, 200]);
    const { sleep, waits } = recordingSleep();
    const outcome = await acquireToken({ api, sleep }, { type: 'Guest' });
    expect(outcome.isOk()).toBe(true);
    expect(api.calls).toHaveLength(2);
    expect(waits).toEqual([TOKEN_RETRY_DELAY_MS]);
  });

  it('gives the failure back after a second 409', async () => {
    const api = scriptedApi([409, 409, 200]);
    const { sleep } = recordingSleep();
    const outcome = await acquireToken({ api, sleep }, { type: 'Guest' });
    expect(outcome._unsafeUnwrapErr()).toMatchObject({ kind: 'answer', status: 409 });
    expect(api.calls).toHaveLength(2);
  });

  it('ignores a 403: no error, no retry', async () => {
    const api = scriptedApi([403]);
    const { sleep, waits } = recordingSleep();
    const outcome = await acquireToken({ api, sleep }, { type: 'Guest' });
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'ignored', status: 403 });
    expect(waits).toEqual([]);
  });

  it('does not retry when the server cannot be reached', async () => {
    const calls: TokenRequest[] = [];
    const api: TokenApi = {
      requestToken: (request) => {
        calls.push(request);
        return errAsync({ kind: 'network', message: 'connection refused' });
      },
    };
    const outcome = await acquireToken({ api, sleep: recordingSleep().sleep }, { type: 'Guest' });
    expect(outcome._unsafeUnwrapErr().kind).toBe('network');
    expect(calls).toHaveLength(1);
  });

  it('never calls the token API more than twice, whatever it answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(200, 400, 403, 409, 500), { minLength: 1, maxLength: 5 }), async (statuses) => {
        const api = scriptedApi(statuses);
        await acquireToken({ api, sleep: recordingSleep().sleep }, { type: 'Guest' });
        expect(api.calls.length).toBeLessThanOrEqual(2);
        if (api.calls.length === 2) expect(statuses[0]).toBe(409);
      }),
    );
  });
});
