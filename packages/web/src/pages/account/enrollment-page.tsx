import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import { ENROLLMENT_STEPS, type EnrollmentStep } from '@stride/domain/auth';
import { Link, useLocation, useMarket, useRootData, type LoadArgs } from '../../app/router.js';
import { ApiProvider, useApi } from '../../app/services-context.js';
import { loadConsumerProfile } from '../../auth/profile-api.js';
import { useMessages, type MessageId } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import { isSignedIn, readStoredSession, useSession } from '../../state/session.js';
import { Dialog } from '../../ui/dialog.js';
import { PageHead } from '../../ui/page-head.js';
import '../../auth/auth.css';
import './account-page.css';
import './enrollment-page.css';
import { enrollmentApi } from './enrollment-api.js';
import { enrollmentStart, hasLoyaltyEnrollment, moveEnrollment, stepAfterWelcome } from './enrollment-flow.js';
import { enrollmentQuery, signUpSource, type EnrollmentQuery } from './enrollment-query.js';
import { LookupStep } from './enrollment-lookup.js';
import { rememberLoyaltyReferral } from './loyalty-referral.js';

// The first step is the lookup alone: the account forms, their flows and rules load when a later step needs them.
const SignInForm = lazy(() => import('../../auth/sign-in-form.js').then((module) => ({ default: module.SignInForm })));
const SignUpForm = lazy(() => import('../../auth/sign-up-form.js').then((module) => ({ default: module.SignUpForm })));
const steps = () => import('./enrollment-steps.js');
const LoyaltyOnlyStep = lazy(() => steps().then((module) => ({ default: module.LoyaltyOnlyStep })));
const MobileStep = lazy(() => steps().then((module) => ({ default: module.MobileStep })));
const ProfileStep = lazy(() => steps().then((module) => ({ default: module.ProfileStep })));
const InterestsForm = lazy(() => steps().then((module) => ({ default: module.InterestsForm })));

const S = ENROLLMENT_STEPS;
const INTERESTS_DIALOG = 'enrollment-interests';

export interface EnrollmentData {
  readonly query: EnrollmentQuery;
  /** The signed-in shopper's profile; null for a guest. */
  readonly profile: ConsumerProfileView | null;
}

/** The link's query, and the profile when someone is signed in (in the browser, only when this browser says so). */
export async function load({ url, api }: LoadArgs): Promise<EnrollmentData> {
  const query = enrollmentQuery(url);
  if (typeof window !== 'undefined' && !isSignedIn(readStoredSession())) return { query, profile: null };
  const profile = await loadConsumerProfile(api);
  return { query, profile: profile.isOk() ? profile.value : null };
}

const TITLES: Readonly<Record<EnrollmentStep, MessageId>> = {
  [S.lookup]: 'enroll.lookupTitle',
  [S.signIn]: 'auth.welcomeBack',
  [S.signUp]: 'auth.createAccount',
  [S.forgotPassword]: 'auth.forgot',
  [S.completeProfileNonLoyalty]: 'enroll.joinTitle',
  [S.welcome]: 'enroll.welcomeTitle',
  [S.mobile]: 'enroll.mobileTitle',
  [S.profile]: 'enroll.profileTitle',
  [S.interests]: 'enroll.successTitle',
  [S.success]: 'enroll.successTitle',
};

/**
 * Enrollment (account section 2, steps 0 to 9): a guest starts with the e-mail lookup, which leads to sign-in or
 * sign-up; a signed-in shopper starts at the mobile step without a phone, else the profile step. A shopper outside
 * the loyalty programme joins through the loyalty-only sign-up (known fields locked); the flow ends at success,
 * with the optional interests dialog over it. Served at `/{site}/enroll` through the content page's route
 * (content-page.tsx says why), with `data` from this module's `load`.
 */
