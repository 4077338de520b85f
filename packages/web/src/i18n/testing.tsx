import type { ReactElement, ReactNode } from 'react';
import { catalogueSource } from './catalogue-sources.js';
import { compileCatalogue } from './compile-catalogue.js';
import { messagesFor, MessagesProvider, type Messages } from './messages.js';

/** A locale's messages for a unit test, compiled as the server compiles them. */
export function testMessages(locale = 'en-US'): Messages {
  return messagesFor(locale, compileCatalogue(catalogueSource(locale)));
}

/** Wraps a component under test in a locale's messages, as the page layout does. */
export function WithMessages({ locale = 'en-US', children }: { readonly locale?: string; readonly children: ReactNode }): ReactElement {
  return (
    <MessagesProvider locale={locale} catalogue={compileCatalogue(catalogueSource(locale))}>
      {children}
    </MessagesProvider>
  );
}
