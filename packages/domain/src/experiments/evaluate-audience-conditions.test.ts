import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateAudienceConditions } from './evaluate-audience-conditions.js';

const audiences = {
  us: { id: 'us', conditions: ['and', ['or', { type: 'custom_attribute', name: 'country', match: 'exact', value: 'US' }]] },
  vip: { id: 'vip', conditions: { type: 'third_party_dimension', name: 'odp.audiences', match: 'qualified', value: 'vip' } },
  odd: { id: 'odd', conditions: ['or', { type: 'mystery', name: 'x', value: 1 }] },
};

describe('evaluateAudienceConditions', () => {
  it('lets everyone in when there are no audiences', () => {
    expect(evaluateAudienceConditions([], audiences, { attributes: {} })).toBe(true);
    expect(evaluateAudienceConditions(undefined, audiences, { attributes: {} })).toBe(true);
  });

  it('ORs a plain list of ids and passes only on true', () => {
    expect(evaluateAudienceConditions(['us', 'vip'], audiences, { attributes: { country: 'US' } })).toBe(true);
    expect(evaluateAudienceConditions(['us'], audiences, { attributes: { country: 'CA' } })).toBe(false);
    expect(evaluateAudienceConditions(['us'], audiences, { attributes: {} })).toBe(false);
  });

  it('treats unknown audiences and unknown condition types as unknown', () => {
    expect(evaluateAudienceConditions(['not', 'missing'], audiences, { attributes: {} })).toBe(false);
    expect(evaluateAudienceConditions(['not', 'odd'], audiences, { attributes: {} })).toBe(false);
  });

  it('matches qualified segments only when the user has them', () => {
    expect(evaluateAudienceConditions(['vip'], audiences, { attributes: {}, qualifiedSegments: ['vip'] })).toBe(true);
    expect(evaluateAudienceConditions(['vip'], audiences, { attributes: {} })).toBe(false);
  });

  it('law: an audience and its negation never both pass', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.integer(), fc.boolean()), { nil: undefined }), (country) => {
        const attributes = country === undefined ? {} : { country };
        const yes = evaluateAudienceConditions(['and', 'us'], audiences, { attributes });
        const no = evaluateAudienceConditions(['not', 'us'], audiences, { attributes });
        return !(yes && no);
      }),
    );
  });
});
