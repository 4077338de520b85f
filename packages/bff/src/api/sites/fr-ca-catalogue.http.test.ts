import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { api } from '../checkout/checkout-http.fixture.js';

// The demo catalogue in Quebec French: product names, descriptions, colours and "One Size" served
// when locale=fr-CA (details, category lists, search), as seeded in English everywhere else.
let started: StartedServer;
let url: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

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
    const fr = (await api(url, 'GET', `/products/v2/products/${id}/details?locale=fr-CA`)).body as Details;
    expect(fr.name).toBe('T-shirt Essentiel Stride');
    expect(fr.details.description).toMatch(
      /^(Hommes|Femmes|Enfants)\. Un haut doux à séchage rapide, taillé pour bouger, aux coutures plates qui n’irritent pas\.$/,
    );
    const en = (await api(url, 'GET', `/products/v2/products/${id}/details?locale=en-CA`)).body as Details;
    expect(en.name).toBe('Stride Essential Tee');
    const colours = (d: Details) => d.attributes.find((a) => a.type === 'color')?.options.map((o) => o.label) ?? [];
    expect(colours(fr)).toHaveLength(colours(en).length);
    expect(colours(fr)).not.toEqual(colours(en));
  });

  it('keeps a shoe’s model name, says its colour in French (Rouge flamme) and gear’s size as Taille unique', async () => {
    const shoe = (await api(url, 'GET', '/products/v2/products/SR0045600/details?locale=fr-CA')).body as Details;
    expect(shoe.name).toBe('Stride Pace Runner 3');
    expect(shoe.attributes.find((a) => a.type === 'color')?.options.map((o) => o.label)).toContain('Rouge flamme');
    const capId = productNamed('Stride Run Cap');
    const cap = (await api(url, 'GET', `/products/v2/products/${capId}/details?locale=fr-CA`)).body as Details;
    expect(cap.name).toBe('Casquette de course Stride');
    expect(cap.attributes.find((a) => a.type === 'size')?.options.map((o) => o.label)).toEqual(['Taille unique']);
  });

  it('lists and finds products by their French names and colours', async () => {
    const teeId = productNamed('Stride Essential Tee');
    const category = demoData().products.find((p) => p.id === teeId)?.primaryCategoryId;
    const list = (await api(url, 'GET', `/products/v2/search/productSearch?locale=fr-CA&categoryId=${category}&count=50`)).body.products as Tile[];
    const tee = list.find((t) => t.id === teeId);
    expect(tee?.name).toBe('T-shirt Essentiel Stride');
    const search = (await api(url, 'GET', '/products/v2/search/productSearch?locale=fr-CA&q=pace%20runner&count=5')).body.products as Tile[];
    expect(search.find((t) => t.id === 'SR0045600')?.swatches.map((s) => s.label)).toContain('Rouge flamme');
  });
});
