import { describe, expect, it } from 'vitest';
import { articleGridBlockSchema } from './articles.js';
import { validateContentDocument } from './validate-content-document.js';

const article = {
  id: 'en-us-article-x',
  kind: 'showcase',
  siteId: 'en-us',
  key: 'article/x',
  publishAt: '2026-01-01T00:00:00Z',
  content: {
    title: 'X',
    sections: [],
    article: { date: '2026-01-01', picture: { url: '/images/content/x.svg', alt: 'x' }, tags: [{ id: 'trail', label: 'Trail' }] },
  },
};

describe('article documents and the article grid block', () => {
  it('takes an article with its fields', () => {
    expect(validateContentDocument(article).isOk()).toBe(true);
  });

  it('refuses an article without its fields, with a bad date, tag id or javascript picture, with the JSON path', () => {
    const path = (doc: unknown) =>
      validateContentDocument(doc).match(
        () => 'ok',
        (failure) => failure.path,
      );
    expect(path({ ...article, content: { ...article.content, article: null } })).toBe('$.content.article');
    const fields = article.content.article;
    expect(path({ ...article, content: { ...article.content, article: { ...fields, date: '1 Jan' } } })).toBe('$.content.article.date');
    expect(path({ ...article, content: { ...article.content, article: { ...fields, tags: [{ id: 'Trail Running', label: 'x' }] } } })).toBe(
      '$.content.article.tags[0].id',
    );
    expect(path({ ...article, content: { ...article.content, article: { ...fields, tags: [] } } })).toBe('$.content.article.tags');
    expect(path({ ...article, content: { ...article.content, article: { ...fields, picture: { url: 'javascript:alert(1)', alt: '' } } } })).toBe(
      '$.content.article.picture.url',
    );
  });

  it('bounds the grid: rows 1 to 12, columns 1 to 6, known fields only', () => {
    expect(articleGridBlockSchema.safeParse({ type: 'article-grid', rows: 2, columns: { sm: 2, md: 3, lg: 4 } }).success).toBe(true);
    expect(articleGridBlockSchema.safeParse({ type: 'article-grid', rows: 0 }).success).toBe(false);
    expect(articleGridBlockSchema.safeParse({ type: 'article-grid', columns: { sm: 7 } }).success).toBe(false);
    expect(articleGridBlockSchema.safeParse({ type: 'article-grid', limit: 3 }).success).toBe(false);
  });
});
