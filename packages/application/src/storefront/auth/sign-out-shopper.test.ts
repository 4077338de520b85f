import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SIGN_OUT_CLEARED_STORES, TOKEN_RETRY_DELAY_MS } from '@stride/domain/auth';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import { answerFailure, fakeAuthWorld, grant, networkFailure } from './auth-api.fixture.js';
import { signOutShopper, type SignOutDeps } from './sign-out-shopper.js';

function signOutDeps(world: ReturnType<typeof fakeAuthWorld>) {
  const events: string[] = [];
  const deps: SignOutDeps = {
    auth: world.auth,
    tokens: {
      requestToken: (request) => {
        events.push(`token:${request.type}`);
        return world.tokens.requestToken(request);
      },
    },
    sleep: world.deps.sleep,
    clearStores: (stores) => events.push(`clear:${stores.join(',')}`),
    showMessage: (message) => events.push(`message:${message}`),
    navigate: (to) => void events.push(`navigate:${to}`),
  };
  return { deps, events };
}

describe('signOutShopper', () => {
  it('tells the server, clears every store, gets a guest token, says so, then leaves the account page', async () => {
    const world = fakeAuthWorld();
    world.tokenAnswers = [grant({ consumerType: 'GUEST' })];
    const { deps, events } = signOutDeps(world);
    const done = (await signOutShopper(deps, { currentPath: '/account' }))._unsafeUnwrap();
    expect(world.calls.signOut).toBe(1);
    expect(events).toEqual([`clear:${SIGN_OUT_CLEARED_STORES.join(',')}`, 'token:Guest', `message:${STOREFRONT_MESSAGES.SIGN_OUT_SUCCESS}`, 'navigate:/']);
    expect(done).toEqual({ revoked: true, guestToken: true, navigatedTo: '/' });
  });

  it('stays on a product page, and goes to the locale home from a localised cart', async () => {
    const stay = signOutDeps(fakeAuthWorld());
    expect((await signOutShopper(stay.deps, { currentPath: '/en-us/p/pace-SR0045600' }))._unsafeUnwrap().navigatedTo).toBeNull();
    expect(stay.events.some((e) => e.startsWith('navigate:'))).toBe(false);
    const cart = signOutDeps(fakeAuthWorld());
    expect((await signOutShopper(cart.deps, { currentPath: '/en-ca/cart' }))._unsafeUnwrap().navigatedTo).toBe('/en-ca');
  });

  it('still ends the session here when the server cannot be reached', async () => {
    const world = fakeAuthWorld();
    world.signOutAnswer = () => errAsync(networkFailure);
    const { deps, events } = signOutDeps(world);
    const done = (await signOutShopper(deps, { currentPath: '/checkout' }))._unsafeUnwrap();
    expect(done.revoked).toBe(false);
    expect(events[0]).toMatch(/^clear:/);
    expect(events).toContain(`message:${STOREFRONT_MESSAGES.SIGN_OUT_SUCCESS}`);
  });

  it('retries the guest token once after 2 s on a 409, and carries on after an ignored 403', async () => {
    const retried = fakeAuthWorld();
    retried.tokenAnswers = [answerFailure(409, 'AUT409'), grant({ consumerType: 'GUEST' })];
    const first = signOutDeps(retried);
    expect((await signOutShopper(first.deps, { currentPath: '/' }))._unsafeUnwrap().guestToken).toBe(true);
    expect(retried.waits).toEqual([TOKEN_RETRY_DELAY_MS]);

    const ignored = fakeAuthWorld();
    ignored.tokenAnswers = [answerFailure(403, 'AUT432')];
    const second = signOutDeps(ignored);
    const done = (await signOutShopper(second.deps, { currentPath: '/' }))._unsafeUnwrap();
    expect(done.guestToken).toBe(false);
    expect(second.events).toContain(`message:${STOREFRONT_MESSAGES.SIGN_OUT_SUCCESS}`);
  });
});
