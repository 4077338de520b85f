import type { DeliveryCaller } from '@stride/application/commerce';
import type { Principal } from '../principal.js';

/** The caller from the route's principal; routes with auth 'required' always have one. */
export function deliveryCaller(principal: Principal | undefined, siteLocale?: string): DeliveryCaller {
  if (principal === undefined) throw new Error('delivery route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, siteLocale };
}
