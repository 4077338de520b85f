import fc from 'fast-check';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { codeChallengeS256, TOKEN_RETRY_DELAY_MS } from '@stride/domain/auth';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { answerFailure, basket, fakeAuthWorld, grant, networkFailure } from './auth-api.fixture.js';
import { signInWithPkce } from './sign-in-with-pkce.js';

const credentials = { email: ' shopper@stride.example ', password: 'Stride-demo-1' };

describe('signInWithPkce', () => {
  it('sends the S256 challenge of the verifier it later exchanges, with the guest objects', async () => {
    const world = fakeAuthWorld();
    world.tokenAnswers = [grant({ basketId: 'B-account' })];
    world.baskets.set('B-account', basket('B-account', 3));
    const signedIn = (
      await signInWithPkce(world.deps, { ...credentials, guestObjects: { basketId: 'B-guest', favoriteId: '' }, itemCountBefore: 1 })
    )._unsafeUnwrap();

    const [signIn] = world.calls.signIn;
    const [token] = world.calls.token;
    expect(signIn).toMatchObject({ type: 'Registered', username: 'shopper@stride.example', password: 'Stride-demo-1' });
    expect(token).toMatchObject({ type: 'Registered', authorizationCode: 'code-1', guestObjects: { basketId: 'B-guest' } });
    if (token?.type !== 'Registered') throw new Error('a registered token call');
    expect(token.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signIn?.codeChallenge).toBe(await codeChallengeS256(token.codeVerifier));
    expect(signedIn).toMatchObject({ cart: { basketId: 'B-account', totalItems: 3 }, mergedCartNotice: true, employeeTerms: false });
  });

  it('shows the merged-cart notice only when the item count rose', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(20), fc.nat(20), async (before, after) => {
        const world = fakeAuthWorld();
        world.tokenAnswers = [grant({ basketId: 'B1' })];
        world.baskets.set('B1', basket('B1', after));
        const signedIn = (await signInWithPkce(world.deps, { ...credentials, itemCountBefore: before }))._unsafeUnwrap();
        expect(signedIn.mergedCartNotice).toBe(after > before);
      }),
      { numRuns: 40 },
    );
  });

  it('signs in without a cart when the account has none, and when the merged basket cannot be read', async () => {
    const none = fakeAuthWorld();
    expect((await signInWithPkce(none.deps, { ...credentials, itemCountBefore: 0 }))._unsafeUnwrap()).toMatchObject({ cart: null, mergedCartNotice: false });
    expect(none.calls.baskets).toEqual([]);

    const unreadable = fakeAuthWorld();
    unreadable.tokenAnswers = [grant({ basketId: 'gone' })];
    expect((await signInWithPkce(unreadable.deps, { ...credentials, itemCountBefore: 2 }))._unsafeUnwrap()).toMatchObject({
      cart: null,
      mergedCartNotice: false,
    });
  });

  it('asks for the employee terms dialog for an employee who has not accepted them', async () => {
    for (const [overrides, expected] of [
      [{ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }, true],
      [{ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }, false],
      [{ consumerType: 'REGISTERED', isEmployeeDiscountTCAccepted: false }, false],
    ] as const) {
      const world = fakeAuthWorld();
      world.tokenAnswers = [grant(overrides)];
      expect((await signInWithPkce(world.deps, { ...credentials, itemCountBefore: 0 }))._unsafeUnwrap().employeeTerms).toBe(expected);
    }
  });

  it('retries the code exchange once after 2 s on a 409', async () => {
    const world = fakeAuthWorld();
    world.tokenAnswers = [answerFailure(409, 'AUT409'), grant()];
    expect((await signInWithPkce(world.deps, { ...credentials, itemCountBefore: 0 })).isOk()).toBe(true);
    expect(world.calls.token).toHaveLength(2);
    expect(world.waits).toEqual([TOKEN_RETRY_DELAY_MS]);
  });

  it('gives the server message for wrong passwords, the last attempt and a locked account, with no token call', async () => {
    for (const [errorId, status, reason] of [
      ['AUT401', 401, 'credentials'],
      ['AUT426', 401, 'last-attempt'],
      ['AUT423', 429, 'locked'],
    ] as const) {
      const world = fakeAuthWorld();
      world.signInAnswer = () => errAsync(answerFailure(status, errorId));
      const failure = (await signInWithPkce(world.deps, { ...credentials, itemCountBefore: 0 }))._unsafeUnwrapErr();
      expect(failure.reason).toBe(reason);
      expect(failure.message.length).toBeGreaterThan(0);
      expect(world.calls.token).toEqual([]);
    }
  });

  it('checks the form before any call: e-mail required and well-formed, password required', async () => {
    const world = fakeAuthWorld();
    const failure = (await signInWithPkce(world.deps, { email: 'not-an-email', password: '', itemCountBefore: 0 }))._unsafeUnwrapErr();
    expect(failure.reason).toBe('invalid');
    expect(Object.keys(failure.fieldErrors ?? {}).sort()).toEqual(['email', 'password']);
    expect(world.calls.signIn).toEqual([]);
  });

  it('says something went wrong when the store cannot be reached or the token is refused', async () => {
    const offline = fakeAuthWorld();
    offline.signInAnswer = () => errAsync(networkFailure);
    expect((await signInWithPkce(offline.deps, { ...credentials, itemCountBefore: 0 }))._unsafeUnwrapErr()).toMatchObject({
      reason: 'unavailable',
      message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG,
    });

    const refused = fakeAuthWorld();
    refused.tokenAnswers = [answerFailure(403, 'AUT432')];
    expect((await signInWithPkce(refused.deps, { ...credentials, itemCountBefore: 0 }))._unsafeUnwrapErr()).toMatchObject({ reason: 'unavailable' });

    const spent = fakeAuthWorld();
    spent.tokenAnswers = [answerFailure(401, 'AUT404')];
    expect((await signInWithPkce(spent.deps, { ...credentials, itemCountBefore: 0 }))._unsafeUnwrapErr().reason).toBe('credentials');
  });
});