export function EnrollmentFlow({ data }: { readonly data: EnrollmentData }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const market = useMarket();
  const session = useSession();
  const location = useLocation();
  const dialogs = useDialogs();
  // The loyalty programme turned off (STRIDE_LOYALTY): nobody is asked to join (no loyalty-only sign-up).
  const { loyalty } = useRootData().features;
  const [step, setStep] = useState<EnrollmentStep>(() => enrollmentStart(data.profile));
  const [profile, setProfile] = useState<ConsumerProfileView | null>(data.profile);
  const [email, setEmail] = useState(data.query.email ?? '');
  const [interestsSaved, setInterestsSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const go = (to: EnrollmentStep) => setStep((from) => moveEnrollment(from, to));
  const refresh = async (): Promise<ConsumerProfileView | null> => {
    const answer = await loadConsumerProfile(api);
    const next = answer.isOk() ? answer.value : null;
    if (next !== null) setProfile(next);
    return next;
  };

  // Signing in (step 1) or up (step 2) happens in the shared forms, which set the session: the profile says what comes next.
  const signedIn = session.signedIn;
  useEffect(() => {
    if (!signedIn || (step !== S.signIn && step !== S.signUp)) return;
    let live = true;
    void Promise.all([loadConsumerProfile(api), steps()]).then(([answer, { stepAfterSignIn }]) => {
      if (!live || answer.isErr()) return;
      setProfile(answer.value);
      setStep((from) => moveEnrollment(from, from === S.signUp ? S.welcome : stepAfterSignIn(answer.value, loyalty)));
    });
    return () => {
      live = false;
    };
  }, [signedIn, step, api, loyalty]);

  // A referred shopper's referral waits for the first member pass (the token call refuses until the double opt-in).
  const { referralCode, leadSource } = data.query;
  useEffect(() => {
    rememberLoyaltyReferral({ ...(referralCode === undefined ? {} : { referralCode }), ...(leadSource === undefined ? {} : { leadSource }) });
  }, [referralCode, leadSource]);

  const openDialog = dialogs.open;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Each step is announced by moving focus to its heading; the interests step is the dialog over the success.
    heading.current?.focus();
    if (step === S.interests) openDialog(INTERESTS_DIALOG);
  }, [step, openDialog]);

  const signUpApi = useMemo(
    () => ({
      forLocale: () =>
        enrollmentApi(api, {
          source: signUpSource(data.query),
          locale: market.locale,
          origin: typeof window === 'undefined' ? '' : window.location.origin,
          ...(data.query.leadSource === undefined ? {} : { leadSource: data.query.leadSource }),
        }),
    }),
    [api, data.query, market.locale],
  );
  const joined = async () => {
    await refresh();
    go(step === S.completeProfileNonLoyalty ? S.welcome : S.interests);
  };
  const otherAccount = data.query.consumerId !== undefined && profile !== null && profile.consumerNo !== data.query.consumerId;
  // The loyalty-only sign-up is for a shopper who came signed in (step 7) or signed in at step 1 (step 4); one who
  // just declined to join in the sign-up form is not asked again.
  const offerJoin =
    loyalty && profile !== null && !hasLoyaltyEnrollment(profile) && (step === S.completeProfileNonLoyalty || (step === S.profile && data.profile !== null));

  return (
    <div className="auth-page enroll-page">
      <PageHead title={t('enroll.title')} description={t('enroll.description')} path={location.pathname} robots="noindex" />
      <h1 ref={heading} tabIndex={-1}>
        {t(TITLES[step], { name: profile?.consumerDetails.firstName ?? '' })}
      </h1>
      {otherAccount ? <p className="banner banner--info">{t('enroll.otherAccount', { email: profile?.email ?? '' })}</p> : null}
      <Suspense fallback={<p className="account-muted">{t('common.loading')}</p>}>
        {step === S.lookup ? (
          <>
            <p>{t('enroll.lookupIntro')}</p>
            <LookupStep
              initialEmail={email}
              onFound={(found, next) => {
                setEmail(found);
                go(next);
              }}
            />
          </>
        ) : null}
        {step === S.signIn ? (
          <>
            <p>{t('enroll.signInIntro', { email })}</p>
            <SignInForm initialEmail={email} onCreateAccount={() => go(S.lookup)} />
          </>
        ) : null}
        {step === S.signUp ? (
          <>
            <p>{t('enroll.signUpIntro')}</p>
            <ApiProvider api={signUpApi}>
              <SignUpForm initialEmail={email} onUseExisting={() => go(S.lookup)} />
            </ApiProvider>
          </>
        ) : null}
        {offerJoin && profile !== null ? (
          <>
            <p>{t('enroll.joinIntro')}</p>
            <LoyaltyOnlyStep profile={profile} onJoined={joined} />
            {step === S.profile ? (
              <p className="auth-links">
                <button type="button" className="link-button" onClick={() => go(S.interests)}>
                  {t('enroll.notNow')}
                </button>
              </p>
            ) : null}
          </>
        ) : null}
        {step === S.welcome && profile !== null ? (
          <>
            <p>{t('enroll.welcomeText')}</p>
            <button type="button" className="button-primary auth-submit" onClick={() => go(stepAfterWelcome(profile))}>
              {t('enroll.continue')}
            </button>
          </>
        ) : null}
        {step === S.mobile && profile !== null ? (
          <>
            <p>{t('enroll.mobileIntro')}</p>
            <MobileStep
              profile={profile}
              onDone={async (saved) => {
                if (saved) await refresh();
                go(S.profile);
              }}
            />
          </>
        ) : null}
        {step === S.profile && profile !== null && !offerJoin ? (
          <>
            <p>{t('enroll.profileIntro')}</p>
            <ProfileStep
              profile={profile}
              onDone={async () => {
                await refresh();
                go(S.interests);
              }}
            />
          </>
        ) : null}
        {step === S.interests || step === S.success ? (
          <>
            <p role="status">{interestsSaved ? t('enroll.interestsSaved') : t('enroll.successText')}</p>
            <p className="account-actions">
              <Link to="/account" className="button">
                {t('loyaltyConfirm.goToAccount')}
              </Link>{' '}
              <Link to="/">{t('account.startShopping')}</Link>
            </p>
          </>
        ) : null}
      </Suspense>
      <Dialog id={INTERESTS_DIALOG} title={t('enroll.interestsTitle')} height="large" onClose={() => go(S.success)}>
        {profile !== null ? (
          <Suspense fallback={null}>
            <InterestsForm
              profile={profile}
              onDone={(saved) => {
                setInterestsSaved(saved);
                dialogs.close(INTERESTS_DIALOG);
                go(S.success);
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}
