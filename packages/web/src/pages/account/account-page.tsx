import { useEffect, type ReactElement } from 'react';
import {
  apiFailureStatus,
  loyaltyVouchersAnswerSchema,
  purchaseHistoryAnswerSchema,
  type OrderAnswer,
} from '@stride/application/storefront';
import { needsEmployeeTermsDialog, paginationItems } from '@stride/domain';
import type { LoadArgs } from '../../app/router.js';
import { Link, useMarket, usePageData, useReload } from '../../app/router.js';
import { SignInForm } from '../../auth/sign-in-form.js';
import { SignOutButton } from '../../auth/sign-out-button.js';
import { EMPLOYEE_TERMS_DIALOG, SIGN_UP_DIALOG } from '../../auth/use-auth-actions.js';
import { useDialogs } from '../../state/dialogs.js';
import { isSignedIn, readStoredSession, useSession, type SessionInfo } from '../../state/session.js';
import { formatPrice } from '../../ui/format-price.js';
import { PageHead } from '../../ui/page-head.js';
import './account-page.css';

/** Orders per page of the history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export interface AccountData {
  readonly signedIn: boolean;
  /** Where the answer was read: a server render cannot renew an expired access cookie, the browser can. */
  readonly source: 'server' | 'browser';
  readonly page: number;
  readonly history: { readonly orders: readonly OrderAnswer[]; readonly total: number } | null;
  readonly historyFailed: boolean;
  readonly loyalty: { readonly memberId: string | null; readonly points: number } | null;
}

function pageOf(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 && page <= 1000 ? page : 1;
}

/**
 * The account's orders and points. The API has no profile call yet, so on the server the loyalty
 * call tells a guest (REW401 or no token) from a signed-in shopper (points, or REW130 for a
 * non-member); in the browser, local storage says who is signed in and no guest call is made.
 */
export async function load({ url, api }: LoadArgs): Promise<AccountData> {
  const page = pageOf(url);
  const inBrowser = typeof window !== 'undefined';
  const source = inBrowser ? 'browser' : 'server';
  const stored: SessionInfo | null = inBrowser ? readStoredSession() : null;
  if (inBrowser && !isSignedIn(stored)) return { signedIn: false, source, page, history: null, historyFailed: false, loyalty: null };

  const askLoyalty = !inBrowser || stored?.memberId !== undefined;
  const [history, loyalty] = await Promise.all([
    api.call({ method: 'POST', path: '/consumers-v3/consumer/purchasehistory', body: { start: (page - 1) * ORDER_HISTORY_PAGE_SIZE, count: ORDER_HISTORY_PAGE_SIZE }, answer: purchaseHistoryAnswerSchema }),
    askLoyalty ? api.call({ method: 'GET', path: '/consumers-v3/consumer/loyalty/vouchers', answer: loyaltyVouchersAnswerSchema }) : Promise.resolve(null),
  ]);
  const nonMember = loyalty !== null && loyalty.isErr() && loyalty.error.kind === 'answer' && loyalty.error.error.errorId === 'REW130';
  const signedIn = inBrowser ? !(history.isErr() && apiFailureStatus(history.error) === 401) : (loyalty?.isOk() ?? false) || nonMember;
  return {
    signedIn,
    source,
    page,
    history: history.isOk() ? { orders: history.value.orders, total: history.value.total } : null,
    historyFailed: history.isErr(),
    loyalty: loyalty?.isOk() === true ? { memberId: loyalty.value.memberId, points: loyalty.value.currentLoyaltyPoints } : null,
  };
}

export function Page(): ReactElement {
  const data = usePageData<AccountData>();
  const session = useSession();
  const reload = useReload();
  const renew = session.ready && session.signedIn && !data.signedIn && data.source === 'server';
  useEffect(() => {
    // The server saw no valid access cookie, but this browser remembers a signed-in shopper: the
    // browser's load renews the session from the refresh cookie.
    if (renew) void reload();
  }, [renew, reload]);
  return (
    <>
      <PageHead title="Your account" description="Sign in to see your profile and your orders at Stride." path="/account" noIndex />
      {data.signedIn ? <SignedInAccount data={data} /> : <GuestAccount />}
    </>
  );
}

function GuestAccount(): ReactElement {
  const dialogs = useDialogs();
  return (
    <div className="auth-page">
      <h1>Sign in</h1>
      <p>Sign in to see your orders, check out faster and keep your cart on every device.</p>
      <SignInForm />
      <section className="account-join" aria-labelledby="account-join-title">
        <h2 id="account-join-title">New to Stride?</h2>
        <p>Create an account to keep your cart and follow your orders.</p>
        <button type="button" className="button" onClick={() => dialogs.open(SIGN_UP_DIALOG)}>
          Sign up
        </button>
      </section>
    </div>
  );
}

