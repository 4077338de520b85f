import { enCA } from './catalogues/en-CA.js';
import { enGB } from './catalogues/en-GB.js';
import { enUS, type MessageId } from './catalogues/en-US.js';
import { frCA } from './catalogues/fr-CA.js';

/** A locale's catalogue as written: ICU MessageFormat strings by message id. */
export type CatalogueSource = Readonly<Record<MessageId, string>>;

/** Every shipped locale's catalogue; en-US is the source the others are checked against. */
export const CATALOGUE_SOURCES: Readonly<Record<string, CatalogueSource>> = {
  'en-US': enUS,
  'en-CA': enCA,
  'en-GB': enGB,
  'fr-CA': frCA,
};

/** The catalogue of a locale, en-US when none is shipped for it. */
export function catalogueSource(locale: string): CatalogueSource {
  return CATALOGUE_SOURCES[locale] ?? enUS;
}
