import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Messages of fr-CA that are rightly the same words as in English: the brand, the copyright line,
 * the site selector's own French name, and words French shares (Total, Province, Promotions, Pages, Menu).
 * Anything else identical to English is a string left untranslated.
 */
export const SAME_IN_FRENCH: ReadonlySet<string> = new Set([
  'header.brand',
  'footer.copyright',
  'address.province',
  'giftCard.statusActive',
  'listing.titlePage',
  'menu.open',
  'pagination.label',
  'pagination.page',
  'pickup.distanceKm',
  'promotions.label',
  'summary.total',
  'tile.ratingShort',
  // The express wallets' names (brands) and the sheet's total.
  'expressWallet.walletTitle',
  'expressWallet.payPalTitle',
  'expressWallet.total',
]);

/**
 * The translated locales (not variants of English), each with its messages that are rightly the
 * same words as English; a locale listed here fails the check on any other message equal to English.
 */
export const TRANSLATED_LOCALES: Readonly<Record<string, ReadonlySet<string>>> = { 'fr-CA': SAME_IN_FRENCH };

/** The argument names a message uses, read from its compiled form (plural and select branches included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (typeof format === 'object' && format !== null)
        for (const [key, branch] of Object.entries(format)) if (key !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
    }
  };
  try {
    walk(compileMessageOrThrow(message));
  } catch {
    // The syntax error is reported on its own.
  }
  return [...names].sort();
}

/**
 * What is wrong with the shipped catalogues, one sentence per problem (empty when all is well):
 * a key of the source missing from a locale or unknown to the source, an ICU syntax error, a
 * translation that drops or invents an argument, and in a translated locale a message left in English.
 * @example catalogueProblems(enUS, { 'fr-CA': frCA }, TRANSLATED_LOCALES) // []
 */
export function catalogueProblems(
  source: Readonly<Record<string, string>>,
  locales: Readonly<Record<string, Readonly<Record<string, string>>>>,
  translated: Readonly<Record<string, ReadonlySet<string>>>,
): string[] {
  const problems: string[] = [];
  const check = (locale: string, id: string, message: string) => {
    try {
      compileMessageOrThrow(message);
    } catch (error) {
      problems.push(`${locale} ${id}: ICU syntax error (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  for (const [id, message] of Object.entries(source)) check('en-US', id, message);
  for (const [locale, catalogue] of Object.entries(locales)) {
    for (const [id, english] of Object.entries(source)) {
      const message = catalogue[id];
      if (message === undefined) {
        problems.push(`${locale} ${id}: missing`);
        continue;
      }
      check(locale, id, message);
      if (argumentsOf(message).join() !== argumentsOf(english).join())
        problems.push(`${locale} ${id}: arguments ${argumentsOf(message).join()} differ from en-US ${argumentsOf(english).join()}`);
      const sameAsEnglish = translated[locale];
      if (sameAsEnglish !== undefined && message === english && !sameAsEnglish.has(id)) problems.push(`${locale} ${id}: not translated ("${english}")`);
    }
    for (const id of Object.keys(catalogue)) if (!(id in source)) problems.push(`${locale} ${id}: not in the en-US source`);
  }
  return problems;
}
