/** Who holds a basket now, who created it, and whether it is still open. */
export interface BasketHolding {
  readonly consumerNo: string;
  readonly createdBy?: string | null | undefined;
  readonly status: string;
}

/**
 * Why a caller may not use a basket: undefined when it is the caller's own; AUT498 (INVALID_CUSTOMER) when the caller
 * created it and a sign-in has since given it (or merged its lines) to an account, so the caller's copy names a basket
 * of another customer now; BSK404 for everything else, a stranger's basket answering exactly like a missing one.
 * @example basketAccessRefusal({ consumerNo: 'account', createdBy: 'guest', status: 'OPEN' }, 'guest') // 'AUT498'
 */
export function basketAccessRefusal(
  basket: BasketHolding | null,
  callerConsumerNo: string,
  options: { readonly includeClosed?: boolean } = {},
): 'AUT498' | 'BSK404' | undefined {
  if (basket === null) return 'BSK404';
  const createdByCaller = basket.createdBy === callerConsumerNo;
  if (basket.consumerNo !== callerConsumerNo) return createdByCaller ? 'AUT498' : 'BSK404';
  if (basket.status === 'MERGED' && createdByCaller) return 'AUT498';
  return basket.status !== 'OPEN' && options.includeClosed !== true ? 'BSK404' : undefined;
}
