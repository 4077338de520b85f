import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { LOYALTY_MIN_POINTS_FOR_PAYMENT } from '@stride/domain/checkout';
import { DEFAULT_WELCOME_PROMO_TERMS } from '@stride/domain/identity';
import { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE } from '@stride/domain/lists';
import { isKnownTokenSecret } from './known-token-secrets.js';

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** The bff's settings, read from the environment once at the composition root. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * PostgreSQL only: how many pipelined connections carry the statements outside a transaction
     * (0 sends them to the pool). One was fastest on a 2-vCPU machine with a local server; each runs
     * one commit at a time, so a server whose commits take longer wants more (docs/decisions.md).
     */
    STRIDE_PG_SHARED_CONNECTIONS: z.coerce.number().int().min(0).max(16).default(1),
    STRIDE_DATA_DIR: z.string().min(1).default('./.stride-data'),
    STRIDE_DB_IN_MEMORY: z.stringbool().default(false),
    /**
     * Demo data at first start: `auto` seeds the embedded on-disk database only, never a DATABASE_URL
     * (that takes `stride db seed`) and not the in-memory test database.
     */
    STRIDE_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** How long shutdown waits for in-flight requests before cutting connections. */
    STRIDE_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * How long a product's details answer is served from memory (0 turns it off). Stock labels in it
     * may lag by this much; the inventory call and add to cart always read live stock.
     */
    STRIDE_PRODUCT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    /**
     * How long a product page's server render reuses the product's online stock it read last (0 turns it off): a
     * hot product's pages share one read a second instead of one each. The inventory route, the cart and checkout
     * always read live stock; a size that sells out may show as available on a page rendered within this time.
     */
    STRIDE_PAGE_STOCK_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /**
     * How long a published content document (menu, footer, espots, pages) is read from memory (0 turns it off). An
     * edit through this bff clears it at once; a publish window that opens or closes may show this much late (the
     * published answers are public for 60 s anyway).
     */
    STRIDE_CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * How long the cart prices with the promotion list it read last (0 turns it off). Start and end
     * dates are checked on every pricing; only an edited or deleted promotion may lag by this much.
     * Codes (use counts, limits) and checkout's order pricing always read the database.
     */
    STRIDE_PROMOTION_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * How long an order may wait for its 3-D Secure answer (or stay behind after a crash) before its
     * stock, stored value and promo code uses are released; swept every minute.
     */
    STRIDE_PENDING_ORDER_TTL_MS: z.coerce.number().int().min(60_000).default(1_800_000),
    /**
     * The loyalty welcome promo a membership brings when it becomes effective: percent off one order
     * (kept with each promo as issued, so a change applies to the promos issued after it).
     */
    STRIDE_WELCOME_PROMO_PERCENT_OFF: z.coerce.number().int().min(1).max(100).default(DEFAULT_WELCOME_PROMO_TERMS.percentOff),
    /** How many days a welcome promo can be used, from the moment the membership becomes effective. */
    STRIDE_WELCOME_PROMO_DAYS: z.coerce.number().int().min(1).max(366).default(DEFAULT_WELCOME_PROMO_TERMS.validDays),
    /**
     * HMAC key of access tokens; required in production. Elsewhere, when unset, the first start makes
     * a random key and keeps it in the database (server_secrets) for every later start and replica.
     */
    STRIDE_TOKEN_SECRET: z.string().min(32).optional(),
    /** The storefront's public origin, for links in e-mails (never taken from a request's Host header). */
    STRIDE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    /**
     * Check every API answer against its published schema before sending it (a mismatch is a 500 and
     * an error log). On in tests; the browser does not re-validate answers (docs/web.md).
     */
    STRIDE_CHECK_ANSWERS: z.stringbool().default(false),
    /**
     * How many proxies in front of the bff append to X-Forwarded-For (0: none, the socket's peer is
     * the client). With 1, the client is the last address the trusted proxy wrote; any address a
     * client writes itself further left is ignored. Also makes X-Forwarded-Proto count for Secure cookies.
     */
    STRIDE_TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Largest request body any route reads, in bytes (413 above it); routes may set less. */
    STRIDE_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 * 1024)
      .default(1024 * 1024),
    /** How long a client may take to send its request headers (slow-header clients are cut). */
    STRIDE_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
    /** How long a client may take to send a whole request, body included. */
    STRIDE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** How long an idle keep-alive connection stays open between requests. */
    STRIDE_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(5_000),
    /**
     * Client addresses the per-client abuse limits skip, comma-separated (a load tester, a health
     * checker); none by default. Per-account limits and lockouts still count for them.
     */
    STRIDE_LIMITS_EXEMPT: z
      .string()
      .default('')
      .transform(
        (list) =>
          new Set(
            list
              .split(',')
              .map((address) => address.trim())
              .filter((address) => address !== ''),
          ),
      ),
    /**
     * Verify captcha tokens on sign-in, sign-up and placing an order: with reCAPTCHA Enterprise when the three
     * STRIDE_RECAPTCHA_PROJECT_ID, _API_KEY and _SITE_KEY are set, else with the development verifier.
     */
    STRIDE_RECAPTCHA: z.stringbool().default(false),
    /** The Google Cloud project of the reCAPTCHA Enterprise key. */
    STRIDE_RECAPTCHA_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]{1,63}$/)
      .optional(),
    /** An API key allowed to create reCAPTCHA Enterprise assessments for the project (a secret: from the environment only). */
    STRIDE_RECAPTCHA_API_KEY: z.string().min(1).max(200).optional(),
    /** The reCAPTCHA Enterprise site key (score-based) the storefront's pages execute with; public. */
    STRIDE_RECAPTCHA_SITE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/)
      .optional(),
    /** The lowest reCAPTCHA Enterprise score that passes (0: surely a bot, 1: surely a person). */
    STRIDE_RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
    /** The reCAPTCHA Enterprise API (a local stand-in in tests). */
    STRIDE_RECAPTCHA_URL: z.url({ protocol: /^https?$/ }).default('https://recaptchaenterprise.googleapis.com'),
    /**
     * Development (`npm run dev`): render with the newest web build, importing the server render again
     * and re-reading the client manifest when `vite build --watch` rewrites them, so a changed page
     * shows without a restart. Off in production: the build is read once at start.
     */
    STRIDE_WEB_RELOAD: z.stringbool().default(false),
    /** The experiment project's SDK key: the datafile the storefront decides with (the demo's by default). */
    STRIDE_EXPERIMENTS_SDK_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('stride-demo'),
    /**
     * Where the browser fetches the datafile, `{sdkKey}` standing for the key (the vendor's CDN:
     * `https://cdn.optimizely.com/datafiles/{sdkKey}.json`); unset: the bff's own sandbox copy.
     */
    STRIDE_EXPERIMENTS_DATAFILE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Where the browser sends experiment events (the vendor's `https://logx.optimizely.com/v1/events`); unset: the bff's sandbox endpoint. */
    STRIDE_EXPERIMENTS_EVENTS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The social gallery vendor's script, `{containerId}` and `{locale}` standing for the block's container id and the
     * page's locale (`https://cdn.vendor.example/widgets/{containerId}/{locale}.js`); unset: the sandbox widget.
     */
    STRIDE_SOCIAL_GALLERY_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
    /** The brand the recommendation engine answers for (`/api/engine/v1/decide/{brand}`). */
    STRIDE_RECOMMENDATIONS_BRAND: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .default('stride'),
    /** How many shoppers' flags hide a product review until support staff look at it (`stride reviews moderate`). */
    STRIDE_REVIEW_FLAGS_TO_HIDE: z.coerce.number().int().min(1).max(1000).default(3),
    /**
     * Notify me: the product page and quick-shop offer an out-of-stock size's shoppers an e-mail when it is back
     * (`PUT /products/v1/notifications`); `false` hides the offer and refuses the call (NOTIFY_ME_OFF).
     */
    STRIDE_NOTIFY_ME: z.stringbool().default(true),
    /**
     * Favorites (commerce section 4: "Favorites can be disabled by configuration"): `false` takes the hearts, the
     * favorites page and its link off the storefront, and the favorites calls answer as unknown routes (404).
     */
    STRIDE_FAVORITES: z.stringbool().default(true),
    /**
     * The loyalty programme (account section 6: "Loyalty features are toggled by configuration"): `false` takes joining,
     * points, vouchers and the welcome offer off the storefront, checkout offers and takes no loyalty payment, sign-up
     * joins nobody, and the programme's calls answer as unknown routes (404). Memberships stay stored for its return.
     */
    STRIDE_LOYALTY: z.stringbool().default(true),
    /**
     * The sign-in dialog's simplified enrollment variant (commerce section 2, Dialogs): the e-mail first, then the
     * password of a known account or a short sign-up for a new one, and a confirmation dialog after signing in.
     */
    STRIDE_SIMPLIFIED_ENROLLMENT: z.stringbool().default(false),
    /** How many lines a page of favorites or saved-for-later holds when the call names no count (commerce section 9). */
    STRIDE_LIST_PAGE_SIZE: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_DEFAULT_PAGE_SIZE),
    /** The fewest loyalty points a member may pay with (commerce sections 5 and 9); below it, REW140. */
    STRIDE_LOYALTY_MIN_POINTS: z.coerce.number().int().min(1).max(1_000_000).default(LOYALTY_MIN_POINTS_FOR_PAYMENT),
    /**
     * The countries whose sites ask a birth date at sign-up (account section 5: "required only if configured"),
     * comma-separated ISO codes such as `US,CA`: a sign-up there without one answers PRO411, which the sign-up form
     * turns into its birth date rule (account section 8). None by default.
     */
    STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES: z
      .string()
      .regex(/^\s*([A-Za-z]{2}\s*(,\s*[A-Za-z]{2}\s*)*)?$/, 'comma-separated two-letter country codes')
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code !== ''),
      ),
    /** How long a toast stays before it dismisses itself, in ms (account sections 4 and 9); errors that must stay do. */
    STRIDE_TOAST_DISMISS_MS: z.coerce.number().int().min(1000).max(60_000).default(5000),
    /**
     * A DeepL-compatible translation API for product reviews (`https://api-free.deepl.com`), with its key below; unset:
     * only the store's own translations (the demo reviews') answer, and other reviews offer no translation.
     */
    STRIDE_TRANSLATION_URL: z.url({ protocol: /^https?$/ }).optional(),
    STRIDE_TRANSLATION_API_KEY: z.string().min(1).max(200).optional(),
  })
  .superRefine((config, ctx) => {
    if ((config.STRIDE_TRANSLATION_URL === undefined) !== (config.STRIDE_TRANSLATION_API_KEY === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['STRIDE_TRANSLATION_API_KEY'], message: 'STRIDE_TRANSLATION_URL and STRIDE_TRANSLATION_API_KEY go together' });
    }
    const recaptchaKeys = [config.STRIDE_RECAPTCHA_PROJECT_ID, config.STRIDE_RECAPTCHA_API_KEY, config.STRIDE_RECAPTCHA_SITE_KEY];
    if (recaptchaKeys.some((key) => key === undefined) && recaptchaKeys.some((key) => key !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIDE_RECAPTCHA_API_KEY'],
        message: 'STRIDE_RECAPTCHA_PROJECT_ID, STRIDE_RECAPTCHA_API_KEY and STRIDE_RECAPTCHA_SITE_KEY go together',
      });
    }
    if (config.NODE_ENV === 'production' && config.STRIDE_RECAPTCHA && recaptchaKeys.some((key) => key === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIDE_RECAPTCHA'],
        message:
          'in production the captcha needs reCAPTCHA Enterprise (STRIDE_RECAPTCHA_PROJECT_ID, _API_KEY, _SITE_KEY): the development verifier passes any token',
      });
    }
    if (config.NODE_ENV === 'production' && config.STRIDE_TOKEN_SECRET === undefined) {
      ctx.addIssue({ code: 'custom', path: ['STRIDE_TOKEN_SECRET'], message: 'required when NODE_ENV is production' });
    }
    if (config.STRIDE_TOKEN_SECRET !== undefined && isKnownTokenSecret(config.STRIDE_TOKEN_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIDE_TOKEN_SECRET'],
        message: 'this key is published in the repository: choose a random one (openssl rand -base64 32)',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Invalid configuration: the message names every bad variable, ready for stderr. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment into a Config; an empty variable counts as unset. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Result<Config, ConfigError> {
  const known = Object.keys(configSchema.shape);
  // `PORT=` in a shell or .env file means "not set", not "0".
  const input = Object.fromEntries(known.map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = configSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)));
}
