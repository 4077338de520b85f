import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalogue } from './messages.js';
import type { CatalogueSource } from './catalogue-sources.js';

/** Parses every ICU message of a catalogue once, so the browser needs no parser. */
export function compileCatalogue(source: CatalogueSource): CompiledCatalogue {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}
