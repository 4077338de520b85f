import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { apiFailureStatus, type ConsumerProfileView, type OrderAnswer } from '@stride/application/storefront';
import type { LoadArgs } from '../../app/router.js';
import { Link, useMarket, usePageData, useReload, useRootData } from '../../app/router.js';
import { loadConsumerProfile } from '../../auth/profile-api.js';
import { SignOutButton } from '../../auth/sign-out-button.js';
import { EMPLOYEE_TERMS_DIALOG } from '../../auth/use-auth-actions.js';
import { useDialogs } from '../../state/dialogs.js';
import { isSignedIn, readStoredSession, useSession, type SessionInfo } from '../../state/session.js';
import { formatPrice } from '../../ui/format-price.js';
import { PageHead } from '../../ui/page-head.js';
import './account-page.css';
import { AccountEditor } from './account-editor.js';
import { interestsText } from './interest-labels.js';
import { statusLabel } from './order-status-label.js';
import { PageLinks, pageParam } from './page-links.js';

import { type MessageId, type Translate, useMessages } from '../../i18n/messages.js';

// The data export's call and download run only when asked for: its own chunk, rendered on the server like the rest.
// These lazy sections export a default (React.lazy's shape): the account page's first load has no bytes to spare.
// Text messages (the form, its terms panel and its phone rules) and the notification choices load with it.
const SmsSubscription = lazy(() => import('./sms-subscription.js'));
const DataExport = lazy(() => import('./data-export.js'));
// Saved cards and gift cards: their list, forms and calls load in the browser with the signed-in account.
const PaymentMethods = lazy(() => import('./payment-methods.js'));
// A signed-in shopper never needs the sign-in form: it is its own chunk, rendered on the server for a guest.
const GuestAccount = lazy(() => import('./guest-account.js'));
// The spend banner of the shopper's group (employee, athlete, IPA or WRANX), with the precedence rule and its figures.
const SpendBanner = lazy(() => import('./spend-banner.js'));
// A member's loyalty section: the welcome promo, or the double opt-in's new link while it is pending.
const AccountLoyalty = lazy(() => import('./account-loyalty.js'));
// The address book's list, forms and calls: read with the signed-in profile.
const AddressBook = lazy(() => import('./address-book.js').then((module) => ({ default: module.AddressBook })));

/** Orders per page of the history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export interface AccountData {
  readonly signedIn: boolean;
  /** Where the answer was read: a server render cannot renew an expired access cookie, the browser can. */
  readonly source: 'server' | 'browser';
  readonly page: number;
  /** The profile from `GET /consumers-v3/consumer`; null when it could not be read (the page says so). */
  readonly profile: ConsumerProfileView | null;
  readonly history: { readonly orders: readonly OrderAnswer[]; readonly total: number } | null;
  readonly historyFailed: boolean;
}

/**
 * The account's profile (with points) and orders. The profile call tells a guest (PRO404 for a
 * guest token, 401 without one) from a signed-in shopper. In the browser, local storage says who
 * is signed in and no call is made for a guest (no 401s or 404s in the console).
 */
export async function load({ url, api }: LoadArgs): Promise<AccountData> {
  const page = pageParam(url, 1000);
  const inBrowser = typeof window !== 'undefined';
  const source = inBrowser ? 'browser' : 'server';
  const stored: SessionInfo | null = inBrowser ? readStoredSession() : null;
  const guest: AccountData = { signedIn: false, source, page, profile: null, history: null, historyFailed: false };
  if (inBrowser && !isSignedIn(stored)) return guest;

  const [profile, history] = await Promise.all([
    loadConsumerProfile(api),
    api.call('getPurchaseHistory', { body: { start: (page - 1) * ORDER_HISTORY_PAGE_SIZE, count: ORDER_HISTORY_PAGE_SIZE } }),
  ]);
  if (profile.isErr()) {
    const status = apiFailureStatus(profile.error);
    // No profile: a guest (404) or no valid token (401). Any other failure is passing: the browser
    // still shows the signed-in page with what it has, the server lets the browser try again.
    if (status === 401 || status === 404 || !inBrowser) return guest;
  }
  return {
    signedIn: true,
    source,
    page,
    profile: profile.isOk() ? profile.value : null,
    history: history.isOk() ? { orders: history.value.orders, total: history.value.total } : null,
    historyFailed: history.isErr(),
  };
}

