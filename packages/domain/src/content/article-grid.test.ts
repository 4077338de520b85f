import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleGridReducer, relatedArticles, type ArticleGridState, type ArticleSummary } from './article-grid.js';
import { closeBenefitBar, isBenefitBarVisible } from './benefit-bar.js';

const article = (id: string, tags: string[] = []): ArticleSummary => ({ id, tags });
const empty: ArticleGridState<ArticleSummary> = { selectedTags: [], offset: 0, articles: [] };

describe('article grid', () => {
  it('appends a loaded page by offset', () => {
    let state = articleGridReducer(empty, { type: 'loaded', offset: 0, articles: [article('a'), article('b')] });
    state = articleGridReducer(state, { type: 'load-more' });
    expect(state.offset).toBe(2);
    state = articleGridReducer(state, { type: 'loaded', offset: 2, articles: [article('c')] });
    expect(state.articles.map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('resets the offset to 0 when a tag is toggled and ignores stale pages', () => {
    const loaded = articleGridReducer({ ...empty, offset: 0 }, { type: 'loaded', offset: 0, articles: [article('a')] });
    const more = articleGridReducer(loaded, { type: 'load-more' });
    const toggled = articleGridReducer(more, { type: 'toggle-tag', tag: 'trail' });
    expect(toggled).toEqual({ selectedTags: ['trail'], offset: 0, articles: [] });
    expect(articleGridReducer(toggled, { type: 'loaded', offset: 1, articles: [article('stale')] })).toBe(toggled);
    expect(articleGridReducer(toggled, { type: 'toggle-tag', tag: 'trail' }).selectedTags).toEqual([]);
  });

  it('picks four related articles, most shared tags first', () => {
    const current = article('now', ['trail', 'running']);
    const candidates = [
      article('now', ['trail', 'running']),
      article('r1', ['road']),
      article('t1', ['trail']),
      article('tr', ['trail', 'running']),
      article('r2', ['road']),
      article('r3', []),
      article('t2', ['running']),
    ];
    expect(relatedArticles(current, candidates).map((a) => a.id)).toEqual(['tr', 't1', 't2', 'r1']);
  });

  it('law: toggling any tag always resets the offset to 0', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100 }),
        fc.array(fc.string()),
        fc.string(),
        (offset, tags, tag) => articleGridReducer({ selectedTags: tags, offset, articles: [] }, { type: 'toggle-tag', tag }).offset === 0,
      ),
    );
  });

  it('law: related articles never include the current one and never exceed four', () => {
    const arb = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), tags: fc.subarray(['x', 'y', 'z']) }));
    fc.assert(
      fc.property(arb, (candidates) => {
        const related = relatedArticles({ id: 'a', tags: ['x'] }, candidates);
        return related.length <= 4 && related.every((item) => item.id !== 'a');
      }),
    );
  });
});

describe('benefit bar', () => {
  it('stays visible until closed, and closing is remembered', () => {
    const closed = closeBenefitBar([], 'free-returns', true);
    expect(isBenefitBarVisible('free-returns', [])).toBe(true);
    expect(isBenefitBarVisible('free-returns', closed)).toBe(false);
    expect(closeBenefitBar(closed, 'free-returns', true)).toEqual(['free-returns']);
    expect(closeBenefitBar([], 'free-returns', false)).toEqual([]);
  });

  it('law: a closable bar is hidden after closing, whatever was closed before', () => {
    fc.assert(fc.property(fc.array(fc.string()), fc.string(), (closed, id) => !isBenefitBarVisible(id, closeBenefitBar(closed, id, true))));
  });
});
