import type { StockNotificationsDeps } from '@stride/application/commerce';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** Notify me's use case dependencies and its API slice, as stockNotificationsModule binds them. */
export const STOCK_NOTIFICATIONS = {
  Deps: token<StockNotificationsDeps>('stockNotifications.Deps'),
  Api: token<ApiSlice>('stockNotifications.Api'),
} as const;
