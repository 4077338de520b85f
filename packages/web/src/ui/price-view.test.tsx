import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithMessages } from '../i18n/testing.js';
import { PriceView, priceDisplay } from './price-view.js';

const usd = (amount: number) => `$${amount.toFixed(2)}`;
// React separates adjacent text with <!-- --> markers; the shopper reads the text without them.
const render = (element: Parameters<typeof renderToString>[0]) => renderToString(<WithMessages>{element}</WithMessages>).replace(/<!-- -->/g, '');

describe('prices', () => {
  it('a marked-down price shows the sale price, the original and the discount (1 decimal)', () => {
    expect(priceDisplay({ current: 86.97, original: 125 })).toEqual({
      low: 86.97,
      high: 86.97,
      original: { low: 125, high: 125 },
      discountPercent: 30.4,
      onSale: true,
    });
    const html = render(<PriceView price={{ current: 86.97, original: 125 }} format={usd} />);
    expect(html).toContain('$86.97');
    expect(html).toContain('<s class="price--original"><span class="visually-hidden">Was </span>$125.00</s>');
    expect(html).toContain('30.4% off');
  });

  it('on the product page, a sale price whose history is known shows the lowest price of the 30 days before the sale under it; a price without one does not', () => {
    const sale = { current: 29.97, original: 50, previousBestSalesPrice: 39.97, salesPriceActiveDate: '2026-11-19T12:00:00.000Z' };
    expect(render(<PriceView price={sale} format={usd} large />)).toContain('<small> Lowest price in the 30 days before the sale: $39.97</small>');
    expect(render(<PriceView price={{ current: 29.97, original: 50 }} format={usd} large />)).not.toContain('<small>');
    // A tile keeps to its price.
    expect(render(<PriceView price={sale} format={usd} />)).not.toContain('<small>');
    expect(render(<PriceView price={{ current: 50, original: 50, historicBestPrice: 50 }} format={usd} />)).not.toContain('<small>');
  });

  it('variants at different prices show a range', () => {
    const html = render(<PriceView price={{ current: 80.97, original: 135, lowCurrent: 80.97, highCurrent: 135, highOriginal: 135 }} format={usd} />);
    expect(html).toContain('$80.97 – $135.00');
    expect(html).not.toContain('% off');
  });

  it('a range marked down throughout shows the original range struck through, labelled, without a percentage', () => {
    const price = { current: 80.97, original: 115, lowCurrent: 80.97, highCurrent: 90.97, lowOriginal: 115, highOriginal: 130 };
    expect(priceDisplay(price)).toMatchObject({ original: { low: 115, high: 130 }, discountPercent: null, onSale: true });
    const html = render(<PriceView price={price} format={usd} />);
    expect(html).toContain('<span class="price--sale"><span class="visually-hidden">Sale price </span>$80.97 – $90.97</span>');
    expect(html).toContain('<s class="price--original"><span class="visually-hidden">Was </span>$115.00 – $130.00</s>');
  });

  it('a range where only some variants are marked down strikes nothing through (no markdown is claimed for the rest)', () => {
    // One colour at $29.97, the others at their $50 list price.
    const price = { current: 29.97, original: 50, lowCurrent: 29.97, highCurrent: 50, lowOriginal: 50, highOriginal: 50 };
    expect(priceDisplay(price)).toMatchObject({ low: 29.97, high: 50, original: null, onSale: true });
    expect(render(<PriceView price={price} format={usd} />)).not.toContain('<s ');
  });

  it('law: an original is struck through only when every variant is marked down', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 100 })), { minLength: 1, maxLength: 6 }), (variants) => {
        // Each variant: its list price in cents and how much of it is marked down.
        const lists = variants.map(([list]) => list / 100);
        const currents = variants.map(([list, off]) => Math.round(list * (1 - off / 100)) / 100);
        const cheapest = currents.indexOf(Math.min(...currents));
        const shown = priceDisplay({
          current: currents[cheapest] ?? 0,
          original: lists[cheapest] ?? 0,
          lowCurrent: Math.min(...currents),
          highCurrent: Math.max(...currents),
          lowOriginal: Math.min(...lists),
          highOriginal: Math.max(...lists),
        });
        if (shown.original !== null) variants.forEach((_, i) => expect(currents[i]).toBeLessThan(lists[i] ?? 0));
      }),
      { numRuns: 200 },
    );
  });

  it('strikes no original when every variant costs the same but one of them is at its full price', () => {
    // Found by the law above: 50.00 for both, one marked down from 100.00, the other never marked down.
    expect(priceDisplay({ current: 50, original: 100, lowCurrent: 50, highCurrent: 50, lowOriginal: 50, highOriginal: 100 })).toMatchObject({ original: null });
    expect(priceDisplay({ current: 50, original: 100, lowCurrent: 50, highCurrent: 50, lowOriginal: 80, highOriginal: 100 }).original).not.toBeNull();
  });

  it('a full price shows one amount and no discount', () => {
    expect(priceDisplay({ current: 130, original: 130 })).toMatchObject({ original: null, discountPercent: null, onSale: false });
  });
});
