import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpretSearchTerms, searchPhrasesOf, type SearchWordFacts } from './interpret-search-terms.js';

const facts = (entries: Record<string, Partial<SearchWordFacts>>): Map<string, SearchWordFacts> =>
  new Map(Object.entries(entries).map(([k, v]) => [k, { synonyms: [], colours: [], found: false, ignorable: false, correction: null, ...v }]));

describe('interpretSearchTerms', () => {
  it('reads colour words as colours, pairs with synonyms as one group, and corrects unknown words', () => {
    const known = facts({
      black: { colours: ['Black'] },
      jacket: { found: true },
      't shirt': { synonyms: ['tee'] },
      runnr: { correction: 'runner' },
      runner: { found: true, synonyms: ['running'] },
    });
    expect(interpretSearchTerms(['black', 'jacket'], known)).toEqual({ groups: [['jacket']], colours: ['Black'], didYouMean: null });
    expect(interpretSearchTerms(['t', 'shirt'], known)).toEqual({ groups: [['t shirt', 'tee']], colours: [], didYouMean: null });
    expect(interpretSearchTerms(['runnr'], known)).toEqual({ groups: [['runner', 'running']], colours: [], didYouMean: 'runner' });
  });

  it('gives every word a place: a group, a colour or dropped as ignorable, never two', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 6 }), (terms) => {
        const known = facts({ a: { found: true }, b: { colours: ['Black'] }, c: { ignorable: true }, d: { correction: 'a' } });
        const reading = interpretSearchTerms(terms, known);
        expect(reading.groups.length).toBe(terms.filter((t) => t === 'a' || t === 'd').length);
        expect(reading.colours.length).toBe(terms.includes('b') ? 1 : 0);
        expect(reading.didYouMean === null).toBe(!terms.includes('d'));
      }),
      { numRuns: 100 },
    );
    expect(searchPhrasesOf(['t', 'shirt', 'black'])).toEqual(['t', 'shirt', 'black', 't shirt', 'shirt black']);
  });
});
