import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LooseJson as Json } from '../../testing/loose-json.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';

// What shoppers type and what they expect at the top, against the demo catalogue, through the search call.
// One server for the suite; each row is one query.

/** What a query's answer must show: names in the top results, a did-you-mean, a colour refinement, or nothing. */
interface Expected {
  /** The first result's name. */
  readonly first?: string;
  /** Names each in the first `within` results (5 unless told). */
  readonly top?: readonly string[];
  readonly within?: number;
  /** Every one of the first 5 results' names matches. */
  readonly allTop?: RegExp;
  /** A name that must not come first. */
  readonly notFirst?: string;
  readonly didYouMean?: string;
  /** Every result is sold in a colour of this name (the word was read as a colour). */
  readonly colour?: string;
  readonly total?: number;
  readonly minTotal?: number;
  readonly locale?: string;
}

const CASES: readonly (readonly [query: string, expected: Expected])[] = [
  // Plurals and stems.
  ['jackets', { allTop: /Jacket/, total: 6 }],
  ['jacket', { allTop: /Jacket/, total: 6 }],
  ['tees', { allTop: /Tee$/ }],
  ['shorts', { allTop: /Short$/ }],
  ['pants', { top: ['Stride Trail Cargo Pant', 'Stride Warm-Up Pant', 'Stride Everyday Woven Pant'] }],
  ['leggings', { first: 'Stride Studio Legging' }],
  ['socks', { allTop: /Socks/, total: 3 }],
  ['joggers', { top: ['Stride Essential Jogger', 'Stride Fleece Jogger'] }],
  ['hoodies', { top: ['Stride Down Hoodie', 'Stride Club Hoodie'] }],
  ['vests', { top: ['Stride Puffer Vest', 'Stride Thermal Run Vest'] }],
  // Synonyms kept as data.
  ['shoes', { total: 56, allTop: /^Stride / }],
  ['sneakers', { total: 56 }],
  ['trainers', { total: 56, first: 'Stride Harbor Trainer' }],
  ['t-shirt', { allTop: /Tee$/ }],
  ['tshirt', { allTop: /Tee$/ }],
  ['tee', { first: 'Stride Essential Tee', allTop: /Tee$/ }],
  ['raincoat', { first: 'Stride Rain Runner Jacket' }],
  ['sweater', { top: ['Stride Heritage Crew Sweatshirt', 'Stride Quarter-Zip Pullover'] }],
  ['rucksack', { top: ['Stride Commuter Backpack 24L', 'Stride Laptop Backpack 30L'] }],
  ['hat', { top: ['Stride Run Cap', 'Stride Merino Beanie'], within: 2 }],
  // Names, ranked by where the words match.
  ['runner', { top: ['Stride Pace Runner 3', 'Stride Pace Runner 4'], within: 2, notFirst: 'Stride Rain Runner Jacket' }],
  ['Runner shoes', { top: ['Stride Pace Runner 3', 'Stride Pace Runner 4'], within: 2 }],
  ['pace runner', { top: ['Stride Pace Runner 3', 'Stride Pace Runner 4'], total: 2 }],
  ['pace runner 3', { first: 'Stride Pace Runner 3', total: 1 }],
  ['rain jacket', { first: 'Stride Rain Runner Jacket' }],
  ['trail runner', { first: 'Stride Scree Runner' }],
  ['running shoes', { allTop: /^Stride /, minTotal: 20 }],
  ['trail shoes', { top: ['Stride Summit Trail GTX', 'Stride Summit Trail 2'], within: 2 }],
  ['gtx', { top: ['Stride Summit Trail GTX', 'Stride Highpass Mid GTX'], total: 2 }],
  ['merino', { top: ['Stride Merino Base Layer', 'Stride Merino Beanie'], total: 2 }],
  ['backpack', { top: ['Stride Commuter Backpack 24L', 'Stride Laptop Backpack 30L'], within: 2 }],
  ['gift card', { first: 'Stride Digital Gift Card' }],
  ['the jacket', { allTop: /Jacket/ }],
  // Colour and category words narrow to facets.
  ['black', { colour: 'Black', minTotal: 10 }],
  ['red', { colour: 'Flame Red', minTotal: 10 }],
  ['red jacket', { colour: 'Flame Red', allTop: /Jacket/, top: ['Stride Rain Runner Jacket'] }],
  ['black jacket', { colour: 'Black', first: 'Stride Track Jacket' }],
  ['grey hoodie', { colour: 'Stone Grey', first: 'Stride Club Hoodie' }],
  ['white sneakers', { colour: 'White', top: ['Stride Court Classic Custom', 'Stride Court Classic'] }],
  ['blue tee', { colour: 'Sky Blue', allTop: /Tee$/ }],
  // Typos: corrected, with a did-you-mean.
  ['runnr', { didYouMean: 'runner', top: ['Stride Pace Runner 3', 'Stride Pace Runner 4'], within: 2 }],
  ['jaket', { didYouMean: 'jacket', allTop: /Jacket/ }],
  ['hodie', { didYouMean: 'hoodie', top: ['Stride Club Hoodie'] }],
  ['backpak', { didYouMean: 'backpack', first: 'Stride Commuter Backpack 24L' }],
  ['sneekers', { didYouMean: 'sneaker', total: 56 }],
  ['blak jacket', { didYouMean: 'black jacket', colour: 'Black', first: 'Stride Track Jacket' }],
  ['zzzzqqq', { total: 0 }],
  // French sites search in French: their names, stems and colour words.
  ['chaussures', { locale: 'fr-CA', total: 56 }],
  ['chausures', { locale: 'fr-CA', didYouMean: 'chaussures', total: 56 }],
  ['imperméable', { locale: 'fr-CA', first: 'Imperméable de course Stride' }],
  ['noir', { locale: 'fr-CA', colour: 'Noir', minTotal: 10 }],
  ['veste', { locale: 'fr-CA', minTotal: 4 }],
];

let started: StartedServer;
const search = async (q: string, locale = 'en-US'): Promise<Json> =>
  (await fetch(`${started.server.url}/products/v2/search/productSearch?locale=${locale}&count=100&q=${encodeURIComponent(q)}`)).json() as Promise<Json>;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

describe('search relevance on the demo catalogue', () => {
  it('has at least 40 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', async (query, expected) => {
    const answer = await search(query, expected.locale);
    const names: string[] = answer.products.map((p: Json) => p.name);
    if (expected.total !== undefined) expect(answer.total).toBe(expected.total);
    if (expected.minTotal !== undefined) expect(answer.total).toBeGreaterThanOrEqual(expected.minTotal);
    if (expected.total !== 0) expect(names.length).toBeGreaterThan(0);
    if (expected.first !== undefined) expect(names[0]).toBe(expected.first);
    if (expected.notFirst !== undefined) expect(names[0]).not.toBe(expected.notFirst);
    const top = names.slice(0, expected.within ?? 5);
    for (const name of expected.top ?? []) expect(top).toContain(name);
    if (expected.allTop !== undefined) for (const name of names.slice(0, 5)) expect(name).toMatch(expected.allTop);
    expect(answer.didYouMean).toBe(expected.didYouMean);
    if (expected.colour !== undefined) {
      for (const product of answer.products) expect(product.swatches.map((s: Json) => s.label)).toContain(expected.colour);
    }
  });
});
