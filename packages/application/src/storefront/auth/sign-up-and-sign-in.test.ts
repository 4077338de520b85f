import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE, type SignUpConfig } from '@stride/domain/validation';
import { answerFailure, basket, fakeAuthWorld, grant, networkFailure } from './auth-api.fixture.js';
import { signUpAndSignIn, signUpFailureFrom } from './sign-up-and-sign-in.js';

const config: SignUpConfig = { minimalAge: 13, region: 'NORA' };
const today = { year: 2026, month: 6, day: 1 };
const values = { firstName: 'Ada', lastName: 'Runner', email: 'ada@stride.example', password: 'Pace-maker-7', birthDate: '04/30/1990', newsletter: true };

describe('signUpAndSignIn', () => {
  it('creates the account with an ISO birth date, then signs in with the same credentials and merges the guest cart', async () => {
    const world = fakeAuthWorld();
    world.tokenAnswers = [grant({ consumerNo: 'C1', basketId: 'B1' })];
    world.baskets.set('B1', basket('B1', 1));
    const signedIn = (await signUpAndSignIn(world.deps, { values, config, today, guestObjects: { basketId: 'B1' }, itemCountBefore: 1 }))._unsafeUnwrap();
    expect(world.calls.signUp).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Runner', email: 'ada@stride.example', birthDate: '1990-04-30', newsletter: true }),
    ]);
    expect(world.calls.signIn[0]).toMatchObject({ username: 'ada@stride.example', password: 'Pace-maker-7' });
    expect(world.calls.token[0]).toMatchObject({ guestObjects: { basketId: 'B1' } });
    expect(signedIn).toMatchObject({ grant: { consumerNo: 'C1' }, mergedCartNotice: false });
  });

  it('sends no birth date when none is given (it is optional in this store)', async () => {
    const world = fakeAuthWorld();
    await signUpAndSignIn(world.deps, { values: { ...values, birthDate: '' }, config, today, itemCountBefore: 0 });
    expect(world.calls.signUp[0]).not.toHaveProperty('birthDate');
  });

  it('joins the loyalty programme only when its box is ticked: loyaltyConsent with a Full enrollment', async () => {
    const world = fakeAuthWorld();
    await signUpAndSignIn(world.deps, { values: { ...values, loyaltyTerms: true }, config, today, itemCountBefore: 0 });
    await signUpAndSignIn(world.deps, { values, config, today, itemCountBefore: 0 });
    expect(world.calls.signUp[0]?.subscriptions).toEqual({ loyaltyConsent: true, loyaltyEnrollment: 'Full' });
    expect(world.calls.signUp[1]).not.toHaveProperty('subscriptions');
  });

  it('checks the form first: weak password, bad e-mail, too young, missing names', async () => {
    const world = fakeAuthWorld();
    const failure = (
      await signUpAndSignIn(world.deps, {
        values: { email: 'ada@', password: 'short', birthDate: '01/01/2020', firstName: '', lastName: 'R' },
        config,
        today,
        itemCountBefore: 0,
      })
    )._unsafeUnwrapErr();
    if (failure.kind !== 'fields') throw new Error('field errors expected');
    expect(Object.keys(failure.fieldErrors).sort()).toEqual(['birthDate', 'email', 'firstName', 'lastName', 'password']);
    expect(failure.fieldErrors.birthDate).toContain('13');
    expect(world.calls.signUp).toEqual([]);
  });

  it('puts a taken e-mail on the e-mail field and does not sign in', async () => {
    const world = fakeAuthWorld();
    world.signUpAnswer = () => errAsync(answerFailure(409, 'PRO400'));
    const failure = (await signUpAndSignIn(world.deps, { values, config, today, itemCountBefore: 0 }))._unsafeUnwrapErr();
    expect(failure).toEqual({ kind: 'fields', fieldErrors: { email: expect.stringContaining('already exists') } });
    expect(world.calls.signIn).toEqual([]);
  });

  it('says the account exists when the automatic sign-in fails', async () => {
    const world = fakeAuthWorld();
    world.signInAnswer = () => errAsync(networkFailure);
    expect((await signUpAndSignIn(world.deps, { values, config, today, itemCountBefore: 0 }))._unsafeUnwrapErr().kind).toBe('created-not-signed-in');
  });
});

describe('signUpFailureFrom (account section 8)', () => {
  it('places each id on its field, PRO411 as the birth date rule, anything else in a banner', () => {
    expect(signUpFailureFrom(answerFailure(409, 'AUT439'))).toMatchObject({ kind: 'fields', fieldErrors: { email: expect.any(String) } });
    expect(signUpFailureFrom(answerFailure(409, 'AUT444'))).toMatchObject({ kind: 'fields', fieldErrors: { phone: expect.any(String) } });
    expect(signUpFailureFrom(answerFailure(400, 'AUT442'))).toMatchObject({ kind: 'fields', fieldErrors: { phone: expect.any(String) } });
    expect(signUpFailureFrom(answerFailure(400, 'PRO411'))).toEqual({ kind: 'fields', fieldErrors: { birthDate: VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE } });
    expect(signUpFailureFrom(answerFailure(403, 'AUT403', 'Captcha failed'))).toMatchObject({ kind: 'banner' });
    expect(signUpFailureFrom(networkFailure)).toMatchObject({ kind: 'banner' });
  });
});
