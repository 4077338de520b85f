import { CAPTCHA_META } from './captcha-meta.js';

/** The actions the storefront obtains a token for (the server checks the same names). */
export type CaptchaTokenAction = 'login' | 'register' | 'placeOrder' | 'paymentInstrument';

/** Obtains a token for an action; undefined when the captcha is off (nothing is sent, nothing changes). */
export type CaptchaTokens = (action: CaptchaTokenAction) => Promise<string | undefined>;

/** reCAPTCHA Enterprise's browser API, as enterprise.js defines it on `window.grecaptcha`. */
export interface GrecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** What the tokens are read from: the page's meta and query, a way to add a script, and the provider's global. */
export interface CaptchaPage {
  meta(name: string): string | undefined;
  readonly search: string;
  loadScript(src: string): Promise<void>;
  grecaptcha(): GrecaptchaEnterprise | undefined;
}

/** The query parameter that, with the development verifier only, names the token sent (`?devCaptchaToken=fail`). */
export const DEV_CAPTCHA_TOKEN_PARAM = 'devCaptchaToken';

const ENTERPRISE_PREFIX = 'enterprise:';

/**
 * Captcha tokens as the page's `stride:captcha` meta says. Off (no meta): undefined, nothing loaded. `development`:
 * `development-{action}`, or the page URL's `devCaptchaToken` (so a demo or a test can send `fail` and see AUT403).
 * `enterprise:{siteKey}`: Google's enterprise.js is loaded once, on the first token asked for, then
 * `grecaptcha.enterprise.execute(siteKey, { action })`; if it cannot be loaded or executed the token is undefined and
 * the server answers AUT403, which the form shows.
 * @example await createCaptchaTokens(browserCaptchaPage())('placeOrder') // 'development-placeOrder'
 */
export function createCaptchaTokens(page: CaptchaPage): CaptchaTokens {
  let provider: Promise<GrecaptchaEnterprise | undefined> | undefined;
  const enterprise = (siteKey: string) => {
    provider ??= page
      .loadScript(`https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`)
      .then(() => {
        const loaded = page.grecaptcha();
        return loaded === undefined ? undefined : new Promise<GrecaptchaEnterprise>((resolve) => loaded.ready(() => resolve(loaded)));
      })
      .catch(() => undefined);
    return provider.then((loaded) => {
      // A failed load is tried again on the next token asked for.
      if (loaded === undefined) provider = undefined;
      return loaded;
    });
  };
  return async (action) => {
    const setting = page.meta(CAPTCHA_META);
    if (setting === 'development') return new URLSearchParams(page.search).get(DEV_CAPTCHA_TOKEN_PARAM) ?? `development-${action}`;
    if (setting?.startsWith(ENTERPRISE_PREFIX) !== true) return undefined;
    const siteKey = setting.slice(ENTERPRISE_PREFIX.length);
    const grecaptcha = await enterprise(siteKey);
    return grecaptcha?.execute(siteKey, { action }).catch(() => undefined);
  };
}

/** The browser's page: its meta elements, its query, a script element appended to the head, `window.grecaptcha`. */
export function browserCaptchaPage(): CaptchaPage {
  return {
    meta: (name) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content,
    get search() {
      return window.location.search;
    },
    loadScript: (src) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          script.remove();
          reject(new Error(`${src} could not be loaded`));
        };
        document.head.append(script);
      }),
    grecaptcha: () => (window as { grecaptcha?: { enterprise?: GrecaptchaEnterprise } }).grecaptcha?.enterprise,
  };
}

/** The storefront's captcha tokens (one provider load per page). */
export const captchaToken: CaptchaTokens = createCaptchaTokens(
  typeof document === 'undefined'
    ? { meta: () => undefined, search: '', loadScript: () => Promise.reject(new Error('no document')), grecaptcha: () => undefined }
    : browserCaptchaPage(),
);
