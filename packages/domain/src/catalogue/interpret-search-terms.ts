/** What the catalogue knows about one search word or two-word phrase, as the search index read it. */
export interface SearchWordFacts {
  /** Alternatives kept as data: "tee" for "t shirt", "sneaker" and "trainer" for "shoe". */
  readonly synonyms: readonly string[];
  /** Colour names (as stored) the word is part of, when no product name uses it: "black", "red" (Flame Red). */
  readonly colours: readonly string[];
  /** Whether some product's document holds the word (after stemming: "jackets" holds for jacket). */
  readonly found: boolean;
  /** A word the language drops ("the", "s"): searched for nothing. */
  readonly ignorable: boolean;
  /** The nearest known word by spelling when the word is not found ("runner" for "runnr"), or null. */
  readonly correction: string | null;
}

/** A query read for search: groups of alternatives all of which must match, colours to refine by, and the corrected query. */
export interface SearchInterpretation {
  /** Every group must match; within a group any alternative (a word or a phrase of words) will do. */
  readonly groups: readonly (readonly string[])[];
  readonly colours: readonly string[];
  /** The query with corrected words, when a word was corrected; null otherwise. */
  readonly didYouMean: string | null;
}

const NO_FACTS: SearchWordFacts = { synonyms: [], colours: [], found: false, ignorable: false, correction: null };

/** The phrases whose facts a query's interpretation needs: every word and every two neighbouring words. */
export function searchPhrasesOf(terms: readonly string[]): string[] {
  return [...new Set([...terms, ...terms.slice(1).map((term, i) => `${terms[i]} ${term}`)])];
}

/**
 * Reads search words with what the catalogue knows of them: a two-word phrase with synonyms ("t shirt")
 * is one group; a colour word becomes a colour refinement; a found word is a group with its synonyms;
 * a word not found is replaced by its correction (and the corrected query is offered as a did-you-mean);
 * a word with neither stays, so the search finds nothing rather than something unrelated.
 * @example interpretSearchTerms(['black', 'jackets'], facts) // { groups: [['jackets']], colours: ['Black'], didYouMean: null }
 */
export function interpretSearchTerms(terms: readonly string[], facts: ReadonlyMap<string, SearchWordFacts>): SearchInterpretation {
  const factsOf = (phrase: string): SearchWordFacts => facts.get(phrase) ?? NO_FACTS;
  const groups: string[][] = [];
  const colours = new Set<string>();
  const written: string[] = [];
  let corrected = false;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] ?? '';
    const pair = i + 1 < terms.length ? `${term} ${terms[i + 1] ?? ''}` : null;
    if (pair !== null && factsOf(pair).synonyms.length > 0) {
      groups.push([pair, ...factsOf(pair).synonyms]);
      written.push(pair);
      i++;
      continue;
    }
    const own = factsOf(term);
    const unknown = !own.found && !own.ignorable && own.colours.length === 0 && own.synonyms.length === 0;
    const fix = unknown ? own.correction : null;
    // A correction is a word the catalogue holds: found, whatever facts were read for it.
    const word = fix ?? term;
    const read = fix === null ? own : (facts.get(fix) ?? { ...NO_FACTS, found: true });
    written.push(word);
    if (fix !== null) corrected = true;
    if (read.ignorable) continue;
    if (read.colours.length > 0) read.colours.forEach((colour) => colours.add(colour));
    else groups.push([word, ...read.synonyms]);
  }
  return { groups, colours: [...colours], didYouMean: corrected ? written.join(' ') : null };
}
