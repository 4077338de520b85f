import { useCallback, useMemo } from 'react';
import type { FormFailure, ResetPasswordInput, AuthApi, SignedIn, SignInFailure, SignUpFailure } from '@stride/application/storefront';
import { storefrontMessageText } from '../ui/storefront-message-text.js';
import type { SignUpFormValues } from '@stride/domain/validation';
import { signInTarget } from '@stride/domain/auth';
import { useLocation, useMarket, useNavigate, useReload } from '../app/router.js';
import { useApi } from '../app/services-context.js';
import { useCart } from '../state/cart.js';
import { useDialogs } from '../state/dialogs.js';
import { useSession } from '../state/session.js';
import { useToasts } from '../state/toasts.js';
import { authDeps, createHttpAuthApi } from './http-auth-api.js';
import { clearLocalStores, guestObjectsToMerge } from './local-stores.js';
import { useMessages } from '../i18n/messages.js';

/** Dialog ids of the account area. */
export const SIGN_IN_DIALOG = 'sign-in';
export const SIGN_UP_DIALOG = 'sign-up';
export const EMPLOYEE_TERMS_DIALOG = 'employee-terms';
/** After a sign-in through the simplified enrollment variant (commerce section 2): who is signed in, and where next. */
export const SIGN_IN_CONFIRMATION_DIALOG = 'sign-in-confirmation';
/** After a sign-up through the sign-in or sign-up dialog (commerce section 2): the new account, and joining's next step. */
export const WELCOME_DIALOG = 'welcome';

/** What follows a sign-in or sign-up besides the toasts: the dialog that says so (the forms of a page say it themselves). */
export type AfterAuth = 'confirm' | 'welcome';

/** The account flows, a chunk of their own loaded when a form is sent or the shopper signs out (auth-flows.ts). */
const flows = () => import('./auth-flows.js');

// Pages whose content is the signed-in shopper's: shown again after a sign-in.
const IDENTITY_PAGES = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:account|cart|checkout)(?:\/|$)/;

export interface AuthActions {
  /**
   * `withCaptcha` adds the captcha tokens to the sign-in and sign-up calls (withCaptchaTokens: the forms pass it, so
   * its module loads with them, not with the pages that only show who is signed in).
   */
  signIn(email: string, password: string, withCaptcha?: (auth: AuthApi) => AuthApi, after?: AfterAuth): Promise<SignInFailure | null>;
  signUp(values: SignUpFormValues, withCaptcha?: (auth: AuthApi) => AuthApi, after?: AfterAuth): Promise<SignUpFailure | null>;
  signOut(): Promise<void>;
  forgotPassword(email: string): Promise<FormFailure<'email'> | null>;
  resetPassword(input: ResetPasswordInput): Promise<FormFailure<'password' | 'confirmation'> | null>;
  confirmLoyalty(token: string): Promise<FormFailure<never> | null>;
}

/**
 * The account actions of the storefront, wired to the session, the cart, the toasts and the
 * dialogs. The rules live in `@stride/application/storefront`; this only applies their outcome.
 */
