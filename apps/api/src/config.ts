import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { TRIAL_TOKEN_LIMIT } from '@grove/trial-guard';

/** The API's settings, read from the environment once at start-up. */
export interface ApiConfig {
  /** Interface to listen on; loopback unless told otherwise. */
  host: string;
  /** Port to listen on (`API_PORT`, default 3000). */
  port: number;
  /** Browser origins allowed to call the API directly (the web app proxies in dev, so usually none). */
  corsOrigins: string[];
  /** `NODE_ENV`: production tightens what the server accepts at start. */
  nodeEnv: 'development' | 'test' | 'production';
  /** Where the embedded database and the mail outbox live (`GROVE_DATA_DIR`, default `.data`). */
  dataDir: string;
  /** A PostgreSQL server (`DATABASE_URL`); without it the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  /** Whether statements on `DATABASE_URL` are prepared (`DATABASE_PREPARED_STATEMENTS`, default on). */
  databasePreparedStatements: boolean;
  /** Whether each process keeps the accounts it has just read (`ACCOUNT_CACHE`, default on; db/accountCache.ts). */
  accountCache: boolean;
  /**
   * Worker threads for the builtin mind's replies and the radar's scoring (`MIND_THREADS`: a number
   * 0–16, or `auto`, the default: one per CPU but one, at most 4; 0 does the work in the API's thread).
   */
  mindThreads: number | 'auto';
  /** `RETENTION_INTERVAL_MS`: how often the retention job purges children's data past each family's retention (default 1 h). */
  retentionIntervalMs: number;
  /** The Firebase project whose ID tokens are accepted (`FIREBASE_PROJECT_ID`). */
  firebaseProjectId: string;
  /** The Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`); never allowed in production. */
  authEmulatorHost: string | null;
  /** An SMTP server for mail (`SMTP_URL`); without it mail is written to `dataDir/outbox`. */
  smtpUrl: string | null;
  /** The sender of Grove's mail (`MAIL_FROM`). */
  mailFrom: string;
  /** The Firebase web API key the browser uses (`FIREBASE_WEB_API_KEY`; any value works with the emulator). */
  firebaseWebApiKey: string;
  /** The Firebase auth domain for the browser (`FIREBASE_AUTH_DOMAIN`). */
  firebaseAuthDomain: string;
  /** Which mentor answers chats. */
  mentor: MentorConfig;
  /** Remote moderation beside the offline safety classifier (issue 13). */
  moderation: ModerationConfig;
  /** How token packages are paid for. */
  payments: PaymentsConfig;
  /** The anonymous trial (issue 5). */
  trial: TrialConfig;
  /**
   * `TRUST_PROXY`: which proxies' `X-Forwarded-For` the API believes, passed to Fastify's `trustProxy`.
   * It decides the IP the server sees, which keys the trial records and the rate limits. Default `false`:
   * the socket's address, so a caller cannot forge its IP with a header. `true` trusts every hop (only
   * behind a proxy that overwrites the header); a number trusts that many hops; a comma list of IPs or
   * CIDRs (`10.0.0.0/8,127.0.0.1`) trusts exactly those proxies.
   */
  trustProxy: boolean | number | string[];
  /** SPEC §3's feature flags the server decides (`FEATURE_FLAGS`). */
  features: ServerFeatures;
  /** The founders club and referrals (issue 19). */
  founders: FoundersConfig;
  /**
   * `GROVE_TEST_CLOCK_OFFSET_MS`: milliseconds added to the server's clock (`now()`), for end-to-end
   * tests that need days to pass (a referral converting on three days). 0 by default; refused when
   * `NODE_ENV=production`.
   */
  testClockOffsetMs: number;
}

/** The founders club's settings (`FOUNDERS_*`, issue 19). */
export interface FoundersConfig {
  /** `FOUNDERS_PUBLIC_RATE_LIMIT`: calls a minute per IP to validate, track-usage, mark-conversion and seats (default 30). */
  publicPerMinute: number;
  /**
   * `FOUNDERS_PROOF_SECRET`: the HMAC key of referral conversion proofs (at least 32 characters). Unset:
   * a random key is made once and kept in the database's `server_secrets`, so every API copy on one
   * database shares it.
   */
  proofSecret: string | null;
}

/**
 * The SPEC §3 feature flags whose effect is on the server (issue 17): with the symbolic system or
 * metrics collection off no message is scored for the radar; with tag extraction off scores keep no
 * tags. The browser's own flags (`VITE_FLAGS`) decide only what it shows.
 */
export interface ServerFeatures {
  symbolicSystem: boolean;
  metricsCollection: boolean;
  tagExtraction: boolean;
}

/** SPEC §3: the three are on by default. */
export const SERVER_FEATURES_DEFAULT: ServerFeatures = { symbolicSystem: true, metricsCollection: true, tagExtraction: true };

