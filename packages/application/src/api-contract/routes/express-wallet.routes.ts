import { walletPayAnswerSchema, walletPayRequestSchema, walletSessionParamsSchema, walletSheetAnswerSchema } from '../express-wallet.contract.js';
import { route } from './route-definition.js';

/** The sandbox provider's wallet sheet (a separate origin in production, mounted under /psp/ here). */
export const expressWalletRoutes = {
  getWalletSheet: route('getWalletSheet', {
    summary: "The sandbox wallet's sheet for a payment session: its test contacts and cards (only the session's consumer)",
    tags: ['psp'],
    auth: 'required',
    params: walletSessionParamsSchema,
    answer: walletSheetAnswerSchema,
    errors: ['PYT404'],
  }),
  payInWalletSheet: route('payInWalletSheet', {
    summary: "Pay in the sandbox wallet's sheet with a test card: the wallet's payment data, usable once by the session's consumer",
    tags: ['psp'],
    auth: 'required',
    params: walletSessionParamsSchema,
    body: walletPayRequestSchema,
    answer: walletPayAnswerSchema,
    successStatus: 201,
    errors: ['PYT404'],
  }),
};