export function useAuthActions(): AuthActions {
  const api = useApi();
  const session = useSession();
  const cart = useCart();
  const { t } = useMessages();
  const toasts = useToasts();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const reload = useReload();
  const location = useLocation();
  const market = useMarket();
  const deps = useMemo(() => authDeps(api), [api]);
  const basketOnScreen = cart.cart?.basketId;
  const itemCountBefore = cart.itemCount;

  const complete = useCallback(
    async (signedIn: SignedIn, email: string, names: { firstName?: string; lastName?: string } = {}, after?: AfterAuth) => {
      const { grant } = signedIn;
      const previous = session.info;
      const sameShopper = previous?.consumerNo === grant.consumerNo;
      session.set({
        consumerNo: grant.consumerNo,
        consumerType: grant.consumerType,
        email,
        ...(names.firstName !== undefined
          ? { firstName: names.firstName, lastName: names.lastName ?? '' }
          : sameShopper && previous?.firstName !== undefined
            ? { firstName: previous.firstName, lastName: previous.lastName ?? '' }
            : {}),
        ...(grant.memberId === undefined ? {} : { memberId: grant.memberId }),
        isEmployeeDiscountTCAccepted: grant.isEmployeeDiscountTCAccepted === true,
        ...(grant.profileTypes === undefined ? {} : { profileTypes: grant.profileTypes }),
      });
      cart.replace(signedIn.cart);
      dialogs.close(SIGN_IN_DIALOG);
      dialogs.close(SIGN_UP_DIALOG);
      // The dialog that follows says it instead of the toast; the employee terms come first (commerce section 4).
      if (after === undefined) toasts.show({ title: t('auth.signedIn'), message: t('auth.signedInMessage'), variant: 'success' });
      if (signedIn.mergedCartNotice) toasts.show({ title: t('auth.cartMerged'), message: t('auth.cartMergedMessage'), variant: 'info' });
      if (signedIn.employeeTerms) dialogs.open(EMPLOYEE_TERMS_DIALOG);
      else if (after !== undefined) dialogs.open(after === 'welcome' ? WELCOME_DIALOG : SIGN_IN_CONFIRMATION_DIALOG);
      // Signed in from a page that names an order (its confirmation): the account, where the orders are (commerce
      // section 2); else the page stays, read again when it shows the identity.
      const target = signInTarget({ orderNumber: location.searchParams.get('orderNumber'), currentPath: location.pathname });
      if (target !== null) navigate(target);
      else if (IDENTITY_PAGES.test(location.pathname)) await reload();
    },
    [session, cart, dialogs, toasts, reload, navigate, location, t],
  );

  const signIn = useCallback(
    async (email: string, password: string, withCaptcha = (auth: AuthApi) => auth, after?: AfterAuth): Promise<SignInFailure | null> => {
      const { signInWithPkce } = await flows();
      const result = await signInWithPkce(
        { ...deps, auth: withCaptcha(deps.auth) },
        { email, password, guestObjects: guestObjectsToMerge(basketOnScreen), itemCountBefore },
      );
      if (result.isErr()) return result.error;
      await complete(result.value, email.trim(), {}, after);
      return null;
    },
    [deps, basketOnScreen, itemCountBefore, complete],
  );

  const signUp = useCallback(
    async (values: SignUpFormValues, withCaptcha = (auth: AuthApi) => auth, after?: AfterAuth): Promise<SignUpFailure | null> => {
      const now = new Date();
      const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
      const { signUpAndSignIn, signUpConfigForSite } = await flows();
      const result = await signUpAndSignIn(
        { ...deps, auth: withCaptcha(deps.auth) },
        {
          values,
          config: signUpConfigForSite(market),
          today,
          guestObjects: guestObjectsToMerge(basketOnScreen),
          itemCountBefore,
        },
      );
      if (result.isErr()) return result.error;
      if (after === undefined) toasts.show({ title: t('auth.welcome'), message: t('auth.accountCreated'), variant: 'success' });
      const names = { firstName: values.firstName?.trim() ?? '', lastName: values.lastName?.trim() ?? '' };
      await complete(result.value, values.email?.trim() ?? '', names, after);
      return null;
    },
    [deps, basketOnScreen, itemCountBefore, complete, toasts, t, market],
  );

  const signOut = useCallback(async () => {
    const { signOutShopper } = await flows();
    await signOutShopper(
      {
        ...deps,
        clearStores: (stores) => {
          clearLocalStores(stores);
          session.set(null);
          cart.replace(null);
        },
        showMessage: (message) => toasts.show({ title: t('auth.signedOut'), message: storefrontMessageText(t, message), variant: 'success' }),
        navigate: (to) => navigate(to),
      },
      { currentPath: location.pathname },
    );
  }, [deps, session, cart, toasts, navigate, location, t]);

  const forgotPassword = useCallback(
    async (email: string) => {
      const { requestPasswordReset } = await flows();
      const result = await requestPasswordReset(createHttpAuthApi(api), email);
      return result.isErr() ? result.error : null;
    },
    [api],
  );

  const reset = useCallback(
    async (input: ResetPasswordInput) => {
      const { resetPassword } = await flows();
      const result = await resetPassword(createHttpAuthApi(api), input);
      return result.isErr() ? result.error : null;
    },
    [api],
  );

  const confirmLoyalty = useCallback(
    async (token: string) => {
      const { confirmLoyaltyMembership } = await flows();
      const result = await confirmLoyaltyMembership(createHttpAuthApi(api), token);
      return result.isErr() ? result.error : null;
    },
    [api],
  );

  return { signIn, signUp, signOut, forgotPassword, resetPassword: reset, confirmLoyalty };
}
