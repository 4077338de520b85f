import { localeQuerySchema } from '../catalogue.contract.js';
import {
  onlineStockAnswerSchema,
  onlineStockBodySchema,
  onlineStockParamsSchema,
  stockNotificationAnswerSchema,
  stockNotificationBodySchema,
} from '../stock-notifications.contract.js';
import { route } from './route-definition.js';

/** Notify me and the restock that answers it. */
export const stockNotificationsRoutes = {
  requestStockNotification: route('requestStockNotification', {
    summary: 'Notify me: be e-mailed once when an out-of-stock size is back (a guest gives an address); asking again keeps one wait',
    tags: ['Notify me'],
    auth: 'required',
    query: localeQuerySchema,
    body: stockNotificationBodySchema,
    answer: stockNotificationAnswerSchema,
    errors: ['AUT432', 'PLP400', 'NOTIFY_ME_OFF', 'NOTIFY_ME_IN_STOCK', 'NOTIFY_ME_EMAIL_REQUIRED', 'ATTR300', 'API429'],
    bodyLimitBytes: 4 * 1024,
  }),
  setOnlineStock: route('setOnlineStock', {
    summary: 'Set a variant’s online stock (agents only); a restock e-mails the shoppers waiting for it, once each',
    tags: ['Notify me'],
    auth: 'agent',
    params: onlineStockParamsSchema,
    body: onlineStockBodySchema,
    answer: onlineStockAnswerSchema,
    errors: ['AUT432', 'PLP400', 'ATTR300'],
  }),
};