export function Page(): ReactElement {
  const { t } = useMessages();
  const data = usePageData<AccountData>();
  const session = useSession();
  const reload = useReload();
  const renew = session.ready && session.signedIn && !data.signedIn && data.source === 'server';
  useEffect(() => {
    // The server saw no valid access cookie, but this browser remembers a signed-in shopper: the
    // browser's load renews the session from the refresh cookie.
    if (renew) void reload();
  }, [renew, reload]);
  const { profile } = data;
  const { info, update } = session;
  useEffect(() => {
    // What the account says wins over what this browser remembered (name, terms, membership).
    if (profile === null || info === null || info.consumerNo !== profile.consumerNo) return;
    const { firstName, lastName, email } = profile.consumerDetails;
    const accepted = profile.preferences.isEmployeeDiscountTCAccepted;
    if (info.firstName !== firstName || info.lastName !== lastName || info.email !== email || info.isEmployeeDiscountTCAccepted !== accepted) {
      update({ firstName, lastName, email, isEmployeeDiscountTCAccepted: accepted });
    }
  }, [profile, info, update]);
  return (
    <>
      <PageHead title={t('account.title')} description={t('account.description')} path="/account" robots="noindex" />
      {data.signedIn ? (
        <SignedInAccount data={data} />
      ) : (
        <Suspense fallback={null}>
          <GuestAccount />
        </Suspense>
      )}
    </>
  );
}

const CONSUMER_TYPE_LABELS: Readonly<Record<string, MessageId>> = {
  REGISTERED: 'account.typeRegistered',
  EMPLOYEE: 'account.typeEmployee',
  GUEST: 'account.typeGuest',
};

