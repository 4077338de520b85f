import { describe, expect, it } from 'vitest';
import { createCaptchaTokens, type CaptchaPage, type GrecaptchaEnterprise } from './captcha-tokens.js';

/** A page with the given captcha meta and query; records the scripts added and the provider's calls. */
function page(meta: string | undefined, search = '', options: { loads?: boolean } = {}) {
  const scripts: string[] = [];
  const executed: [string, { action: string }][] = [];
  let provider: GrecaptchaEnterprise | undefined;
  const fake: CaptchaPage = {
    meta: (name) => (name === 'stride:captcha' ? meta : undefined),
    search,
    loadScript: async (src) => {
      scripts.push(src);
      if (options.loads === false) throw new Error('blocked');
      provider = {
        ready: (callback) => callback(),
        execute: async (siteKey, opts) => {
          executed.push([siteKey, opts]);
          return `enterprise-token-${opts.action}`;
        },
      };
    },
    grecaptcha: () => provider,
  };
  return { fake, scripts, executed };
}

describe('captcha tokens in the browser', () => {
  it('with the captcha off, answers no token and loads nothing', async () => {
    const { fake, scripts } = page(undefined);
    expect(await createCaptchaTokens(fake)('placeOrder')).toBeUndefined();
    expect(scripts).toEqual([]);
  });

  it('with the development verifier, answers a development token per action, or the one the URL names', async () => {
    const { fake, scripts } = page('development');
    const tokens = createCaptchaTokens(fake);
    expect([await tokens('login'), await tokens('register'), await tokens('placeOrder')]).toEqual([
      'development-login',
      'development-register',
      'development-placeOrder',
    ]);
    expect(await createCaptchaTokens(page('development', '?step=summary&devCaptchaToken=fail').fake)('placeOrder')).toBe('fail');
    expect(scripts).toEqual([]);
  });

  it('with reCAPTCHA Enterprise, loads enterprise.js once for the site key and executes each action with it', async () => {
    const { fake, scripts, executed } = page('enterprise:site-key-1', '?devCaptchaToken=fail');
    const tokens = createCaptchaTokens(fake);
    expect(await tokens('login')).toBe('enterprise-token-login');
    expect(await tokens('placeOrder')).toBe('enterprise-token-placeOrder');
    expect(scripts).toEqual(['https://www.google.com/recaptcha/enterprise.js?render=site-key-1']);
    expect(executed).toEqual([
      ['site-key-1', { action: 'login' }],
      ['site-key-1', { action: 'placeOrder' }],
    ]);
  });

  it('answers no token when enterprise.js cannot be loaded, and tries to load it again next time', async () => {
    const { fake, scripts } = page('enterprise:site-key-1', '', { loads: false });
    const tokens = createCaptchaTokens(fake);
    expect(await tokens('login')).toBeUndefined();
    expect(await tokens('login')).toBeUndefined();
    expect(scripts).toHaveLength(2);
  });
});
