import { DemoCategory } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LooseJson as Json } from '../../testing/loose-json.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';

let started: StartedServer;
const get = async (path: string): Promise<{ status: number; text: string; json: Json; type: string | null; cache: string | null }> => {
  const res = await fetch(`${started.server.url}${path}`);
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: text.startsWith('{') ? (JSON.parse(text) as Json) : {},
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
  };
};
/** The drawing of an image: its paths' geometry, without its colours and title. */
const drawing = (svg: string): string => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]).join('|');

// One line of the demo catalogue per silhouette (and the three shoe lines, which share one), with the views its type shows.
const FOOTWEAR = ['side', 'top', 'back', 'sole'];
const APPAREL = ['front', 'back', 'detail'];
const GEAR = ['front', 'side', 'back'];
const LINES = [
  { category: DemoCategory.RUNNING, silhouette: 'shoe', views: FOOTWEAR },
  { category: DemoCategory.TRAIL, silhouette: 'shoe', views: FOOTWEAR },
  { category: DemoCategory.LIFESTYLE, silhouette: 'shoe', views: FOOTWEAR },
  { category: DemoCategory.TOPS, silhouette: 'shirt', views: APPAREL },
  { category: DemoCategory.BOTTOMS, silhouette: 'pants', views: APPAREL },
  { category: DemoCategory.OUTERWEAR, silhouette: 'jacket', views: APPAREL },
  { category: DemoCategory.BAGS, silhouette: 'bag', views: GEAR },
  { category: DemoCategory.ACCESSORIES, silhouette: 'cap', views: GEAR },
  { category: DemoCategory.GIFT_CARDS, silhouette: 'card', views: ['front', 'back'] },
];

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

describe('GET /images/products/{productId}/{colourId}/{view}.svg', () => {
  it('lists every colour’s views in the details answer and serves each as its own drawing of the product type’s silhouette; tiles show the first', async () => {
    const firstViews = new Map<string, string>();
    const allDrawings = new Set<string>();
    for (const line of LINES) {
      const tile = (await get(`/products/v2/search/productSearch?categoryId=${line.category}&count=1`)).json.products[0];
      const details = (await get(`/products/v2/products/${tile.id}/details`)).json;
      const colours = details.attributes.find((a: Json) => a.type === 'color').options as Json[];
      expect(details.images, tile.id).toHaveLength(colours.length * line.views.length);
      for (const colour of colours) {
        const own = details.images.filter((image: Json) => image.colourId === colour.id);
        expect(own.map((image: Json) => image.view)).toEqual(line.views);
        const drawings: string[] = [];
        for (const image of own) {
          expect(image.url).toBe(`/images/products/${tile.id}/${colour.id}/${image.view}.svg`);
          expect(image.alt).toBe(`${details.name}, ${colour.label}, ${image.view} view`);
          const svg = await get(image.url);
          expect(svg.status, image.url).toBe(200);
          expect(svg.type).toContain('image/svg+xml');
          expect(svg.cache).toContain('max-age=31536000');
          expect(svg.text).toContain(`fill="${String(colour.swatch.colour).toUpperCase()}"`);
          expect(svg.text).toContain(`, ${image.view} view</title>`);
          drawings.push(drawing(svg.text));
        }
        // Each view its own drawing; the colour's first URL (tiles, swatches, cart lines) draws the first view.
        expect(new Set(drawings).size, `${tile.id} ${colour.id}`).toBe(line.views.length);
        expect(colour.swatch.image).toBe(`/images/products/${tile.id}/${colour.id}.svg`);
        expect(drawing((await get(colour.swatch.image)).text)).toBe(drawings[0]);
        for (const d of drawings) allDrawings.add(d);
      }
      expect(tile.image).toBe(`/images/products/${tile.id}/${colours[0]?.id}.svg`);
      const first = drawing((await get(tile.image)).text);
      if (firstViews.has(line.silhouette)) expect(first).toBe(firstViews.get(line.silhouette));
      firstViews.set(line.silhouette, first);
    }
    // Seven silhouettes, each drawn differently, in 4 + 3 * 3 + 2 * 3 + 2 = 21 drawings, none shared.
    expect(new Set(firstViews.values()).size).toBe(7);
    expect(allDrawings.size).toBe(21);
  });

  it('answers ATTR300 (400) for a path naming no view, and PLP400 (404) for a view the type does not show, an unknown colour or product', async () => {
    const shoe = (await get(`/products/v2/search/productSearch?categoryId=${DemoCategory.RUNNING}&count=1`)).json.products[0];
    const shirt = (await get(`/products/v2/search/productSearch?categoryId=${DemoCategory.TOPS}&count=1`)).json.products[0];
    const shoeColour = shoe.swatches[0].id as string;
    const shirtColour = shirt.swatches[0].id as string;
    for (const path of [
      `/images/products/${shoe.id}/${shoeColour}/zoom.svg`,
      `/images/products/${shoe.id}/${shoeColour}/SIDE.svg`,
      `/images/products/${shoe.id}/${shoeColour}/side.png`,
      `/images/products/${shoe.id}/${shoeColour}0/side.svg`,
      `/images/products/sr/${shoeColour}/side.svg`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.errorDetails[0].errorId).toBe('ATTR300');
    }
    for (const path of [
      `/images/products/${shirt.id}/${shirtColour}/sole.svg`,
      `/images/products/${shoe.id}/${shoeColour}/detail.svg`,
      `/images/products/${shoe.id}/999/side.svg`,
      `/images/products/ZZ0000000/${shoeColour}/side.svg`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.json.errorDetails[0].errorId).toBe('PLP400');
    }
    expect((await get(`/images/products/${shirt.id}/${shirtColour}/detail.svg`)).status).toBe(200);
  });
});
