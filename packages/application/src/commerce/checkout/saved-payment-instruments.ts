import { isCardExpiryValid, isSameCard, mainCardAfter, maskGiftCardNumber, type SavedCardChange, type SavedInstrumentBook } from '@stride/domain/checkout';
import type { SavedInstrumentsUnitOfWork } from '@stride/domain/checkout';
import { strideError, type StrideError } from '@stride/domain/errors';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import { err, ok, type Result } from 'neverthrow';
import type { ConsumerPaymentInstrumentsAnswer, SavePaymentInstrumentRequest, UpdatePaymentInstrumentRequest } from '../../api-contract/checkout.contract.js';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { findGiftCardWithPin, type BalanceCheckWho } from './check-gift-card-balance.js';

// Account section 7 (payment instruments) with commerce section 4's main card: a card is saved from the
// provider token its owner made (only brand, last four, expiry and holder are kept, by the provider's token
// row); a gift card from its number once its PIN checks. The main-card rules are the domain's (main-card.ts).

/** What saving and listing instruments run on. */
export interface SavedInstrumentsDeps extends Pick<CheckoutDeps, 'reader' | 'throttle' | 'now' | 'randomBytes' | 'captcha'> {
  readonly wallet: SavedInstrumentsUnitOfWork;
}

type Instrument = ConsumerPaymentInstrumentsAnswer['payment_instruments'][number];

const SAVED_GIFT_CARD_PREFIX = 'sgc_';

/** A random saved gift card id (`sgc_` and 32 URL-safe characters). */
function giftCardId(randomBytes: (size: number) => Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return SAVED_GIFT_CARD_PREFIX + [...randomBytes(32)].map((byte) => alphabet[byte % 64]).join('');
}

/** The consumer's saved cards (main first) and gift cards, as the list answers them: one mapper. */
export async function savedInstrumentsOf(book: SavedInstrumentBook): Promise<Instrument[]> {
  const cards = (await book.cards()).sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const giftCards = await book.giftCards();
  return [
    ...cards.map((card) => ({
      paymentInstrumentId: card.token,
      payment_method_id: 'CREDIT_CARD' as const,
      card: {
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        ...(card.holderName === null ? {} : { holderName: card.holderName }),
        isMain: card.isMain,
      },
    })),
    ...giftCards.map((gift) => ({
      paymentInstrumentId: gift.id,
      payment_method_id: 'GIFT_CARD' as const,
      giftCard: {
        maskedNumber: maskGiftCardNumber(gift.number),
        balance: toMajorUnits(moneyOf(gift.balanceMinor, gift.currency)),
        currency: gift.currency,
        expiryDate: gift.expiresAt?.toISOString().slice(0, 10) ?? null,
      },
    })),
  ];
}

/** Runs a change of a registered consumer's instruments: PRO404 for a guest (a guest keeps nothing). */
async function changeWallet<T>(
  deps: SavedInstrumentsDeps,
  caller: CheckoutCaller,
  change: (book: SavedInstrumentBook) => Promise<Result<T, StrideError>>,
): Promise<Result<T, StrideError>> {
  const payer = await deps.reader.payers.find(caller.consumerNo);
  if (payer === null || !payer.registered) return err(strideError('PRO404'));
  return deps.wallet.run(caller.consumerNo, change);
}

/** Applies the main-card rule to a change of the book. */
async function settleMain(book: SavedInstrumentBook, before: readonly { token: string; isMain: boolean }[], change: SavedCardChange): Promise<void> {
  const main = mainCardAfter(
    before.map((card) => ({ id: card.token, isMain: card.isMain })),
    change,
  );
  if (main !== (before.find((card) => card.isMain)?.token ?? null)) await book.setMain(main);
}

/**
 * `POST /consumers-v3/consumer/payment_instruments` with a card: the provider token must be the caller's
 * (another consumer's answers PYT404, as an unknown one); the same card saved twice is PYT300.
 */
export async function saveConsumerCard(
  deps: SavedInstrumentsDeps,
  caller: CheckoutCaller,
  body: Extract<SavePaymentInstrumentRequest, { payment_method_id: 'CREDIT_CARD' }>,
): Promise<Result<{ card: { paymentInstrumentId: string } }, StrideError>> {
  const captcha = deps.captcha === undefined ? ok(undefined) : await deps.captcha.verify(body.recaptcha_response, 'paymentInstrument');
  if (captcha.isErr()) return err(captcha.error);
  return changeWallet(deps, caller, async (book) => {
    const card = await book.ownToken(body.token);
    if (card === null) return err(strideError('PYT404'));
    const saved = await book.cards();
    if (card.isSaved || saved.some((other) => isSameCard(other, card))) return err(strideError('PYT300'));
    await book.setSaved(card.token, true);
    await settleMain(book, saved, { kind: 'add', id: card.token, main: body.isMain });
    return ok({ card: { paymentInstrumentId: card.token } });
  });
}

