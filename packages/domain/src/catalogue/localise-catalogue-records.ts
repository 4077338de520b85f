import type { ProductRecord, ProductSummaryRecord } from './catalogue-records.js';
import type { CatalogueGlossary } from './ports/catalogue-glossary.port.js';
import { localiseSizeLabel } from './localise-size-label.js';

/**
 * A seeded English text in the glossary's language, or as seeded when it has no translation.
 * @example glossaryText(new Map([['Flame Red', 'Rouge flamme']]), 'Flame Red') // 'Rouge flamme'
 */
export function glossaryText(glossary: CatalogueGlossary, text: string): string {
  return glossary.get(text) ?? text;
}

/**
 * A stored product with its name, description, badge, eyebrow, colour names and size labels in the
 * glossary's language, half sizes written with the locale's decimal separator (9,5 in fr-CA).
 */
export function localiseProductRecord(record: ProductRecord, glossary: CatalogueGlossary, locale = 'en-US'): ProductRecord {
  if (glossary.size === 0) return record;
  return {
    ...record,
    name: glossaryText(glossary, record.name),
    description: glossaryText(glossary, record.description),
    badge: record.badge === null ? null : glossaryText(glossary, record.badge),
    eyebrow: record.eyebrow === null ? null : glossaryText(glossary, record.eyebrow),
    colours: record.colours.map((c) => ({ ...c, name: glossaryText(glossary, c.name) })),
    variants: record.variants.map((v) => ({ ...v, sizeLabel: localiseSizeLabel(glossaryText(glossary, v.sizeLabel), locale) })),
  };
}

/** A search tile with its name, badge, eyebrow and colour names in the glossary's language. */
export function localiseProductSummary(summary: ProductSummaryRecord, glossary: CatalogueGlossary): ProductSummaryRecord {
  if (glossary.size === 0) return summary;
  return {
    ...summary,
    name: glossaryText(glossary, summary.name),
    badge: summary.badge === null ? null : glossaryText(glossary, summary.badge),
    eyebrow: summary.eyebrow === null ? null : glossaryText(glossary, summary.eyebrow),
    colours: summary.colours.map((c) => ({ ...c, name: glossaryText(glossary, c.name) })),
  };
}
