import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { answerFailure, fakeAuthWorld } from './auth-api.fixture.js';
import { errorMessageFor } from '@stride/domain/errors';
import { confirmLoyaltyMembership, PASSWORDS_DIFFER, requestPasswordReset, resetPassword } from './password-reset.js';

describe('requestPasswordReset', () => {
  it('asks for a link with the trimmed e-mail and succeeds whatever the account', async () => {
    const world = fakeAuthWorld();
    expect((await requestPasswordReset(world.auth, ' nobody@stride.example ')).isOk()).toBe(true);
    expect(world.calls.forgot).toEqual(['nobody@stride.example']);
  });

  it('refuses a malformed e-mail before any call', async () => {
    const world = fakeAuthWorld();
    expect((await requestPasswordReset(world.auth, 'nobody'))._unsafeUnwrapErr().fieldErrors?.email).toBeDefined();
    expect(world.calls.forgot).toEqual([]);
  });
});

describe('resetPassword', () => {
  it("words a confirmation that differs as the server's FE340 does", () => {
    expect(PASSWORDS_DIFFER).toBe(errorMessageFor('FE340'));
  });

  const token = 'reset-token';

  it('sends the token, the new password and its confirmation (the server checks it too: FE340) when both match and are strong', async () => {
    const world = fakeAuthWorld();
    expect((await resetPassword(world.auth, { token, password: 'New-pace-9', confirmation: 'New-pace-9' })).isOk()).toBe(true);
    expect(world.calls.reset).toEqual([{ token, newPassword: 'New-pace-9', confirmPassword: 'New-pace-9' }]);
  });

  it('refuses a weak password and a different confirmation before any call', async () => {
    const world = fakeAuthWorld();
    const weak = (await resetPassword(world.auth, { token, password: 'weakpass', confirmation: 'weakpass' }))._unsafeUnwrapErr();
    expect(weak.fieldErrors?.password).toContain('upper-case');
    const differs = (await resetPassword(world.auth, { token, password: 'New-pace-9', confirmation: 'New-pace-8' }))._unsafeUnwrapErr();
    expect(differs.fieldErrors).toEqual({ confirmation: 'The passwords do not match.' });
    expect(world.calls.reset).toEqual([]);
  });

  it('says the link expired on AUT402 and when the link carries no token', async () => {
    const world = fakeAuthWorld();
    world.resetAnswer = () => errAsync(answerFailure(400, 'AUT402'));
    expect((await resetPassword(world.auth, { token, password: 'New-pace-9', confirmation: 'New-pace-9' }))._unsafeUnwrapErr()).toMatchObject({
      linkExpired: true,
    });
    expect((await resetPassword(world.auth, { token: '', password: 'New-pace-9', confirmation: 'New-pace-9' }))._unsafeUnwrapErr()).toMatchObject({
      linkExpired: true,
    });
  });
});

describe('confirmLoyaltyMembership', () => {
  it('sends the token of the link once', async () => {
    const world = fakeAuthWorld();
    expect((await confirmLoyaltyMembership(world.auth, 'optin-token')).isOk()).toBe(true);
    expect(world.calls.confirmLoyalty).toEqual(['optin-token']);
  });

  it('says the link expired on AUT402 and when the link carries no token, without a call for the latter', async () => {
    const world = fakeAuthWorld();
    world.confirmLoyaltyAnswer = () => errAsync(answerFailure(400, 'AUT402'));
    expect((await confirmLoyaltyMembership(world.auth, 'spent'))._unsafeUnwrapErr()).toEqual({
      message: 'This confirmation link has expired or was already used. Sign in and ask for a new one from your account.',
      errorId: 'AUT402',
      linkExpired: true,
    });
    expect((await confirmLoyaltyMembership(world.auth, ' '))._unsafeUnwrapErr().linkExpired).toBe(true);
    expect(world.calls.confirmLoyalty).toEqual(['spent']);
  });
});
