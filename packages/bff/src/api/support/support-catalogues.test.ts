import { CONTACT_CATEGORIES } from '@stride/domain/identity';
import { catalogueProblems } from '@stride/web';
import { describe, expect, it } from 'vitest';
import { SUPPORT_CATALOGUES, supportEnUS } from './catalogues/index.js';

// Customer care's catalogues are checked as the web's, the e-mails' and the documents' are, and hold a label for
// every category and subject the domain lists.
describe('the customer care catalogues', () => {
  it('have every key in every shipped locale, valid ICU, and French in French', () => {
    const shipped = Object.fromEntries(Object.entries(SUPPORT_CATALOGUES).filter(([locale]) => locale !== 'en-US'));
    expect(catalogueProblems(supportEnUS, shipped, { 'fr-CA': new Set<string>() })).toEqual([]);
  });

  it('label every category and subject of the contact form, and nothing else', () => {
    const ids = CONTACT_CATEGORIES.flatMap((c) => [`category.${c.id}`, ...c.subjects.map((s) => `subject.${s}`)]);
    expect(Object.keys(supportEnUS).sort()).toEqual([...ids].sort());
  });
});
