import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideFlag } from '../experiments/decide-flag.js';
import { strideDatafile } from '../experiments/stride-datafile.fixture.js';
import { resolveExperienceBlock } from './experience-block.js';
import { parseP13nTestContext } from './p13n-test-context.js';

const content = {
  experienceId: 'hp-hero',
  baselines: ['hero-default'],
  variants: [
    { name: 'Baseline', variantId: 'v0' },
    { name: 'Trail push', variantId: 'v1' },
  ],
};
const allowed = { personalisationAllowed: true };

describe('experience block', () => {
  it('shows the skeleton and baselines while the decision is pending', () => {
    expect(resolveExperienceBlock(content, { status: 'pending' }, allowed)).toEqual({
      showSkeleton: true,
      baselines: ['hero-default'],
      variant: null,
      hidden: false,
    });
  });

  it('hides the baselines when a non-baseline variant is chosen', () => {
    expect(resolveExperienceBlock(content, { status: 'decided', variantId: 'v1' }, allowed)).toEqual({
      showSkeleton: false,
      baselines: [],
      variant: { name: 'Trail push', variantId: 'v1' },
      hidden: true,
    });
  });

  it('keeps the baselines for the baseline variant, no decision or an unknown variant', () => {
    expect(resolveExperienceBlock(content, { status: 'decided', variantId: 'v0' }, allowed)).toMatchObject({ hidden: false, baselines: ['hero-default'] });
    expect(resolveExperienceBlock(content, { status: 'decided', variantId: null }, allowed)).toMatchObject({ hidden: false, variant: null });
    expect(resolveExperienceBlock(content, { status: 'decided', variantId: 'v9' }, allowed)).toMatchObject({ hidden: false, variant: null });
  });

  it('shows baselines straight away without targeting consent', () => {
    expect(resolveExperienceBlock(content, { status: 'pending' }, { personalisationAllowed: false })).toMatchObject({
      showSkeleton: false,
      hidden: false,
    });
  });

  it('lets a forced variant from p13n_testcontext win over the service', () => {
    const forced = parseP13nTestContext('{"forcedVariants":[{"experienceId":"hp-hero","variantId":"v1"}]}')._unsafeUnwrap();
    const view = resolveExperienceBlock(content, { status: 'pending' }, { ...allowed, forcedVariants: forced });
    expect(view).toMatchObject({ hidden: true, variant: { variantId: 'v1' } });
  });

  it('parses the test context with zod and reports bad input with a code', () => {
    expect(parseP13nTestContext(undefined)._unsafeUnwrap()).toEqual([]);
    expect(parseP13nTestContext('{oops')._unsafeUnwrapErr().code).toBe('CNT_TEST_CONTEXT_INVALID');
    expect(parseP13nTestContext('{"forcedVariants":[{"experienceId":"x"}]}').isErr()).toBe(true);
    expect(parseP13nTestContext('[]').isErr()).toBe(true);
  });

  it('law: the block is hidden exactly when a known non-baseline variant is chosen with consent', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom('v0', 'v1', 'v9'), { nil: null }), fc.boolean(), (variantId, consent) => {
        const view = resolveExperienceBlock(content, { status: 'decided', variantId }, { personalisationAllowed: consent });
        return view.hidden === (consent && variantId === 'v1') && view.baselines.length === (view.hidden ? 0 : 1);
      }),
    );
  });

  it('law: any list of forced variants round-trips through JSON', () => {
    const entry = fc.record({ experienceId: fc.string({ minLength: 1 }), variantId: fc.string({ minLength: 1 }) });
    fc.assert(
      fc.property(fc.array(entry), (forcedVariants) => {
        expect(parseP13nTestContext(JSON.stringify({ forcedVariants }))._unsafeUnwrap()).toEqual(forcedVariants);
      }),
    );
  });

  it('ignores a forced variant the block does not have and keeps the service decision', () => {
    const forced = [{ experienceId: 'hp-hero', variantId: 'v9' }];
    expect(resolveExperienceBlock(content, { status: 'decided', variantId: 'v1' }, { ...allowed, forcedVariants: forced })).toMatchObject({
      hidden: true,
      variant: { variantId: 'v1' },
    });
    expect(resolveExperienceBlock(content, { status: 'pending' }, { ...allowed, forcedVariants: forced })).toMatchObject({ showSkeleton: true });
  });

  it('law: the experience block and decideFlag give a forced variant the same weight (known wins, unknown is ignored)', () => {
    // The flag new_checkout's variations are the block's variants, so the same forced key means the same thing to both.
    const flagVariations = ['on', 'off', 'rollout_on', 'everyone_on'];
    const flagBlock = {
      experienceId: 'new_checkout',
      baselines: ['default'],
      variants: [{ name: 'Baseline', variantId: 'off' }, ...['on', 'rollout_on', 'everyone_on'].map((key) => ({ name: key, variantId: key }))],
    };
    const user = { id: 'visitor-1', attributes: { country: 'US' } };
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...flagVariations), fc.string({ minLength: 1, maxLength: 12 })), (forcedKey) => {
        const service = decideFlag(strideDatafile, 'new_checkout', user);
        const flag = decideFlag(strideDatafile, 'new_checkout', user, [{ flagKey: 'new_checkout', variationKey: forcedKey }]);
        const block = resolveExperienceBlock(
          flagBlock,
          { status: 'decided', variantId: service?.variationKey ?? null },
          { ...allowed, forcedVariants: [{ experienceId: 'new_checkout', variantId: forcedKey }] },
        );
        expect(block.variant?.variantId ?? null).toBe(flag?.variationKey ?? null);
      }),
      { numRuns: 200 },
    );
  });
});
