import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import {
  cancelWalletSession,
  merchantValidation,
  paymentAuthorised,
  shippingContactSelected,
  shippingMethodSelected,
  type ApplicableShippingMethodAnswer,
  type CartAnswer,
  type WalletFailure,
  type WalletSession,
} from '@stride/application/storefront';
import { PHONE_COUNTRIES } from '@stride/domain/phone';
import { useMarket, useNavigate } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { type Messages, type MessageId, useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import type { CartLineInput } from '../../state/cart.js';
import { Dialog } from '../../ui/dialog.js';
import { formatPrice } from '../../ui/format-price.js';
import { createExpressWalletApi } from './express-wallet-api.js';

const SHEET_ID = 'express-wallet';
/** The confirmation's query after an express purchase from a product page (account section 2). */
const CONFIRMATION_CONTEXT = 'applePayPdp';
const COUNTRY_CODES = PHONE_COUNTRIES.map((c) => c.code);
const CONTACT_FIELDS = new Set(['givenName', 'familyName', 'addressLines', 'locality', 'administrativeArea', 'postalCode', 'countryCode', 'phoneNumber']);

type Sheet =
  | { readonly kind: 'starting' }
  | { readonly kind: 'failed'; readonly failure: WalletFailure }
  | {
      readonly kind: 'ready' | 'busy';
      readonly session: WalletSession;
      readonly contactId: string;
      readonly methods: readonly ApplicableShippingMethodAnswer[];
      readonly code: string;
      readonly cart: CartAnswer;
    };

/** A wallet failure in the shopper's words (account section 8's wallet rows). */
function failureText({ t }: Messages, failure: WalletFailure): string {
  switch (failure.kind) {
    case 'country':
      return t('expressWallet.countryError');
    case 'cityLength':
      return t('expressWallet.cityLengthError');
    case 'billingCountry':
      return t('expressWallet.billingCountryError');
    case 'unserviceable':
      return t('expressWallet.shippingMethodError');
    case 'methodList':
      return t('expressWallet.methodListError');
    case 'contact':
      return CONTACT_FIELDS.has(failure.field)
        ? t('expressWallet.contactError', { field: t(`expressWallet.field.${failure.field}` as MessageId) })
        : t('expressWallet.contactErrorAny');
    default:
      return t('expressWallet.failed');
  }
}

export interface ExpressWalletSheetProps {
  readonly wallet: 'DW_APPLE_PAY' | 'PAYPAL';
  readonly line: CartLineInput;
  readonly productName: string;
  /** Told once the session has ended: paid (true), or cancelled or failed and closed. */
  readonly onEnd: (placed: boolean) => void;
}

/**
 * The sandbox wallet's sheet, standing in for the wallet vendor's payment sheet: the product, the wallet's contacts
 * (shipping address), the delivery method, the card, the total, Pay and Cancel. It drives the express flow of account
 * section 4 over the sandbox provider; a failure at any step completes the session with its message.
 */
export function ExpressWalletSheet({ wallet, line, productName, onEnd }: ExpressWalletSheetProps): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const market = useMarket();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const base = useApi();
  const api = useMemo(() => createExpressWalletApi(base), [base]);
  const [sheet, setSheet] = useState<Sheet>({ kind: 'starting' });
  const [cardId, setCardId] = useState('');
  const session = useRef<WalletSession | null>(null);
  const ended = useRef(false);
  const format = (amount: number) => formatPrice(amount, market.currency, market.locale);

  /** A failure completes the session: the wallet's basket gives its line back, and the sheet says why. */
  const fail = (failure: WalletFailure) => {
    if (session.current !== null) void cancelWalletSession(api, session.current);
    session.current = null;
    setSheet({ kind: 'failed', failure });
  };

  const selectContact = async (opened: WalletSession, contactId: string) => {
    const contact = opened.sheet.contacts.find((c) => c.id === contactId);
    if (contact === undefined) return;
    setSheet((before) => (before.kind === 'ready' ? { ...before, kind: 'busy', contactId } : before));
    const chosen = await shippingContactSelected(api, opened, { contact, storeCountry: market.countryCode });
    if (chosen.isErr()) fail(chosen.error);
    else setSheet({ kind: 'ready', session: opened, contactId, ...chosen.value });
  };

  useEffect(() => {
    dialogs.open(SHEET_ID);
    void merchantValidation(api, { wallet, product: { productId: line.productId, upc: line.upc ?? '' }, referer: window.location.pathname }).then((opened) => {
      if (opened.isErr()) return fail(opened.error);
      session.current = opened.value;
      setCardId(opened.value.sheet.cards[0]?.id ?? '');
      // The wallet offers the shopper's address in the store's country first, as a wallet's default address would be.
      const contacts = opened.value.sheet.contacts;
      const first = contacts.find((c) => c.countryCode === market.countryCode) ?? contacts[0];
      if (first === undefined) return fail({ kind: 'unknown' });
      setSheet({ kind: 'ready', session: opened.value, contactId: first.id, methods: [], code: '', cart: opened.value.cart });
      return selectContact(opened.value, first.id);
    });
    // One wallet session per sheet: it starts once, when the sheet opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const end = () => {
    if (ended.current) return;
    ended.current = true;
    dialogs.close(SHEET_ID);
    onEnd(false);
  };
  const cancel = () => {
    if (session.current !== null) void cancelWalletSession(api, session.current);
    session.current = null;
    end();
  };

  const selectMethod = async (code: string) => {
    if (sheet.kind !== 'ready') return;
    setSheet({ ...sheet, kind: 'busy', code });
    const priced = await shippingMethodSelected(api, sheet.session, code);
    if (priced.isErr()) fail(priced.error);
    else setSheet({ ...sheet, kind: 'ready', code, cart: priced.value });
  };

  const pay = async () => {
    if (sheet.kind !== 'ready') return;
    const contact = sheet.session.sheet.contacts.find((c) => c.id === sheet.contactId);
    if (contact === undefined) return;
    setSheet({ ...sheet, kind: 'busy' });
    const placed = await paymentAuthorised(api, sheet.session, { contact, cardId, storeCountry: market.countryCode, countryCodes: COUNTRY_CODES });
    if (placed.isErr()) return fail(placed.error);
    session.current = null;
    ended.current = true;
    await navigate(`/order-confirmation?orderNumber=${encodeURIComponent(placed.value.orderNumber)}&storeContext=${CONFIRMATION_CONTEXT}`);
    dialogs.close(SHEET_ID);
    onEnd(true);
  };

  const title = t(wallet === 'PAYPAL' ? 'expressWallet.payPalTitle' : 'expressWallet.walletTitle');
  return createPortal(
    <Dialog id={SHEET_ID} title={title} height="large" onClose={sheet.kind === 'failed' ? end : cancel}>
      <div className="express-wallet-sheet">
        <p className="express-wallet-sheet__note">{t('expressWallet.sandboxNote')}</p>
        <p className="express-wallet-sheet__product">{productName}</p>
        {sheet.kind === 'starting' ? <p role="status">{t('expressWallet.starting')}</p> : null}
        {sheet.kind === 'failed' ? (
          <>
            <p className="field-error" role="alert">
              {failureText(messages, sheet.failure)}
            </p>
            <button type="button" className="button" onClick={end}>
              {t('expressWallet.close')}
            </button>
          </>
        ) : null}
        {sheet.kind === 'ready' || sheet.kind === 'busy' ? (
          <WalletChoices
            sheet={sheet}
            cardId={cardId}
            format={format}
            onContact={(id) => void selectContact(sheet.session, id)}
            onMethod={(code) => void selectMethod(code)}
            onCard={setCardId}
            onPay={() => void pay()}
            onCancel={cancel}
          />
        ) : null}
      </div>
    </Dialog>,
    document.body,
  );
}

interface WalletChoicesProps {
  readonly sheet: Extract<Sheet, { kind: 'ready' | 'busy' }>;
  readonly cardId: string;
  readonly format: (amount: number) => string;
  readonly onContact: (id: string) => void;
  readonly onMethod: (code: string) => void;
  readonly onCard: (id: string) => void;
  readonly onPay: () => void;
  readonly onCancel: () => void;
}

/** The sheet's choices (contact, delivery, card), the total, and Pay or Cancel. */
function WalletChoices({ sheet, cardId, format, onContact, onMethod, onCard, onPay, onCancel }: WalletChoicesProps): ReactElement {
  const { t } = useMessages();
  const busy = sheet.kind === 'busy';
  const { contacts, cards } = sheet.session.sheet;
  return (
    <form
      className="express-wallet-sheet__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && sheet.code !== '') onPay();
      }}
    >
      <label>
        {t('expressWallet.shipTo')}
        <select value={sheet.contactId} disabled={busy} onChange={(event) => onContact(event.target.value)}>
          {contacts.map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.givenName} ${c.familyName}, ${c.addressLines.join(' ')}, ${c.locality} ${c.postalCode}, ${c.countryCode}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('expressWallet.delivery')}
        <select value={sheet.code} disabled={busy || sheet.methods.length === 0} onChange={(event) => onMethod(event.target.value)}>
          {sheet.methods.map((m) => (
            <option key={m.code} value={m.code}>
              {`${m.label} (${format(m.price.amount)})`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('expressWallet.payWith')}
        <select value={cardId} disabled={busy} onChange={(event) => onCard(event.target.value)}>
          {cards.map((c) => (
            <option key={c.id} value={c.id}>
              {t(c.outcome === 'REFUSED' ? 'expressWallet.cardDeclines' : 'expressWallet.card', { brand: c.brand, last4: c.last4 })}
            </option>
          ))}
        </select>
      </label>
      <p className="express-wallet-sheet__total">
        {t('expressWallet.total')} <strong data-testid="wallet-total">{format(sheet.cart.totals.total)}</strong>
      </p>
      {busy ? <p role="status">{t('expressWallet.working')}</p> : null}
      <div className="express-wallet-sheet__actions">
        <button type="submit" className="button-primary" aria-disabled={busy || sheet.code === '' ? 'true' : undefined}>
          {t('expressWallet.pay')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('expressWallet.cancel')}
        </button>
      </div>
    </form>
  );
}
