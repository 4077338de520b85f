import type { ListsCaller } from '@stride/application/commerce';
import type { Principal } from '../principal.js';

/** The caller from the route's principal; routes with auth 'required' always have one. */
export function listsCaller(principal: Principal | undefined): ListsCaller {
  if (principal === undefined) throw new Error('list route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo };
}
