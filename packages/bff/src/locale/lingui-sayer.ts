import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Words one message of a catalogue, its ICU placeholders filled. */
export type Say<Id extends string> = (id: Id, values?: Readonly<Record<string, string | number>>) => string;

/**
 * A sayer for one locale over its catalogue (ICU MessageFormat), compiled once here with Lingui.
 * @example sayerFor({ hello: 'Hello {name}' }, 'en-US')('hello', { name: 'Ada' }) // 'Hello Ada'
 */
export function sayerFor<Id extends string>(catalogue: Readonly<Record<Id, string>>, locale: string): Say<Id> {
  const compiled = Object.fromEntries(Object.entries<string>(catalogue).map(([id, message]) => [id, compileMessage(message)]));
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return (id, values) => i18n._(id, values === undefined ? undefined : { ...values });
}

/**
 * The sayers of a set of catalogues, each made on first use; a locale without a catalogue is worded in en-US.
 * @example sayers(CATALOGUES)('de-DE') // the en-US sayer
 */
export function sayers<Id extends string>(catalogues: Readonly<Record<string, Readonly<Record<Id, string>>>>): (locale: string) => Say<Id> {
  const made = new Map<string, Say<Id>>();
  return (locale) => {
    const known = catalogues[locale] === undefined ? 'en-US' : locale;
    let say = made.get(known);
    if (say === undefined) {
      const catalogue = catalogues[known];
      if (catalogue === undefined) throw new Error('the catalogues have no en-US');
      say = sayerFor(catalogue, known);
      made.set(known, say);
    }
    return say;
  };
}
