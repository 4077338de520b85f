import { catalogueProblems } from '@stride/web';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGUES, EMAIL_SAME_IN_FRENCH, emailEnUS } from './catalogues/index.js';
import { linguiEmailComposer } from './lingui-email-composer.js';

// The e-mails' catalogues are checked as the web's are (the same check): no key missing from a
// shipped locale or unknown to en-US, no ICU syntax error, no argument dropped or renamed, and no
// French message left in English.
const shipped = Object.fromEntries(Object.entries(EMAIL_CATALOGUES).filter(([locale]) => locale !== 'en-US'));
const translated = { 'fr-CA': EMAIL_SAME_IN_FRENCH };

describe('the e-mail catalogues', () => {
  it('have every key in every shipped locale, valid ICU, the same arguments, and French in French', () => {
    expect(catalogueProblems(emailEnUS, shipped, translated)).toEqual([]);
  });

  it('fail the check on a missing key, a renamed argument and an English message in fr-CA', () => {
    const { 'passwordReset.subject': _dropped, ...missing } = EMAIL_CATALOGUES['fr-CA'] ?? emailEnUS;
    const renamed = { ...EMAIL_CATALOGUES['fr-CA'], 'passwordReset.body': 'Ouvrez {lien}' };
    const english = { ...EMAIL_CATALOGUES['fr-CA'], 'orderConfirmation.intro': emailEnUS['orderConfirmation.intro'] };
    expect(catalogueProblems(emailEnUS, { 'fr-CA': missing }, translated)).toEqual(['fr-CA passwordReset.subject: missing']);
    expect(catalogueProblems(emailEnUS, { 'fr-CA': renamed }, translated)).toEqual(['fr-CA passwordReset.body: arguments lien differ from en-US link']);
    expect(catalogueProblems(emailEnUS, { 'fr-CA': english }, translated)).toEqual([
      `fr-CA orderConfirmation.intro: not translated ("${emailEnUS['orderConfirmation.intro']}")`,
    ]);
  });
});

describe('linguiEmailComposer', () => {
  const composer = linguiEmailComposer();
  const link = 'https://stride.example/forgot-password?token=abc';

  it('words an e-mail in the site’s language, en-US for a locale without a catalogue', () => {
    expect(composer.compose({ template: 'password-reset', link }, 'fr-CA').subject).toBe('Réinitialisez votre mot de passe Stride');
    expect(composer.compose({ template: 'loyalty-confirmation', link }, 'fr-CA').body).toContain(`ouvrez ce lien :\n${link}\n`);
    expect(composer.compose({ template: 'password-reset', link }, 'de-DE').subject).toBe('Reset your Stride password');
  });

  it('writes money by the site’s rule and the date in the site’s short form and time zone', () => {
    const money = (amount: number, currency: string) => ({ amount, currency });
    const order = (currency: string, tax: number) => ({
      template: 'order-confirmation' as const,
      orderNumber: 'ST0000000001',
      placedAt: new Date('2026-11-26T03:00:00Z'),
      lines: [{ productName: 'Pace Runner 3', colourName: 'Flame Red', sizeLabel: '9.5', qty: 1, rowTotal: money(12999, currency), isBonus: false }],
      itemTotal: money(12999, currency),
      discount: money(0, currency),
      shipping: money(0, currency),
      tax: money(tax, currency),
      total: money(12999 + tax, currency),
    });
    const fr = composer.compose(order('CAD', 1690), 'fr-CA').body;
    expect(fr).toContain('Commande ST0000000001, passée le 2026-11-25');
    expect(fr).toContain('Total : 146,89\u00a0CAD');
    const uk = composer.compose(order('GBP', 0), 'en-GB').body;
    expect(uk).toContain('placed on 26/11/2026');
    expect(uk).toContain('Total: £129.99');
    expect(uk).not.toContain('VAT');
    expect(composer.compose(order('USD', 1690), 'en-US').body).toContain('placed on 11/25/2026');
  });

  it('words a gift card with its number in groups of four, its PIN and amount, a gift’s recipient and message, and a resend’s warning', () => {
    const card = {
      template: 'gift-card' as const,
      orderNumber: 'ST0000000001',
      giftCardNumber: '7777123456789012',
      pin: '0421',
      amount: { amount: 5000, currency: 'CAD' },
      gift: null,
      resent: false,
    };
    const mine = composer.compose(card, 'fr-CA');
    expect(mine.subject).toBe('Votre carte-cadeau Stride');
    expect(mine.body).toContain('Voici la carte-cadeau Stride de votre commande ST0000000001.');
    expect(mine.body).toContain('Montant : 50,00\u00a0CAD\nNuméro de la carte : 7777 1234 5678 9012\nNIP : 0421');
    expect(mine.body).not.toContain('nouveau NIP');
    const gift = { recipientName: 'Sam', senderName: 'Ada Lovelace', message: 'Happy birthday!' };
    const sent = composer.compose({ ...card, amount: { amount: 5000, currency: 'USD' }, gift, resent: true }, 'en-US');
    expect(sent.subject).toBe('A Stride gift card for Sam');
    expect(sent.body).toContain('Hello Sam, Ada Lovelace sent you a Stride gift card.\nTheir message: “Happy birthday!”');
    expect(sent.body).toContain('Amount: $50.00');
    expect(sent.body).toContain('the PIN of the earlier e-mail no longer works.');
    expect(composer.compose({ ...card, gift: { ...gift, senderName: null } }, 'en-US').body).toContain('Hello Sam, you have been sent a Stride gift card.');
  });
});