/**
 * `POST /consumers-v3/consumer/payment_instruments` with a gift card: checked with its PIN (failures count
 * against the gift card limits, as a balance check does); the PIN is not kept; saved twice is PYT300.
 */
export async function saveConsumerGiftCard(
  deps: SavedInstrumentsDeps,
  caller: CheckoutCaller,
  body: Extract<SavePaymentInstrumentRequest, { payment_method_id: 'GIFT_CARD' }>,
  who: BalanceCheckWho,
): Promise<Result<{ giftCard: { paymentInstrumentId: string } }, StrideError>> {
  const payer = await deps.reader.payers.find(caller.consumerNo);
  if (payer === null || !payer.registered) return err(strideError('PRO404'));
  const found = await findGiftCardWithPin(deps, { giftCardNumber: body.giftCardNumber, pin: body.pin }, who);
  if (found.isErr()) return err(found.error);
  if (found.value.expiresAt !== null && found.value.expiresAt <= deps.now()) return err(strideError('GFC812'));
  return changeWallet(deps, caller, async (book) => {
    const id = giftCardId(deps.randomBytes);
    return (await book.addGiftCard(id, found.value.number)) ? ok({ giftCard: { paymentInstrumentId: id } }) : err(strideError('PYT300'));
  });
}

/** `PATCH .../payment_instruments/{id}`: a saved card's main flag, renewed expiry (FE309 when past) or holder. */
export async function updateConsumerCard(
  deps: SavedInstrumentsDeps,
  caller: CheckoutCaller,
  paymentInstrumentId: string,
  body: UpdatePaymentInstrumentRequest,
): Promise<Result<ConsumerPaymentInstrumentsAnswer, StrideError>> {
  return changeWallet(deps, caller, async (book) => {
    const saved = await book.cards();
    const card = saved.find((candidate) => candidate.token === paymentInstrumentId);
    if (card === undefined) return err(strideError('PYT404'));
    if (body.expiryMonth !== undefined && body.expiryYear !== undefined) {
      if (!isCardExpiryValid({ expiryMonth: body.expiryMonth, expiryYear: body.expiryYear }, deps.now())) return err(strideError('FE309'));
    }
    if (body.expiryMonth !== undefined || body.holderName !== undefined) {
      await book.updateDetails(card.token, {
        expiryMonth: body.expiryMonth ?? card.expiryMonth,
        expiryYear: body.expiryYear ?? card.expiryYear,
        holderName: body.holderName ?? card.holderName,
      });
    }
    if (body.isMain !== undefined) await settleMain(book, saved, { kind: 'mark', id: card.token, main: body.isMain });
    return ok({ payment_instruments: await savedInstrumentsOf(book) });
  });
}

/** `DELETE .../payment_instruments/{id}`: off the account (a main card hands over to the oldest left). */
export async function deleteConsumerInstrument(
  deps: SavedInstrumentsDeps,
  caller: CheckoutCaller,
  paymentInstrumentId: string,
): Promise<Result<ConsumerPaymentInstrumentsAnswer, StrideError>> {
  return changeWallet(deps, caller, async (book) => {
    if (paymentInstrumentId.startsWith(SAVED_GIFT_CARD_PREFIX)) {
      if (!(await book.removeGiftCard(paymentInstrumentId))) return err(strideError('PYT404'));
      return ok({ payment_instruments: await savedInstrumentsOf(book) });
    }
    const saved = await book.cards();
    if (!saved.some((card) => card.token === paymentInstrumentId)) return err(strideError('PYT404'));
    const main = mainCardAfter(
      saved.map((card) => ({ id: card.token, isMain: card.isMain })),
      { kind: 'remove', id: paymentInstrumentId },
    );
    await book.setSaved(paymentInstrumentId, false);
    await book.setMain(main);
    return ok({ payment_instruments: await savedInstrumentsOf(book) });
  });
}

/** `GET /consumers-v3/consumer/payment_instruments`'s cards and gift cards, read without a lock. */
export async function listConsumerInstruments(deps: SavedInstrumentsDeps, caller: CheckoutCaller): Promise<Instrument[]> {
  return savedInstrumentsOf(deps.wallet.reader(caller.consumerNo));
}
