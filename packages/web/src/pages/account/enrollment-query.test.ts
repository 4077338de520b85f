import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOYALTY_LEAD_SOURCE_PATTERN, LOYALTY_REFERRAL_CODE_PATTERN } from '@stride/domain/identity';
import { enrollmentQuery, LEAD_SOURCE, REFERRAL_CODE, signUpSource } from './enrollment-query.js';

const at = (query: string) => new URL(`https://stride.example/enroll?${query}`);

describe('the enrollment link query', () => {
  it('reads the prefill and the source: consumerId, email, storeNum, leadSource, enrollment_marketing_source, referral_code', () => {
    expect(
      enrollmentQuery(
        at('consumerId=C123&email=ada%40stride.example&storeNum=S001&leadSource=email.spring&enrollment_marketing_source=Spring%20run&referral_code=FRIEND-1'),
      ),
    ).toEqual({
      consumerId: 'C123',
      email: 'ada@stride.example',
      storeNum: 'S001',
      leadSource: 'email.spring',
      marketingSource: 'Spring run',
      referralCode: 'FRIEND-1',
    });
  });

  it('leaves out a value the calls would refuse: a malformed e-mail, a too-long store, a lead source with spaces', () => {
    expect(enrollmentQuery(at(`email=not-an-email&storeNum=${'9'.repeat(41)}&leadSource=two%20words&referral_code=%3Cscript%3E`))).toEqual({});
    expect(enrollmentQuery(at(`email=${'a'.repeat(60)}%40${'b'.repeat(40)}.example`))).toEqual({});
  });

  it('law: whatever the query says, every value read is within the bounds of the call it goes to', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 }), (store, lead, campaign) => {
        const url = new URL('https://stride.example/enroll');
        url.searchParams.set('storeNum', store);
        url.searchParams.set('leadSource', lead);
        url.searchParams.set('enrollment_marketing_source', campaign);
        const query = enrollmentQuery(url);
        {
          expect(query.storeNum === undefined || (query.storeNum.length >= 1 && query.storeNum.length <= 40)).toBe(true);
          expect(query.leadSource === undefined || /^[A-Za-z0-9_.-]{1,64}$/.test(query.leadSource)).toBe(true);
          expect(query.marketingSource === undefined || (query.marketingSource.length >= 1 && query.marketingSource.length <= 100)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('checks leadSource and referral_code with the loyalty token call’s own patterns', () => {
    expect(LEAD_SOURCE.source).toBe(LOYALTY_LEAD_SOURCE_PATTERN.source);
    expect(REFERRAL_CODE.source).toBe(LOYALTY_REFERRAL_CODE_PATTERN.source);
  });

  it('makes the sign-up source: always Registered, with the store and campaign the link named', () => {
    expect(signUpSource({})).toEqual({ acquisitionType: 'Registered' });
    expect(signUpSource({ storeNum: 'S001', marketingSource: 'spring', leadSource: 'x' })).toEqual({
      acquisitionType: 'Registered',
      store: 'S001',
      campaignName: 'spring',
    });
  });
});
