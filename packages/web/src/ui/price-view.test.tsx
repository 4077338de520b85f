import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithMessages } from '../i18n/testing.js';
import { PriceView, priceDisplay } from './price-view.js';

const usd = (amount: number) => `$${amount.toFixed(2)}`;
// React separates adjacent text with <!-- --> markers; the shopper reads the text without them.
const render = (element: Parameters<typeof renderToString>[0]) => renderToString(<WithMessages>{element}</WithMessages>).replace(/<!-- -->/g, '');

describe('prices', () => {
  it('a marked-down price shows the sale price, the original and the discount (1 decimal)', () => {
    expect(priceDisplay({ current: 86.97, original: 125 })).toEqual({ low: 86.97, high: 86.97, original: 125, discountPercent: 30.4, onSale: true });
    const html = render(<PriceView price={{ current: 86.97, original: 125 }} format={usd} />);
    expect(html).toContain('$86.97');
    expect(html).toContain('<s class="price--original"><span class="visually-hidden">Was </span>$125.00</s>');
    expect(html).toContain('30.4% off');
  });

  it('variants at different prices show a range', () => {
    const html = render(<PriceView price={{ current: 80.97, original: 135, lowCurrent: 80.97, highCurrent: 135, highOriginal: 135 }} format={usd} />);
    expect(html).toContain('$80.97 – $135.00');
    expect(html).not.toContain('% off');
  });

  it('a full price shows one amount and no discount', () => {
    expect(priceDisplay({ current: 130, original: 130 })).toMatchObject({ original: null, discountPercent: null, onSale: false });
  });
});
