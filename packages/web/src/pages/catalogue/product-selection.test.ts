import { describe, expect, it } from 'vitest';
import { shoeDetails, shoeInventory } from './product-details.fixture.js';
import {
  footerActionFor,
  imagesForSelection,
  initialSelection,
  lineSelection,
  optionChoices,
  selectedVariant,
  selectionQuery,
  selectionStock,
  stockLabel,
} from './product-selection.js';
import { testMessages } from '../../i18n/testing.js';

const { t } = testMessages('en-US');

const shoe = shoeDetails();
const inventory = shoeInventory();

describe('product selection', () => {
  it('opens on the colour and size the URL names (size by value, label or option id)', () => {
    expect(initialSelection(shoe, { color: '020', size: '9.5' })).toEqual({ color: '020', size: '095' });
    expect(initialSelection(shoe, { color: '020', size: '095' })).toEqual({ color: '020', size: '095' });
  });

  it('opens on the colour of a colour master id in the path, else the product own colour', () => {
    expect(initialSelection(shoe, {}, 'SR0045020')).toEqual({ color: '020' });
    expect(initialSelection(shoe, {})).toEqual({ color: '600' });
    expect(initialSelection(shoe, { color: 'nope', size: '14' })).toEqual({ color: '600' });
  });

  it('opens on a line’s colour and size to edit it, else on the product’s own colour', () => {
    expect(lineSelection(shoe, 'SR0045020095')).toEqual({ color: '020', size: '095' });
    expect(lineSelection(shoe, 'NOT-SOLD-NOW')).toEqual({ color: '600' });
    expect(lineSelection(shoe, undefined)).toEqual({ color: '600' });
  });

  it('writes a shareable query: colour by id, size by value', () => {
    expect(selectionQuery(shoe, { color: '020', size: '095' }).toString()).toBe('color=020&size=9.5');
  });

  it('resolves a variant only with a size, and gives its stock', () => {
    expect(selectedVariant(shoe, { color: '600' })).toBeNull();
    expect(selectedVariant(shoe, { color: '600', size: '100' })?.id).toBe('SR0045600100');
    expect(selectionStock(shoe, inventory, { color: '600', size: '100' })).toEqual({ quantity: 2, stockStatus: 'InStock' });
    expect(stockLabel(t, { quantity: 2, stockStatus: 'InStock' })).toBe('Only 2 left');
    expect(stockLabel(t, { quantity: 12, stockStatus: 'InStock' })).toBe('In stock');
    expect(stockLabel(t, { quantity: 0, stockStatus: 'OutOfStock' })).toBe('Out of stock');
    expect(stockLabel(testMessages('fr-CA').t, { quantity: 2, stockStatus: 'InStock' })).toBe('Plus que 2 en stock');
  });

  it('marks each size of the chosen colour: sold out, or not made in that colour', () => {
    const size = shoe.attributes[1];
    if (size === undefined) throw new Error('fixture has sizes');
    const grey = optionChoices(shoe, inventory, { color: '020' }, size).map((c) => [c.option.value, c.stock?.stockStatus ?? null]);
    expect(grey).toEqual([
      ['9', 'InStock'],
      ['9.5', 'InStock'],
      ['10', null],
    ]);
    const red = optionChoices(shoe, inventory, { color: '600' }, size).map((c) => c.stock?.stockStatus);
    expect(red).toEqual(['InStock', 'OutOfStock', 'InStock']);
  });

  it('shows the chosen colour images, all its views; the first colour’s without a colour of its own', () => {
    expect(imagesForSelection(shoe, { color: '020' }).map((i) => `${i.colourId} ${i.view}`)).toEqual(['020 side', '020 top', '020 back', '020 sole']);
    expect(imagesForSelection(shoe, { color: '999' }).map((i) => i.colourId)).toEqual(['600', '600', '600', '600']);
  });

  it('footer: coming soon hides buying, out of stock disables, presale asks a guest to sign in, else add', () => {
    const inStock = { quantity: 3, stockStatus: 'InStock' as const };
    const soldOut = { quantity: 0, stockStatus: 'OutOfStock' as const };
    expect(footerActionFor(shoe, inStock, false)).toBe('addToCart');
    expect(footerActionFor(shoe, null, false)).toBe('addToCart');
    expect(footerActionFor(shoe, soldOut, false)).toBe('outOfStock');
    expect(footerActionFor(shoeDetails({ presale: true }), inStock, false)).toBe('signInToBuy');
    expect(footerActionFor(shoeDetails({ presale: true }), inStock, true)).toBe('addToCart');
    expect(footerActionFor(shoeDetails({ comingSoon: true }), inStock, true)).toBe('hidden');
    expect(footerActionFor(shoeDetails({ allVariantsOutOfStock: true }), null, true)).toBe('outOfStock');
  });

  it('footer: notify me on a sold-out size when the site’s switch is on and the product offers it; update when editing a line', () => {
    const inStock = { quantity: 3, stockStatus: 'InStock' as const };
    const soldOut = { quantity: 0, stockStatus: 'OutOfStock' as const };
    const notifying = shoeDetails({ notifyMe: true });
    expect(footerActionFor(notifying, soldOut, false, { notifyMe: true })).toBe('notifyMe');
    expect(footerActionFor(notifying, soldOut, true, { notifyMe: false })).toBe('outOfStock');
    expect(footerActionFor(shoeDetails({ notifyMe: false }), soldOut, true, { notifyMe: true })).toBe('outOfStock');
    expect(footerActionFor(notifying, inStock, true, { notifyMe: true, openedFor: 'updateCartItem' })).toBe('updateInCart');
    expect(footerActionFor(notifying, inStock, false, { notifyMe: true, openedFor: 'updateSavedItem' })).toBe('updateInCart');
    expect(footerActionFor(shoeDetails({ presale: true }), inStock, false, { notifyMe: true, openedFor: 'updateCartItem' })).toBe('signInToBuy');
  });
});