/** `FEATURE_FLAGS`: a comma list such as `metricsCollection=off,tagExtraction=on` over the defaults. */
const FeatureFlagsSchema = z
  .string()
  .default('')
  .transform((value, ctx): ServerFeatures => {
    const features = { ...SERVER_FEATURES_DEFAULT };
    for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name = '', setting = ''] = entry.split('=').map((part) => part.trim());
      const on = ['on', 'true', '1', 'yes'].includes(setting.toLowerCase());
      const off = ['off', 'false', '0', 'no'].includes(setting.toLowerCase());
      if (!(name in features) || (!on && !off)) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' must be one of ${Object.keys(features).join(', ')} set =on or =off` });
        return z.NEVER;
      }
      features[name as keyof ServerFeatures] = on;
    }
    return features;
  });

/** The trial's settings (`TRIAL_*`). */
export interface TrialConfig {
  /**
   * `TRIAL_TOKEN_LIMIT`: tokens a trial visitor (device, and the devices related to it) may use within
   * 24 hours of the last use (default 100000, SPEC §9). Tests and the e2e lower it.
   */
  tokenLimit: number;
  /** `TRIAL_CHAT_RATE_LIMIT`: trial chats per minute per IP before 429 (default 30). */
  chatPerMinute: number;
  /** `TRIAL_STATUS_RATE_LIMIT`: trial status reads per minute per IP before 429 (default 120). */
  statusPerMinute: number;
}

/** The mentor's settings (`MENTOR_*`, `OPENAI_*`). */
export interface MentorConfig {
  /**
   * `MENTOR_PROVIDER`: `auto` (default: a local OpenAI-compatible model when one answers a probe, else
   * Grove's builtin mind), `builtin` (offline, deterministic) or `openai` (the server `OPENAI_BASE_URL` names).
   */
  provider: 'auto' | 'builtin' | 'openai';
  /** `OPENAI_BASE_URL`, required for `openai`; for `auto` the first address probed (e.g. http://127.0.0.1:11434/v1). */
  openAiBaseUrl: string | null;
  /**
   * For `auto`: the OpenAI-compatible API roots probed in order for `/models` — `OPENAI_BASE_URL` when
   * set, then `MENTOR_PROBE_URLS` (comma-separated) or else {@link MENTOR_PROBE_URLS_DEFAULT}.
   */
  probeUrls: readonly string[];
  /** `MENTOR_PROBE_TIMEOUT_MS`: how long one probe may take (default 1500). */
  probeTimeoutMs: number;
  /** `MENTOR_PROBE_INTERVAL_MS`: how often `auto` looks again while no model answers, or after one failed (default 30000). */
  probeIntervalMs: number;
  /** `OPENAI_API_KEY` (local servers such as Ollama need none). */
  openAiApiKey: string | null;
  /** `MENTOR_MODEL`, required for `openai`; for `auto` the model asked for (else the first the server lists). */
  model: string | null;
  /** `MENTOR_TIMEOUT_MS`: how long a model call may take (default 30000). */
  timeoutMs: number;
  /** `MENTOR_STREAM_DELAY_MS`: the builtin mentor's pause per word when streaming (default 35). */
  streamDelayMs: number;
}

/** The usual local model servers `MENTOR_PROVIDER=auto` probes: Ollama, llama.cpp's server, LM Studio. */
export const MENTOR_PROBE_URLS_DEFAULT: readonly string[] = ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:8080/v1', 'http://127.0.0.1:1234/v1'];

const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** OpenAI's API root: the default moderation server for `MODERATION_PROVIDER=openai`. */
export const MODERATION_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** OpenAI's moderation model, the default `MODERATION_MODEL` for `MODERATION_PROVIDER=openai`. */
export const MODERATION_OPENAI_MODEL = 'omni-moderation-latest';

/** The remote moderation settings (`MODERATION_*`, issue 13). */
export interface ModerationConfig {
  /**
   * `MODERATION_PROVIDER`: `none` (default: the offline classifier only), `openai` (OpenAI's moderation
   * endpoint, or a server speaking its protocol) or `guard` (a guard model such as Llama Guard 3 on an
   * OpenAI-compatible chat-completions server).
   */
  provider: 'none' | 'openai' | 'guard';
  /** `MODERATION_BASE_URL`: the server's API root; default OpenAI's for `openai`, required for `guard`. */
  baseUrl: string | null;
  /** `MODERATION_API_KEY`; for `openai` it falls back to `OPENAI_API_KEY`. */
  apiKey: string | null;
  /** `MODERATION_MODEL`: default `omni-moderation-latest` for `openai`, required for `guard`. */
  model: string | null;
  /**
   * `MODERATION_TIMEOUT_MS`: how long one check may take (default 5000). A slower check counts as an
   * outage: a child's turn then fails closed ("let's try that again"), an adult's fails open.
   */
  timeoutMs: number;
}

