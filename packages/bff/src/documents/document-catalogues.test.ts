import { catalogueProblems } from '@stride/web';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATALOGUES, DOCUMENTS_SAME_IN_FRENCH, documentsEnUS } from './catalogues/index.js';

// The documents' catalogues are checked as the web's and the e-mails' are (the same check): no key
// missing from a shipped locale or unknown to en-US, no ICU syntax error, no argument dropped or
// renamed, and no French message left in English.
const shipped = Object.fromEntries(Object.entries(DOCUMENT_CATALOGUES).filter(([locale]) => locale !== 'en-US'));
const translated = { 'fr-CA': DOCUMENTS_SAME_IN_FRENCH };
const french = DOCUMENT_CATALOGUES['fr-CA'] ?? documentsEnUS;

describe('the document catalogues', () => {
  it('have every key in every shipped locale, valid ICU, the same arguments, and French in French', () => {
    expect(catalogueProblems(documentsEnUS, shipped, translated)).toEqual([]);
  });

  it('fail the check on a missing key, a renamed argument and an English message in fr-CA', () => {
    const { 'invoice.title': _dropped, ...missing } = french;
    const renamed = { ...french, 'label.returnBy': 'À retourner au plus tard le {jour}' };
    const english = { ...french, 'label.items': documentsEnUS['label.items'] };
    expect(catalogueProblems(documentsEnUS, { 'fr-CA': missing }, translated)).toEqual(['fr-CA invoice.title: missing']);
    expect(catalogueProblems(documentsEnUS, { 'fr-CA': renamed }, translated)).toEqual(['fr-CA label.returnBy: arguments jour differ from en-US date']);
    expect(catalogueProblems(documentsEnUS, { 'fr-CA': english }, translated)).toEqual([
      `fr-CA label.items: not translated ("${documentsEnUS['label.items']}")`,
    ]);
  });
});
