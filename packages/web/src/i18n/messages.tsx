import { setupI18n, type I18n } from '@lingui/core';
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from './catalogues/en-US.js';

export type { MessageId } from './catalogues/en-US.js';

/** A locale's catalogue compiled ahead of use (ICU parsed once on the server), as it travels in the page state. */
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/** The values a message interpolates: `{count}`, `{name}`, plural and select arguments. */
export type MessageValues = Readonly<Record<string, string | number | Date | undefined>>;

/** Translates a message id with its values in the current locale. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface Messages {
  readonly locale: string;
  readonly t: Translate;
}

const MessagesContext = createContext<Messages | null>(null);

/**
 * The messages of a locale from its compiled catalogue; the provider below and code outside React
 * (a page's `load`) both use it.
 * @example messagesFor('fr-CA', catalogue).t('cart.title') // 'Panier'
 */
export function messagesFor(locale: string, catalogue: CompiledCatalogue): Messages {
  const known = madeMessages.get(catalogue)?.get(locale);
  if (known !== undefined) return known;
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: { ...catalogue } } });
  const made: Messages = { locale, t: (id, values) => i18n._(id, values === undefined ? undefined : { ...values }) };
  const byLocale = madeMessages.get(catalogue) ?? new Map<string, Messages>();
  byLocale.set(locale, made);
  madeMessages.set(catalogue, byLocale);
  return made;
}

// The server keeps one catalogue object per locale and renders every page with it: its Lingui instance is set up
// once (a copy of the whole catalogue each time cost every render), kept as long as the catalogue lives.
const madeMessages = new WeakMap<CompiledCatalogue, Map<string, Messages>>();

/** Gives the page's locale and catalogue to every component below it. */
export function MessagesProvider({
  locale,
  catalogue,
  children,
}: {
  readonly locale: string;
  readonly catalogue: CompiledCatalogue;
  readonly children: ReactNode;
}): ReactElement {
  const value = useMemo(() => messagesFor(locale, catalogue), [locale, catalogue]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/**
 * The current locale's messages for a component.
 * @example const { t } = useMessages(); <button>{t('product.addToCart')}</button>
 */
export function useMessages(): Messages {
  const value = useContext(MessagesContext);
  if (value === null) throw new Error('Stride: useMessages outside MessagesProvider');
  return value;
}
