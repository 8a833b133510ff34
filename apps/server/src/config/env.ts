import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { HERO_VARIANTS, isHeroVariant } from '@quizwise/contract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A Stripe Price id, as the Dashboard shows it. */
const stripePrice = z.string().regex(/^price_\w+$/, 'must be a Stripe price id (price_…)');

/** TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count, or a list of addresses. */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const lower = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^[1-9][0-9]?$/.test(lower)) return Number(lower);
  const addresses = lower.split(',').map((part) => part.trim());
  const valid = addresses.every((address) => {
    const [ip, bits, ...rest] = address.split('/');
    return rest.length === 0 && isIP(ip ?? '') !== 0 && (bits === undefined || /^[0-9]{1,3}$/.test(bits));
  });
  if (!valid) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a hop count (1–99) or comma-separated proxy addresses/CIDRs',
    });
    return z.NEVER;
  }
  return addresses;
}

/** Every setting the server reads from the environment; a bad value stops the boot naming the variable. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Folder for the embedded database and uploaded files when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Server processes (node:cluster workers sharing the port); more than 1 needs DATABASE_URL. Unset: one
   * per core (at most 8) on PostgreSQL, 1 on the embedded database.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Key prefix of the live games' Redis pub/sub channels (several installs may share one Redis). */
  LIVE_REDIS_PREFIX: z.string().min(1).max(100).default('quizwise:live'),
  /**
   * Seconds a live game stays with its server process without that process renewing its lease (it
   * renews three times a lease); after that another process picks the game up from the database.
   */
  LIVE_OWNER_LEASE_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Unknown quiz codes one address may try per 10 minutes before every code lookup answers 429. A
   * whole school shares one address and mistypes codes; 300 guesses among 31^8 codes find none.
   */
  HOSTED_CODE_MISSES_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Attempts one address may start on one hosted quiz per 10 minutes (a whole school can share an address). */
  HOSTED_STARTS_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5000),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Force Secure cookies even when the request did not arrive over HTTPS (behind a TLS proxy). */
  SECURE_COOKIES: bool.optional(),
  /**
   * Which X-Forwarded-For hops to believe: `false` (none: the socket's address counts), a hop count
   * (`1` = the one proxy in front; `true` means 1), or the proxies' addresses/CIDRs, comma-separated.
   * Never "trust everything": a client can write any left-most X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => parseTrustProxy(value, ctx))
    .default(false),
  /** A request's headers and body must arrive within this (slow-body and slow-header attacks). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(15),
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(5),
  /** A connection with no bytes either way for this long is closed (covers long AI answers). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  WEB_DIST_DIR: z.string().optional(),
  /** Pin the landing page's hero variant (A1…C3) instead of assigning one per visitor. */
  LANDING_HERO_VARIANT: z
    .string()
    .refine(isHeroVariant, `must be one of ${HERO_VARIANTS.join(', ')}`)
    .optional(),
  LANDING_SIGNUP_URL: z.string().optional(),
  LANDING_BASE_PATH: z.string().default(''),
  /** `openai` (any OpenAI-compatible server), `anthropic` or `google`, each through its own AI SDK package. */
  AI_PROVIDER: z.enum(['embedded', 'openai', 'anthropic', 'google']).default('embedded'),
  /**
   * The service's structured-output mode (a strict JSON schema): `auto` is on for Anthropic, Google and
   * api.openai.com and off (`json_object`) for local OpenAI-compatible servers; `on`/`off` force it.
   */
  AI_STRUCTURED_OUTPUTS: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Worker threads for the embedded engine's CPU-heavy calls; 0 runs them on the request thread. */
  AI_WORKER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * Requests that may wait for an engine thread; one more answers 503 with Retry-After. Unset: 128 per
   * thread, so a class of 96 generating at once on one thread is served.
   */
  AI_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** `embedded`: when the model cannot write a quiz at all, the embedded engine writes it (and says so). */
  AI_FALLBACK: z.enum(['none', 'embedded']).default('none'),
  /** Model calls in flight at once (generation plans long material into several calls). */
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Google Classroom and Forms sync (OAuth 2 client); the Google routes answer 404 while unset. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Sends every Google call (OAuth token endpoint, Classroom, Forms) to this root instead (tests). */
  GOOGLE_API_ROOT_URL: z.url().optional(),
  /**
   * Payments through Stripe: with the secret key set, the webhook secret and the five price ids are
   * required too; without it every billing route answers 404 and the app shows no billing.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… / sk_live_… / rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_PROFESSIONAL: stripePrice.optional(),
  STRIPE_PRICE_PACK_100: stripePrice.optional(),
  STRIPE_PRICE_PACK_300: stripePrice.optional(),
  STRIPE_PRICE_PACK_1000: stripePrice.optional(),
  /** Sends every Stripe API call to this base URL instead of api.stripe.com (tests, stripe-mock). */
  STRIPE_API_BASE_URL: z.url().optional(),
  /**
   * The plan a new account starts on: the 14-day Professional trial (then Free), or Free or
   * Professional for good (a self-hosted school gives everyone Professional).
   */
  DEFAULT_PLAN: z.enum(['professional_trial', 'free', 'professional']).default('professional_trial'),
  /**
   * Credits every plan adds at each monthly renewal on this install, instead of the plan's own
   * allowance (Free 30, Professional 500). 0 turns monthly allowances off.
   */
  DEFAULT_MONTHLY_CREDITS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Test-only: let URL fetching reach loopback addresses. Refused when NODE_ENV=production. */
  ALLOW_LOOPBACK_FETCH: bool.default(false),
});

export type AppConfig = Omit<z.infer<typeof EnvSchema>, 'WEB_CONCURRENCY'> & {
  WEB_CONCURRENCY: number;
  dataDir: string;
};

/**
 * One server process per core on PostgreSQL (Node serves a process per core; the database does its own
 * work in its own processes), capped where more processes only add memory. The embedded database
 * lives in one process.
 */
export function defaultProcessCount(databaseUrl: string | undefined): number {
  return databaseUrl ? Math.min(availableParallelism(), 8) : 1;
}

/** What billing cannot work without once a Stripe key is set. */
const STRIPE_REQUIRED_WITH_KEY = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PROFESSIONAL',
  'STRIPE_PRICE_PACK_100',
  'STRIPE_PRICE_PACK_300',
  'STRIPE_PRICE_PACK_1000',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. Throws a ConfigError listing every bad variable, so a
 * misconfigured server stops at boot instead of failing later.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.ALLOW_LOOPBACK_FETCH && config.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  ALLOW_LOOPBACK_FETCH: is refused when NODE_ENV=production',
    );
  }
  if ((config.WEB_CONCURRENCY ?? 1) > 1 && !config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than 1 needs DATABASE_URL (the embedded database is single-process)',
    );
  }
  if (config.AI_PROVIDER === 'openai' && !config.AI_BASE_URL && !config.AI_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL: required (or AI_API_KEY) when AI_PROVIDER=openai',
    );
  }
  if ((config.AI_PROVIDER === 'anthropic' || config.AI_PROVIDER === 'google') && !config.AI_API_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  AI_API_KEY: required when AI_PROVIDER=${config.AI_PROVIDER}`,
    );
  }
  if (config.STRIPE_SECRET_KEY) {
    const missing = STRIPE_REQUIRED_WITH_KEY.filter((name) => !config[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`);
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  return {
    ...config,
    WEB_CONCURRENCY: config.WEB_CONCURRENCY ?? defaultProcessCount(config.DATABASE_URL),
    dataDir: path.resolve(config.DATA_DIR),
  };
}
