import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({})._unsafeUnwrap();
    expect(config).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      STRIDE_PG_SHARED_CONNECTIONS: 1,
      STRIDE_DATA_DIR: './.stride-data',
      STRIDE_DB_IN_MEMORY: false,
      STRIDE_DEMO_DATA: 'auto',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      STRIDE_SHUTDOWN_GRACE_MS: 10_000,
      STRIDE_PRODUCT_CACHE_TTL_MS: 30_000,
      STRIDE_PAGE_STOCK_TTL_MS: 1_000,
      STRIDE_CONTENT_CACHE_TTL_MS: 10_000,
      STRIDE_PROMOTION_CACHE_TTL_MS: 10_000,
      STRIDE_PENDING_ORDER_TTL_MS: 1_800_000,
      STRIDE_WELCOME_PROMO_PERCENT_OFF: 15,
      STRIDE_WELCOME_PROMO_DAYS: 30,
      STRIDE_CHECK_ANSWERS: false,
      STRIDE_RECAPTCHA: false,
      STRIDE_RECAPTCHA_SCORE_THRESHOLD: 0.5,
      STRIDE_RECAPTCHA_URL: 'https://recaptchaenterprise.googleapis.com',
      STRIDE_WEB_RELOAD: false,
      STRIDE_PUBLIC_URL: 'http://localhost:3000',
      STRIDE_TRUST_PROXY: 0,
      STRIDE_BODY_LIMIT_BYTES: 1024 * 1024,
      STRIDE_HEADERS_TIMEOUT_MS: 10_000,
      STRIDE_REQUEST_TIMEOUT_MS: 30_000,
      STRIDE_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      STRIDE_LIMITS_EXEMPT: new Set(),
      STRIDE_EXPERIMENTS_SDK_KEY: 'stride-demo',
      STRIDE_RECOMMENDATIONS_BRAND: 'stride',
      STRIDE_REVIEW_FLAGS_TO_HIDE: 3,
      STRIDE_NOTIFY_ME: true,
      STRIDE_FAVORITES: true,
      STRIDE_LOYALTY: true,
      STRIDE_SIMPLIFIED_ENROLLMENT: false,
      STRIDE_LIST_PAGE_SIZE: 20,
      STRIDE_LOYALTY_MIN_POINTS: 500,
      STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES: [],
      STRIDE_TOAST_DISMISS_MS: 5000,
    });
    expect(config.STRIDE_TOKEN_SECRET).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('takes the storefront settings within their bounds: page size 1 to 100, a positive points minimum, toasts 1 to 60 s', () => {
    expect(
      parseConfig({
        STRIDE_FAVORITES: 'false',
        STRIDE_LOYALTY: 'false',
        STRIDE_SIMPLIFIED_ENROLLMENT: 'true',
        STRIDE_LIST_PAGE_SIZE: '100',
        STRIDE_LOYALTY_MIN_POINTS: '1',
        STRIDE_TOAST_DISMISS_MS: '60000',
      })._unsafeUnwrap(),
    ).toMatchObject({
      STRIDE_FAVORITES: false,
      STRIDE_LOYALTY: false,
      STRIDE_SIMPLIFIED_ENROLLMENT: true,
      STRIDE_LIST_PAGE_SIZE: 100,
      STRIDE_LOYALTY_MIN_POINTS: 1,
      STRIDE_TOAST_DISMISS_MS: 60_000,
    });
    const refused = parseConfig({
      STRIDE_LIST_PAGE_SIZE: '101',
      STRIDE_LOYALTY_MIN_POINTS: '0',
      STRIDE_TOAST_DISMISS_MS: '999',
      STRIDE_FAVORITES: 'maybe',
      STRIDE_LOYALTY: 'no way',
      STRIDE_SIMPLIFIED_ENROLLMENT: '2',
    })._unsafeUnwrapErr();
    expect(refused.issues.map((issue) => issue.split(':')[0]).sort()).toEqual([
      'STRIDE_FAVORITES',
      'STRIDE_LIST_PAGE_SIZE',
      'STRIDE_LOYALTY',
      'STRIDE_LOYALTY_MIN_POINTS',
      'STRIDE_SIMPLIFIED_ENROLLMENT',
      'STRIDE_TOAST_DISMISS_MS',
    ]);
  });

  it('takes the countries that ask a birth date at sign-up as a list of country codes, and nothing else', () => {
    expect(parseConfig({ STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES: ' us, CA ' })._unsafeUnwrap().STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES).toEqual(['US', 'CA']);
    for (const bad of ['USA', 'US;CA', 'US,', '*']) expect(parseConfig({ STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES: bad }).isErr(), bad).toBe(true);
  });

  it('reads strings from the environment into typed values', () => {
    const config = parseConfig({
      PORT: '0',
      STRIDE_DB_IN_MEMORY: 'true',
      DATABASE_URL: 'postgres://stride:secret@db:5432/stride',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      STRIDE_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
    })._unsafeUnwrap();
    expect(config.PORT).toBe(0);
    expect(config.STRIDE_DB_IN_MEMORY).toBe(true);
    expect(config.DATABASE_URL).toBe('postgres://stride:secret@db:5432/stride');
    expect(config.LOG_LEVEL).toBe('debug');
  });

  it('takes the three reCAPTCHA Enterprise keys together, and refuses the development captcha in production', () => {
    const keys = { STRIDE_RECAPTCHA_PROJECT_ID: 'stride-shop', STRIDE_RECAPTCHA_API_KEY: 'api-key', STRIDE_RECAPTCHA_SITE_KEY: 'site-key_1' };
    const config = parseConfig({ STRIDE_RECAPTCHA: 'true', ...keys, STRIDE_RECAPTCHA_SCORE_THRESHOLD: '0.7' })._unsafeUnwrap();
    expect([config.STRIDE_RECAPTCHA_PROJECT_ID, config.STRIDE_RECAPTCHA_SITE_KEY, config.STRIDE_RECAPTCHA_SCORE_THRESHOLD]).toEqual([
      'stride-shop',
      'site-key_1',
      0.7,
    ]);
    expect(parseConfig({ STRIDE_RECAPTCHA_API_KEY: 'api-key' })._unsafeUnwrapErr().message).toMatch(/go together/);
    expect(parseConfig({ STRIDE_RECAPTCHA_SCORE_THRESHOLD: '1.5' }).isErr()).toBe(true);
    const production = { NODE_ENV: 'production', STRIDE_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars', STRIDE_RECAPTCHA: 'true' };
    expect(parseConfig(production)._unsafeUnwrapErr().message).toMatch(/STRIDE_RECAPTCHA: in production/);
    expect(parseConfig({ ...production, ...keys }).isOk()).toBe(true);
  });

  it('treats an empty variable as unset rather than as zero or false', () => {
    const config = parseConfig({ PORT: '', STRIDE_DB_IN_MEMORY: '' })._unsafeUnwrap();
    expect(config.PORT).toBe(3000);
    expect(config.STRIDE_DB_IN_MEMORY).toBe(false);
  });

  it('takes a translation provider for reviews only with both its URL and its key', () => {
    expect(parseConfig({ STRIDE_TRANSLATION_URL: 'https://api-free.deepl.com' })._unsafeUnwrapErr().message).toContain('STRIDE_TRANSLATION_API_KEY');
    const config = parseConfig({ STRIDE_TRANSLATION_URL: 'https://api-free.deepl.com', STRIDE_TRANSLATION_API_KEY: 'key:fx' })._unsafeUnwrap();
    expect([config.STRIDE_TRANSLATION_URL, config.STRIDE_TRANSLATION_API_KEY]).toEqual(['https://api-free.deepl.com', 'key:fx']);
    expect(parseConfig({ STRIDE_REVIEW_FLAGS_TO_HIDE: '0' }).isErr()).toBe(true);
  });

  it('ignores variables it does not know', () => {
    expect(parseConfig({ HOME: '/root', PATH: '/bin' }).isOk()).toBe(true);
  });

  it('names every invalid variable in one error', () => {
    const error = parseConfig({ PORT: 'eighty', STRIDE_DB_IN_MEMORY: 'maybe', LOG_LEVEL: 'loud' })._unsafeUnwrapErr();
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.issues).toHaveLength(3);
    expect(error.message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'STRIDE_DB_IN_MEMORY', 'LOG_LEVEL']) {
      expect(error.message).toContain(`  - ${name}: `);
    }
  });

  it('refuses production without a token secret, and a short secret anywhere', () => {
    expect(parseConfig({ NODE_ENV: 'production' })._unsafeUnwrapErr().message).toContain('STRIDE_TOKEN_SECRET');
    expect(parseConfig({ STRIDE_TOKEN_SECRET: 'short' }).isErr()).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).isOk()).toBe(true);
  });

  it('rejects a port out of range and a database URL that is not PostgreSQL', () => {
    expect(parseConfig({ PORT: '70000' }).isErr()).toBe(true);
    expect(parseConfig({ DATABASE_URL: 'mysql://db/stride' }).isErr()).toBe(true);
  });

  it('takes 0 to 16 shared PostgreSQL connections, and nothing else', () => {
    expect(parseConfig({ STRIDE_PG_SHARED_CONNECTIONS: '0' })._unsafeUnwrap().STRIDE_PG_SHARED_CONNECTIONS).toBe(0);
    expect(parseConfig({ STRIDE_PG_SHARED_CONNECTIONS: '4' })._unsafeUnwrap().STRIDE_PG_SHARED_CONNECTIONS).toBe(4);
    for (const bad of ['-1', '17', '1.5', 'two']) {
      expect(parseConfig({ STRIDE_PG_SHARED_CONNECTIONS: bad })._unsafeUnwrapErr().message).toContain('STRIDE_PG_SHARED_CONNECTIONS');
    }
  });
});
