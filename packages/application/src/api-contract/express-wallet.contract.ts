import { z } from 'zod';

/** Path of the sandbox wallet sheet's calls: the payment session it belongs to. */
export const walletSessionParamsSchema = z.object({ sessionId: z.string().regex(/^ses_[A-Za-z0-9_-]{16,64}$/) });

/** A contact the wallet hands over, in the wallet's own field names (account section 5). */
export const walletContactSchema = z.object({
  id: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  addressLines: z.array(z.string()),
  locality: z.string(),
  administrativeArea: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
});

/** `GET /psp/v1/wallet/{sessionId}`: what the sandbox wallet's sheet offers: its contacts and the method's test cards. */
export const walletSheetAnswerSchema = z.object({
  sessionId: z.string(),
  paymentMethodId: z.enum(['DW_APPLE_PAY', 'PAYPAL']),
  contacts: z.array(walletContactSchema),
  cards: z.array(z.object({ id: z.string(), brand: z.string(), last4: z.string(), outcome: z.enum(['AUTHORISED', 'REFUSED']) })),
});

/** `POST /psp/v1/wallet/{sessionId}/payments`: the shopper pays in the sheet with one of its cards. */
export const walletPayRequestSchema = z.object({ cardId: z.string().trim().min(1).max(40) });
/** The wallet's payment data (for the payment instrument call) with the provider's payment and payer ids. */
export const walletPayAnswerSchema = z.object({ paymentData: z.string(), paymentId: z.string(), payerId: z.string() });

export type WalletContactAnswer = z.infer<typeof walletContactSchema>;
export type WalletSheetAnswer = z.infer<typeof walletSheetAnswerSchema>;
export type WalletPayAnswer = z.infer<typeof walletPayAnswerSchema>;
