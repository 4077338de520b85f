import { describe, expect, it } from 'vitest';
import { buyableDemoVariant, demoData } from '../../testing/demo-variants.js';
import { guestToken } from '../../testing/tokens.js';
import { useTestServer } from '../../testing/started-server.js';
import { api, expectOk } from '../checkout/checkout-http.fixture.js';

// The demo catalogue in Quebec French: product names, descriptions, colours and "One Size" served
// when locale=fr-CA (details, category lists, search), as seeded in English everywhere else.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const productNamed = (name: string) => {
  const product = demoData().products.find((p) => p.name === name);
  if (product === undefined) throw new Error(`no demo product ${name}`);
  return product.id;
};

type Tile = { id: string; name: string; swatches: { label: string }[] };
type Details = { name: string; details: { description: string }; attributes: { type: string; options: { label: string }[] }[] };

describe('the catalogue on /fr-ca', () => {
  it('names a tee, its colours and its description in French on its details, in English on /en-ca', async () => {
    const id = productNamed('Stride Essential Tee');
    const fr = (await api(store.url, 'GET', `/products/v2/products/${id}/details?locale=fr-CA`)).body as Details;
    expect(fr.name).toBe('T-shirt Essentiel Stride');
    expect(fr.details.description).toMatch(
      /^(Hommes|Femmes|Enfants)\. Un haut doux à séchage rapide, taillé pour bouger, aux coutures plates qui n’irritent pas\.$/,
    );
    const en = (await api(store.url, 'GET', `/products/v2/products/${id}/details?locale=en-CA`)).body as Details;
    expect(en.name).toBe('Stride Essential Tee');
    const colours = (d: Details) => d.attributes.find((a) => a.type === 'color')?.options.map((o) => o.label) ?? [];
    expect(colours(fr)).toHaveLength(colours(en).length);
    expect(colours(fr)).not.toEqual(colours(en));
  });

  it('keeps a shoe’s model name, says its colour in French (Rouge flamme) and gear’s one size as “unique” (the cart line reads “Taille unique”)', async () => {
    const shoe = (await api(store.url, 'GET', '/products/v2/products/SR0045600/details?locale=fr-CA')).body as Details;
    expect(shoe.name).toBe('Stride Pace Runner 3');
    expect(shoe.attributes.find((a) => a.type === 'color')?.options.map((o) => o.label)).toContain('Rouge flamme');
    const capId = productNamed('Stride Run Cap');
    const cap = (await api(store.url, 'GET', `/products/v2/products/${capId}/details?locale=fr-CA`)).body as Details;
    expect(cap.name).toBe('Casquette de course Stride');
    expect(cap.attributes.find((a) => a.type === 'size')?.options.map((o) => o.label)).toEqual(['unique']);
  });

  it('lists and finds products by their French names and colours', async () => {
    const teeId = productNamed('Stride Essential Tee');
    const category = demoData().products.find((p) => p.id === teeId)?.primaryCategoryId;
    const list = (await api(store.url, 'GET', `/products/v2/search/productSearch?locale=fr-CA&categoryId=${category}&count=50`)).body.products as Tile[];
    const tee = list.find((t) => t.id === teeId);
    expect(tee?.name).toBe('T-shirt Essentiel Stride');
    const search = (await api(store.url, 'GET', '/products/v2/search/productSearch?locale=fr-CA&q=pace%20runner&count=5')).body.products as Tile[];
    expect(search.find((t) => t.id === 'SR0045600')?.swatches.map((s) => s.label)).toContain('Rouge flamme');
  });
});

type Category = { name: string; children: Category[] };
const names = (categories: Category[]): string[] => categories.flatMap((c) => [c.name, ...names(c.children)]);

describe('categories, promotions and the cart on /fr-ca', () => {
  it('names the categories in French on /fr-ca (Hommes, Chaussures, Course), in English on /en-ca', async () => {
    const fr = names(expectOk(await api(store.url, 'GET', '/products/v2/catalog?locale=fr-CA'), 'tree').body.categories as Category[]);
    expect(fr).toEqual(expect.arrayContaining(['Hommes', 'Chaussures pour femmes', 'Course', 'Cartes-cadeaux']));
    expect(fr).not.toContain('Men');
    const en = names(expectOk(await api(store.url, 'GET', '/products/v2/catalog?locale=en-CA'), 'tree').body.categories as Category[]);
    expect(en).toEqual(expect.arrayContaining(['Men', 'Running', 'Gift Cards']));
  });

  it('words the cart line (colour, half size with a comma) and the promotions in French, money as fr-CA writes it', async () => {
    const halfSizes = new Set(
      demoData()
        .variants.filter((v) => /^\d+\.5$/.test(v.sizeLabel))
        .map((v) => v.id),
    );
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2 && halfSizes.has(v.variantId) && v.usdMinor < 10000);
    const seeded = demoData().variants.find((v) => v.id === shoe.variantId);
    const colour = demoData().colourVariants.find((c) => c.id === seeded?.colourVariantId)?.colourName ?? '';
    const token = (await guestToken(store.url)).accessToken;
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart?locale=fr-CA', token, {}), 'cart').body.basketId as string;
    const added = expectOk(
      await api(store.url, 'POST', '/cart/v1/item?locale=fr-CA', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1 }] }),
      'add',
    ).body;
    const fr = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}?locale=fr-CA`, token), 'fr cart').body;
    // A cart created with its line in one call answers in French too, like every later call.
    const createdWith = expectOk(
      await api(store.url, 'POST', '/cart/v1/cartWithItem?locale=fr-CA', (await guestToken(store.url)).accessToken, {
        items: [{ productId: shoe.productId, upc: shoe.upc, qty: 1 }],
      }),
      'cart with item',
    ).body;
    for (const cart of [added, fr, createdWith]) {
      const line = cart.items.find((i: { bonus: boolean }) => !i.bonus);
      expect(line.size).toBe(seeded?.sizeLabel.replace('.', ','));
      if (colour === 'Black') expect(line.colourName).toBe('Noir');
      const promotion = cart.promoSummary.find((p: { promotionId: string }) => p.promotionId === 'PROMO-GWP-SOCKS');
      expect(promotion.promotionName).toMatch(
        /^Bas mi-mollet gratuits à l’achat de plus de 135,00\s\$\sCA$|^Bas mi-mollet gratuits à l’achat de plus de 135,00\sCAD$/,
      );
      expect(promotion.calloutMessage).toMatch(/^Encore .+ pour obtenir une paire de bas mi-mollet de tous les jours gratuite$/);
    }
    const en = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}?locale=en-CA`, token), 'en cart').body;
    expect(en.items.find((i: { bonus: boolean }) => !i.bonus).size).toBe(seeded?.sizeLabel);
    expect(en.promoSummary.find((p: { promotionId: string }) => p.promotionId === 'PROMO-GWP-SOCKS').promotionName).toMatch(
      /^Free crew socks with orders over /,
    );
  });

  it('writes half sizes with a comma in the size selector of a product on /fr-ca', async () => {
    const shoe = (await api(store.url, 'GET', '/products/v2/products/SR0045600/details?locale=fr-CA')).body as Details;
    const sizes = shoe.attributes.find((a) => a.type === 'size')?.options.map((o) => o.label) ?? [];
    expect(sizes).toContain('9,5');
    expect(sizes.filter((s) => s.includes('.'))).toEqual([]);
  });
});