const CONSUMER_TYPE_LABELS: Readonly<Record<string, string>> = { REGISTERED: 'Registered shopper', EMPLOYEE: 'Employee', GUEST: 'Guest' };

function SignedInAccount({ data }: { readonly data: AccountData }): ReactElement {
  const { info } = useSession();
  const dialogs = useDialogs();
  const market = useMarket();
  const name = [info?.firstName, info?.lastName].filter((part) => part !== undefined && part !== '').join(' ');
  const termsPending = info !== null && needsEmployeeTermsDialog(info);
  return (
    <div className="account-page">
      <h1>Your account</h1>
      <section className="account-card" aria-labelledby="account-profile-title">
        <h2 id="account-profile-title">Profile</h2>
        <dl className="account-facts">
          {name !== '' ? (
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
          ) : null}
          {info?.email !== undefined ? (
            <div>
              <dt>Email</dt>
              <dd>{info.email}</dd>
            </div>
          ) : null}
          {info !== null ? (
            <div>
              <dt>Account type</dt>
              <dd>{CONSUMER_TYPE_LABELS[info.consumerType] ?? info.consumerType}</dd>
            </div>
          ) : null}
          {data.loyalty !== null ? (
            <div>
              <dt>Loyalty points</dt>
              <dd>
                {data.loyalty.points.toLocaleString(market.locale)}
                {data.loyalty.memberId !== null ? <span className="account-muted"> (member {data.loyalty.memberId})</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
        {termsPending ? (
          <p className="banner banner--info">
            Your employee discount starts once you accept its terms.{' '}
            <button type="button" className="link-button" onClick={() => dialogs.open(EMPLOYEE_TERMS_DIALOG)}>
              Review the employee discount terms
            </button>
          </p>
        ) : null}
        <SignOutButton className="button" />
      </section>
      <OrderHistory data={data} />
    </div>
  );
}

function OrderHistory({ data }: { readonly data: AccountData }): ReactElement {
  const market = useMarket();
  const dateFormat = new Intl.DateTimeFormat(market.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const pages = data.history === null ? 0 : Math.ceil(data.history.total / ORDER_HISTORY_PAGE_SIZE);
  return (
    <section className="account-card" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">Order history</h2>
      {data.historyFailed ? (
        <p className="banner banner--error" role="alert">
          Your orders could not be loaded. Please try again in a moment.
        </p>
      ) : data.history === null || data.history.orders.length === 0 ? (
        <p>
          {data.page > 1 ? 'There are no orders on this page.' : 'You have not placed any orders yet.'} <Link to="/">Start shopping</Link>
        </p>
      ) : (
        <ol className="order-list">
          {data.history.orders.map((order) => (
            <li key={order.orderNumber} className="order-row">
              <div>
                <Link to={`/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}`} className="order-number">
                  Order {order.orderNumber}
                </Link>
                <p className="account-muted">
                  {dateFormat.format(new Date(order.orderDate))} · {order.items.reduce((sum, item) => sum + item.qty, 0)} {order.items.length === 1 && order.items[0]?.qty === 1 ? 'item' : 'items'}
                </p>
              </div>
              <div className="order-row__end">
                <span className="order-status">{statusLabel(order.status)}</span>
                <strong>{formatPrice(order.totals.total, order.currency, market.locale)}</strong>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? <HistoryPages page={data.page} count={pages} /> : null}
    </section>
  );
}

function statusLabel(status: string): string {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function HistoryPages({ page, count }: { readonly page: number; readonly count: number }): ReactElement {
  const href = (target: number) => (target === 1 ? '/account' : `/account?page=${target}`);
  return (
    <nav className="history-pages" aria-label="Order history pages">
      <ul>
        {paginationItems({ count, page }).map((item, index) => {
          switch (item.type) {
            case 'start-ellipsis':
            case 'end-ellipsis':
              return <li key={`${item.type}-${index}`} aria-hidden="true">…</li>;
            case 'page':
              return (
                <li key={`page-${item.page}`}>
                  <Link to={href(item.page)} aria-current={item.selected ? 'page' : undefined} aria-label={`Page ${item.page}`}>
                    {item.page}
                  </Link>
                </li>
              );
            default: {
              const label = item.type === 'previous' ? 'Previous page' : 'Next page';
              return <li key={item.type}>{item.page === null || item.disabled ? <span aria-disabled="true">{label}</span> : <Link to={href(item.page)}>{label}</Link>}</li>;
            }
          }
        })}
      </ul>
    </nav>
  );
}
