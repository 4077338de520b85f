import type { Migration } from './migration.js';

/**
 * Catalogue data in another language than the English it is seeded in: product, colour, size and
 * promotion names and product descriptions, keyed by the English text, one row per locale. A text
 * without a row is shown as seeded.
 */
export const migration0008CatalogueTranslations: Migration = {
  id: '0008_catalogue_translations',
  sql: `
    CREATE TABLE catalogue_translations (
      locale       text NOT NULL,
      source_text  text NOT NULL,
      text         text NOT NULL,
      PRIMARY KEY (locale, source_text)
    );
  `,
};
