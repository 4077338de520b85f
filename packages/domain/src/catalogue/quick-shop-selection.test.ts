import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct, ProductAttribute } from './product.schema.js';
import { chooseQuickShopOption, resolveQuickShopVariant } from './quick-shop-selection.js';

const option = (id: string) => ({ id, label: id, value: id, available: true });
const attribute = (type: string, ids: string[]): ProductAttribute => ({ type, label: type, options: ids.map(option) });
const price = { current: 5000, original: 5000 };

// A tee in one colour with width and size: variants exist for every width x size.
const tee: Pick<CatalogueProduct, 'attributes' | 'variants'> = {
  attributes: [attribute('color', ['9AB']), attribute('width', ['W', 'N']), attribute('size', ['S', 'M', 'L'])],
  variants: ['W', 'N'].flatMap((width) =>
    ['S', 'M', 'L'].map((size) => ({ id: `V-${width}-${size}`, upc: `U${width}${size}`, attributes: { width, size }, price })),
  ),
};

describe('quick-shop selection', () => {
  it('resolves a variant only when every non-colour attribute is chosen', () => {
    let selection = chooseQuickShopOption(tee, {}, 'color', '9AB')._unsafeUnwrap();
    expect(resolveQuickShopVariant(tee, selection)).toBeNull();
    selection = chooseQuickShopOption(tee, selection, 'width', 'N')._unsafeUnwrap();
    expect(resolveQuickShopVariant(tee, selection)).toBeNull();
    selection = chooseQuickShopOption(tee, selection, 'size', 'M')._unsafeUnwrap();
    expect(resolveQuickShopVariant(tee, selection)?.id).toBe('V-N-M');
  });

  it('does not need a colour choice to resolve', () => {
    expect(resolveQuickShopVariant(tee, { width: 'W', size: 'L' })?.id).toBe('V-W-L');
  });

  it('a new choice clears the later choices', () => {
    const chosen = { color: '9AB', width: 'W', size: 'S' };
    expect(chooseQuickShopOption(tee, chosen, 'width', 'N')._unsafeUnwrap()).toEqual({ color: '9AB', width: 'N' });
  });

  it('refuses an option the product does not have', () => {
    expect(chooseQuickShopOption(tee, {}, 'size', 'XXL')._unsafeUnwrapErr()).toEqual({
      code: 'QUICK_SHOP_UNKNOWN_OPTION',
      message: 'The product has no size option XXL',
      details: { attributeType: 'size', optionId: 'XXL' },
    });
  });

  it('a resolved variant always carries every chosen non-colour option', () => {
    const step = fc.tuple(fc.constantFrom('color', 'width', 'size'), fc.constantFrom('9AB', 'W', 'N', 'S', 'M', 'L'));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
        let selection = {};
        for (const [type, id] of steps) {
          selection = chooseQuickShopOption(tee, selection, type, id).unwrapOr(selection);
        }
        const variant = resolveQuickShopVariant(tee, selection);
        const complete = 'width' in selection && 'size' in selection;
        expect(variant !== null).toBe(complete);
        if (variant !== null) expect(selection).toMatchObject(variant.attributes);
      }),
    );
  });
});
