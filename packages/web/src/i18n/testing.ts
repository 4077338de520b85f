import { catalogueSource } from './catalogue-sources.js';
import { compileCatalogue } from './compile-catalogue.js';
import { messagesFor, type Messages } from './messages.js';

/** A locale's messages for a unit test, compiled as the server compiles them. */
export function testMessages(locale = 'en-US'): Messages {
  return messagesFor(locale, compileCatalogue(catalogueSource(locale)));
}