function Fact({ term, children }: { readonly term: string; readonly children: ReactElement | string }): ReactElement {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SignedInAccount({ data }: { readonly data: AccountData }): ReactElement {
  const { t } = useMessages();
  const { features } = useRootData();
  const { profile } = data;
  return (
    <div className="account-page">
      <h1>{t('account.title')}</h1>
      {profile !== null ? (
        <Suspense fallback={null}>
          <SpendBanner details={profile.consumerDetails} termsAccepted={profile.preferences.isEmployeeDiscountTCAccepted} />
        </Suspense>
      ) : null}
      <section className="account-card" aria-labelledby="account-profile-title">
        <h2 id="account-profile-title">{t('account.profile')}</h2>
        {profile === null ? (
          <p className="banner banner--error" role="alert">
            {t('account.profileFailed')}
          </p>
        ) : (
          <ProfileFacts profile={profile} />
        )}
        {profile !== null ? <ProfileEdit profile={profile} /> : null}
        <SignOutButton className="button" />
      </section>
      {profile !== null ? (
        <Suspense fallback={null}>
          <AddressBook addresses={profile.consumerDetails.address} />
        </Suspense>
      ) : null}
      <OrderHistory data={data} />
      {features.favorites ? (
        <p>
          <Link to="/favorites">{t('account.favoritesLink')}</Link>
        </p>
      ) : null}
      {profile !== null ? (
        // One boundary for the account's lazily loaded sections: text messages, payment methods, the data export.
        <Suspense fallback={null}>
          <SmsSubscription profile={profile} />
          <PaymentMethods />
          <DataExport consumerNo={profile.consumerNo} email={profile.consumerDetails.email} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Edit profile and Change password: each form in place of the buttons, then what was saved said. */
function ProfileEdit({ profile }: { readonly profile: ConsumerProfileView }): ReactElement {
  const { t } = useMessages();
  const reload = useReload();
  const [open, setOpen] = useState<'profile' | 'password' | null>(null);
  const [saved, setSaved] = useState<'profile' | 'password' | null>(null);
  if (open === null)
    return (
      <p className="account-actions">
        <button type="button" className="button" onClick={() => setOpen('profile')}>
          {t('profileEditor.edit')}
        </button>{' '}
        <button type="button" className="button" onClick={() => setOpen('password')}>
          {t('passwordEditor.open')}
        </button>{' '}
        <span role="status">{saved === 'profile' ? t('profileEditor.saved') : saved === 'password' ? t('passwordEditor.saved') : null}</span>
      </p>
    );
  const close = () => setOpen(null);
  return (
    <Suspense fallback={<p className="account-muted">{t('common.loading')}</p>}>
      {open === 'profile' ? (
        <AccountEditor
          kind="profile"
          profile={profile}
          interestLabel={(interest) => interestsText(t, interest)}
          onDone={async () => {
            await reload();
            close();
            setSaved('profile');
          }}
          onCancel={close}
        />
      ) : (
        <AccountEditor
          kind="password"
          onDone={() => {
            close();
            setSaved('password');
          }}
          onCancel={close}
        />
      )}
    </Suspense>
  );
}

function ProfileFacts({ profile }: { readonly profile: ConsumerProfileView }): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const market = useMarket();
  // The loyalty programme turned off (STRIDE_LOYALTY): no points, no membership section.
  const { loyalty } = useRootData().features;
  const details = profile.consumerDetails;
  const name = [details.firstName, details.lastName].filter((part) => part !== '').join(' ');
  const accepted = profile.preferences.isEmployeeDiscountTCAccepted;
  const termsPending = profile.consumerType === 'EMPLOYEE' && !accepted;
  return (
    <>
      <dl className="account-facts">
        {name !== '' ? <Fact term={t('account.name')}>{name}</Fact> : null}
        <Fact term={t('address.email')}>{profile.email}</Fact>
        <Fact term={t('account.type')}>{typeLabel(t, profile.consumerType)}</Fact>
        {profile.preferences.interests !== undefined ? <Fact term={t('account.interests')}>{interestsText(t, profile.preferences.interests)}</Fact> : null}
        {profile.preferences.preferredShoeSize !== undefined ? <Fact term={t('account.shoeSize')}>{profile.preferences.preferredShoeSize}</Fact> : null}
        {loyalty && profile.loyaltySummary !== undefined ? (
          <Fact term={t('loyalty.title')}>
            <>
              {profile.loyaltySummary.points.balance.toLocaleString(market.locale)}
              <span className="account-muted"> {t('account.member', { id: profile.loyaltySummary.memberId })}</span>
            </>
          </Fact>
        ) : null}
      </dl>
      {loyalty && profile.enrollment !== undefined ? (
        <Suspense fallback={null}>
          <AccountLoyalty email={profile.email} confirmed={profile.enrollment.doubleOptin} />
        </Suspense>
      ) : null}
      {termsPending ? (
        <p className="banner banner--info">
          {t('account.termsPending')}{' '}
          <button type="button" className="link-button" onClick={() => dialogs.open(EMPLOYEE_TERMS_DIALOG)}>
            {t('account.reviewTerms')}
          </button>
        </p>
      ) : null}
    </>
  );
}

function OrderHistory({ data }: { readonly data: AccountData }): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  const dateFormat = new Intl.DateTimeFormat(market.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const pages = data.history === null ? 0 : Math.ceil(data.history.total / ORDER_HISTORY_PAGE_SIZE);
  return (
    <section className="account-card" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">{t('account.orders')}</h2>
      {data.historyFailed ? (
        <p className="banner banner--error" role="alert">
          {t('account.ordersFailed')}
        </p>
      ) : data.history === null || data.history.orders.length === 0 ? (
        <p>
          {data.page > 1 ? t('account.noOrdersPage') : t('account.noOrders')} <Link to="/">{t('account.startShopping')}</Link>
        </p>
      ) : (
        <ol className="order-list">
          {data.history.orders.map((order) => (
            <li key={order.orderNumber} className="order-row">
              <div>
                <Link to={`/account/orders/${encodeURIComponent(order.orderNumber)}`} className="order-number">
                  {t('account.order', { number: order.orderNumber })}
                </Link>
                <p className="account-muted">
                  {dateFormat.format(new Date(order.orderDate))} · {t('account.items', { count: order.items.reduce((sum, item) => sum + item.qty, 0) })}
                </p>
              </div>
              <div className="order-row__end">
                <span className="order-status">{statusLabel(t, order.status)}</span>
                <strong>{formatPrice(order.totals.total, order.currency, market.locale)}</strong>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? <PageLinks page={data.page} count={pages} path="/account" label={t('account.historyPages')} /> : null}
    </section>
  );
}

/** An account type in the page's language, the code when unknown. */
function typeLabel(t: Translate, type: string): string {
  const id = CONSUMER_TYPE_LABELS[type];
  return id === undefined ? type : t(id);
}