/** The payment settings (`PAYMENTS_PROVIDER`, `STRIPE_*`, `APP_BASE_URL`). */
export interface PaymentsConfig {
  /** `PAYMENTS_PROVIDER`: `dev` (default; credits at once, test mode) or `stripe`. */
  provider: 'dev' | 'stripe';
  /** `STRIPE_SECRET_KEY`, required for `stripe`. */
  stripeSecretKey: string | null;
  /** `STRIPE_WEBHOOK_SECRET`, required for `stripe`. */
  stripeWebhookSecret: string | null;
  /** `STRIPE_API_HOST`/`STRIPE_API_PORT`/`STRIPE_API_PROTOCOL`: another Stripe API host (a local fake), else null. */
  stripeApi: { host: string; port: number | null; protocol: 'http' | 'https' } | null;
  /** `APP_BASE_URL`: where the web app runs, for Checkout's success and cancel pages. */
  appBaseUrl: string;
}

/** One IPv4/IPv6 address or CIDR block. */
function ipOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: false | true | a hop count | a comma list of IPs/CIDRs. */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.find((entry) => !ipOrCidr(entry));
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must be false, true, a hop count or a comma list of IPs/CIDRs${bad ? ` ('${bad}' is none of these)` : ''}` });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url())),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  GROVE_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Off for a pooler that cannot keep named statements (PgBouncer in transaction mode before 1.21).
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  // Off to measure without it, or where LISTEN cannot work (a pooler in transaction mode).
  ACCOUNT_CACHE: z.enum(['on', 'off']).default('on'),
  MIND_THREADS: z.union([z.literal('auto'), z.coerce.number().int().min(0).max(16)]).default('auto'),
  // At least a minute: each run is one transaction over every family's children's data.
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(60_000).max(7 * 86_400_000).default(3_600_000),
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id').default('demo-grove'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Grove <hello@grove.example>'),
  FIREBASE_WEB_API_KEY: z.string().min(1).default('fake-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  MENTOR_PROVIDER: z.enum(['auto', 'builtin', 'openai']).default('auto'),
  MENTOR_PROBE_URLS: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item.length > 0))
    .pipe(z.array(HttpUrlSchema).min(1, 'must list at least one http:// or https:// URL'))
    .optional(),
  MENTOR_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1500),
  MENTOR_PROBE_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(30_000),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  MENTOR_MODEL: z.string().min(1).max(200).optional(),
  MENTOR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  MENTOR_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(35),
  MODERATION_PROVIDER: z.enum(['none', 'openai', 'guard']).default('none'),
  MODERATION_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MODERATION_API_KEY: z.string().min(1).optional(),
  MODERATION_MODEL: z.string().min(1).max(200).optional(),
  MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PAYMENTS_PROVIDER: z.enum(['dev', 'stripe']).default('dev'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_API_HOST: z.string().regex(/^[\w.-]+$/, 'must be a host name').optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  APP_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('http://localhost:4200'),
  TRIAL_TOKEN_LIMIT: z.coerce.number().int().positive().max(1_000_000_000).default(TRIAL_TOKEN_LIMIT),
  TRIAL_CHAT_RATE_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(30),
  TRIAL_STATUS_RATE_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(120),
  TRUST_PROXY: TrustProxySchema,
  FEATURE_FLAGS: FeatureFlagsSchema,
  FOUNDERS_PUBLIC_RATE_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(30),
  // A short key would make the proofs guessable: 32 characters is 192 bits even as base64.
  FOUNDERS_PROOF_SECRET: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  GROVE_TEST_CLOCK_OFFSET_MS: z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().int().min(-10 * 365 * 86_400_000).max(10 * 365 * 86_400_000))
    .default(0),
});

/** A start-up configuration error that names the offending variables. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment into an {@link ApiConfig}, failing fast with a message that names every bad
 * variable (a server that starts half-configured is worse than one that does not start).
 */
export function configFromEnv(env: Record<string, string | undefined>): ApiConfig {
  // An empty variable means "not set": shells and .env files often leave them blank.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.FIREBASE_AUTH_EMULATOR_HOST) {
    // The emulator accepts unsigned tokens: in production that would let anyone sign in as anyone.
    throw new ConfigError('Invalid configuration — FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.GROVE_TEST_CLOCK_OFFSET_MS !== 0) {
    // A shifted clock pays held rewards early and ages accounts: a test tool, never a production setting.
    throw new ConfigError('Invalid configuration — GROVE_TEST_CLOCK_OFFSET_MS must not be set when NODE_ENV=production');
  }
  const missing = (name: string, when: string) => new ConfigError(`Invalid configuration — ${name} must be set when ${when}`);
  if (e.MENTOR_PROVIDER === 'openai') {
    if (!e.OPENAI_BASE_URL) throw missing('OPENAI_BASE_URL', 'MENTOR_PROVIDER=openai');
    if (!e.MENTOR_MODEL) throw missing('MENTOR_MODEL', 'MENTOR_PROVIDER=openai');
  }
  if (e.MODERATION_PROVIDER === 'guard') {
    if (!e.MODERATION_BASE_URL) throw missing('MODERATION_BASE_URL', 'MODERATION_PROVIDER=guard');
    if (!e.MODERATION_MODEL) throw missing('MODERATION_MODEL', 'MODERATION_PROVIDER=guard');
  }
  const moderationApiKey = e.MODERATION_API_KEY ?? (e.MODERATION_PROVIDER === 'openai' ? e.OPENAI_API_KEY : undefined);
  if (e.MODERATION_PROVIDER === 'openai' && !e.MODERATION_BASE_URL && !moderationApiKey) {
    // OpenAI's own endpoint refuses every call without a key: each child's turn would fail closed.
    throw missing('MODERATION_API_KEY (or OPENAI_API_KEY)', "MODERATION_PROVIDER=openai talks to OpenAI's endpoint (no MODERATION_BASE_URL)");
  }
  if (e.PAYMENTS_PROVIDER === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) throw missing('STRIPE_SECRET_KEY', 'PAYMENTS_PROVIDER=stripe');
    if (!e.STRIPE_WEBHOOK_SECRET) throw missing('STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER=stripe');
  }
  if ((e.STRIPE_API_PORT !== undefined || e.STRIPE_API_PROTOCOL !== undefined) && !e.STRIPE_API_HOST) {
    throw missing('STRIPE_API_HOST', 'STRIPE_API_PORT or STRIPE_API_PROTOCOL is set');
  }
  const dataDir = resolve(e.GROVE_DATA_DIR);
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    corsOrigins: e.CORS_ORIGINS,
    nodeEnv: e.NODE_ENV,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    accountCache: e.ACCOUNT_CACHE === 'on',
    mindThreads: e.MIND_THREADS,
    retentionIntervalMs: e.RETENTION_INTERVAL_MS,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    firebaseWebApiKey: e.FIREBASE_WEB_API_KEY,
    firebaseAuthDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    mentor: {
      provider: e.MENTOR_PROVIDER,
      openAiBaseUrl: e.OPENAI_BASE_URL ?? null,
      openAiApiKey: e.OPENAI_API_KEY ?? null,
      model: e.MENTOR_MODEL ?? null,
      probeUrls: [...new Set([...(e.OPENAI_BASE_URL ? [e.OPENAI_BASE_URL] : []), ...(e.MENTOR_PROBE_URLS ?? MENTOR_PROBE_URLS_DEFAULT)].map((url) => url.replace(/\/+$/, '')))],
      probeTimeoutMs: e.MENTOR_PROBE_TIMEOUT_MS,
      probeIntervalMs: e.MENTOR_PROBE_INTERVAL_MS,
      timeoutMs: e.MENTOR_TIMEOUT_MS,
      streamDelayMs: e.MENTOR_STREAM_DELAY_MS,
    },
    moderation:
      e.MODERATION_PROVIDER === 'none'
        ? { provider: 'none', baseUrl: null, apiKey: null, model: null, timeoutMs: e.MODERATION_TIMEOUT_MS }
        : {
            provider: e.MODERATION_PROVIDER,
            baseUrl: e.MODERATION_BASE_URL ?? MODERATION_OPENAI_BASE_URL,
            apiKey: moderationApiKey ?? null,
            model: e.MODERATION_MODEL ?? MODERATION_OPENAI_MODEL,
            timeoutMs: e.MODERATION_TIMEOUT_MS,
          },
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApi: e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT ?? null, protocol: e.STRIPE_API_PROTOCOL ?? 'https' } : null,
      appBaseUrl: e.APP_BASE_URL.replace(/\/+$/, ''),
    },
    trial: { tokenLimit: e.TRIAL_TOKEN_LIMIT, chatPerMinute: e.TRIAL_CHAT_RATE_LIMIT, statusPerMinute: e.TRIAL_STATUS_RATE_LIMIT },
    trustProxy: e.TRUST_PROXY,
    features: e.FEATURE_FLAGS,
    founders: { publicPerMinute: e.FOUNDERS_PUBLIC_RATE_LIMIT, proofSecret: e.FOUNDERS_PROOF_SECRET ?? null },
    testClockOffsetMs: e.GROVE_TEST_CLOCK_OFFSET_MS,
  };
}

/** The embedded database's folder inside the data folder. */
export function configPgliteDir(config: ApiConfig): string {
  return join(config.dataDir, 'pglite');
}

/** The mail outbox folder inside the data folder. */
export function configOutboxDir(config: ApiConfig): string {
  return join(config.dataDir, 'outbox');
}
