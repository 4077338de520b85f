import { pgCartStore } from '@stride/adapters-storage';
import type { CartCaller, CartDeps } from '@stride/application/commerce';
import type { ApiDeps } from '../api-deps.js';
import type { Principal } from '../principal.js';

/** The cart use cases' dependencies over the API's SQL client; other slices use it to call loadCart. */
export function cartDeps(deps: Pick<ApiDeps, 'sql' | 'now'>): CartDeps {
  return { store: pgCartStore(deps.sql), now: deps.now };
}

/** The caller of a cart use case from the route's principal; routes with auth 'required' always have one. */
export function cartCaller(principal: Principal | undefined): CartCaller {
  if (principal === undefined) throw new Error('cart route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType, ...(principal.agentRole === undefined ? {} : { agentRole: principal.agentRole }) };
}
