import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import type { RootData } from '../app/market.js';
import { RouterProvider } from '../app/router.js';
import { WithMessages } from '../i18n/testing.js';
import { LoyaltyShippingBenefit } from './loyalty-shipping-benefit.js';

// Only the switches are read from the page's root data.
const rootWith = (loyalty: boolean) => ({ features: { loyalty } }) as unknown as RootData;

const render = (locale: string, loyalty = true) =>
  renderToString(
    <RouterProvider initial={{ href: '/', params: {}, Page: null, data: null, error: null, root: rootWith(loyalty) }}>
      <WithMessages locale={locale}>
        <LoyaltyShippingBenefit market={catalogueMarketFor(locale)} />
      </WithMessages>
    </RouterProvider>,
  );

describe('the loyalty free-shipping benefit', () => {
  it('is promised on the US site in English', () => {
    expect(render('en-US')).toContain('Stride Rewards members get free standard shipping on every order.');
  });

  it('is promised on /fr-ca in French, and on /en-ca', () => {
    expect(render('fr-CA')).toContain('Les membres Stride Récompenses profitent de la livraison standard gratuite sur chaque commande.');
    expect(render('en-CA')).toContain('free standard shipping');
  });

  it('is hidden on /en-gb (GB is one of the countries the spec hides it for)', () => {
    expect(render('en-GB')).toBe('');
  });

  it('is promised nowhere with the loyalty programme turned off (STRIDE_LOYALTY=false)', () => {
    expect(render('en-US', false)).toBe('');
    expect(render('fr-CA', false)).toBe('');
  });
});
