import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleGridInitialLoad, relatedArticleCards, searchArticles, type ArticleCard } from './article-search.js';
import { CONTENT_ARTICLE_FACET_PREVIEW_COUNTS, CONTENT_ARTICLE_GRID_FALLBACK_INITIAL_LOAD, CONTENT_RELATED_ARTICLE_COUNT } from './layout.constants.js';

const card = (id: string, date: string, tags: string[]): ArticleCard => ({
  id,
  title: `Title ${id}`,
  url: `/en-us/articles/${id}`,
  picture: { url: `/images/content/${id}.svg`, alt: id },
  tags: tags.map((tag) => ({ id: tag, label: tag.toUpperCase() })),
  eyebrow: null,
  date,
  summary: null,
});

const articles = [
  card('a', '2026-01-01', ['trail']),
  card('b', '2026-03-01', ['road', 'training']),
  card('c', '2026-02-01', ['trail', 'training']),
  card('d', '2026-04-01', ['gear']),
  card('e', '2026-02-01', ['road']),
];

describe('article search', () => {
  it('answers the newest first, a page by limit and offset, with numFound and the facets of every article', () => {
    const first = searchArticles(articles, { tagIds: [], limit: 2, offset: 0 });
    expect(first.result.map((a) => a.id)).toEqual(['d', 'b']);
    expect(first.numFound).toBe(5);
    expect(searchArticles(articles, { tagIds: [], limit: 2, offset: 2 }).result.map((a) => a.id)).toEqual(['c', 'e']);
    expect(first.facets).toEqual([
      { id: 'road', label: 'ROAD', count: 2 },
      { id: 'trail', label: 'TRAIL', count: 2 },
      { id: 'training', label: 'TRAINING', count: 2 },
      { id: 'gear', label: 'GEAR', count: 1 },
    ]);
  });

  it('keeps the articles carrying any selected tag', () => {
    const found = searchArticles(articles, { tagIds: ['trail', 'gear'], limit: 10, offset: 0 });
    expect(found.result.map((a) => a.id)).toEqual(['d', 'c', 'a']);
    expect(found.numFound).toBe(3);
  });

  it('law: the pages of a search, one after another, are the whole result once each', () => {
    const arb = fc.array(fc.record({ id: fc.uuid(), date: fc.constantFrom('2026-01-01', '2026-01-02', '2026-02-01'), tags: fc.subarray(['x', 'y', 'z']) }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 7 }), fc.subarray(['x', 'y']), (rows, limit, tagIds) => {
        const cards = rows.map((row) => card(row.id, row.date, row.tags));
        const all = searchArticles(cards, { tagIds, limit: 1000, offset: 0 });
        const paged: string[] = [];
        for (let offset = 0; offset < all.numFound; offset += limit) paged.push(...searchArticles(cards, { tagIds, limit, offset }).result.map((a) => a.id));
        return JSON.stringify(paged) === JSON.stringify(all.result.map((a) => a.id));
      }),
      { numRuns: 100 },
    );
  });
});

describe('related articles', () => {
  it('are four at most, share a tag with the article, most shared first', () => {
    const many = [...articles, card('f', '2026-05-01', ['trail']), card('g', '2026-05-02', ['training'])];
    const related = relatedArticleCards(card('now', '2026-06-01', ['trail', 'training']), many);
    expect(related.map((a) => a.id)).toEqual(['c', 'g', 'f', 'b']);
    expect(related).toHaveLength(CONTENT_RELATED_ARTICLE_COUNT);
    expect(relatedArticleCards(card('now', '2026-06-01', ['none']), many)).toEqual([]);
  });

  it('never include the article itself', () => {
    const [first] = articles;
    if (first === undefined) throw new Error('no article');
    expect(relatedArticleCards(first, articles).map((a) => a.id)).toEqual(['c']);
  });
});

describe('article grid constants', () => {
  it('loads rows x small-grid columns first, 3 without them', () => {
    expect(articleGridInitialLoad({ rows: 2, columns: { sm: 2, md: 3, lg: 4 } })).toBe(4);
    expect(articleGridInitialLoad({ rows: 2, columns: null })).toBe(CONTENT_ARTICLE_GRID_FALLBACK_INITIAL_LOAD);
    expect(articleGridInitialLoad({})).toBe(3);
    expect(CONTENT_ARTICLE_FACET_PREVIEW_COUNTS).toEqual({ sm: 4, md: 10, lg: 20 });
  });
});
