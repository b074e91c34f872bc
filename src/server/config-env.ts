// The environment variables the app reads, with their types, ranges and defaults (config.ts turns
// them into the Config the rest of the code sees).
import { z } from 'zod';
import { PLAN_IDS } from '../contracts/plans.js';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const cidrList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  // OWASP ASVS 4.0 level 2 (3.3.2): re-authentication after 30 minutes idle, 12 hours at most.
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  ALLOW_SIGNUP: bool(true),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
  /** a public status page's answers per address per minute (its poll is one per 30 s a tab) */
  STATUS_PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  /** log2 of scrypt's N for new password hashes: 17 (OWASP); below 17 only for tests */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(18).default(17),
  /**
   * the built app under the browser journeys: they sign up and in hundreds of times, and at 2^17
   * (0.65 s of a core each) that alone adds minutes to a run; never set on a real installation
   */
  PASSWORD_HASH_FOR_TESTS: bool(false),
  CHECK_ALL_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(6),
  CHECK_NOW_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  /** public beta applications per address per hour */
  BETA_APPLY_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(5),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOW_INSECURE: bool(false),
  /** password sign-up stays off while OIDC is configured unless the operator says so */
  ALLOW_PASSWORD_SIGNUP_WITH_OIDC: bool(false),
  DEFAULT_PLAN: z.enum(PLAN_IDS).default('enterprise'),
  /** unset is not the same as false: without PUBLIC_URL a reachable listener needs it said */
  HOSTED: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  ALLOW_PRIVATE_TARGETS: bool(false),
  MONITOR_ALLOW: cidrList,
  MONITOR_DENY: cidrList,
  MONITOR_ENGINE: z.enum(['auto', 'icmp-dgram', 'icmp-raw', 'fping', 'tcp']).default('auto'),
  /** the ICMP socket's send cap: 1,000,000 properties at 60 s need 16,667 a second (issue 32) */
  MONITOR_ICMP_PPS: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  // 8 batches of 4,000 a tick keep up with 1,000,000 properties at 60 s on one worker (decision 037)
  MONITOR_BATCH_SIZE: z.coerce.number().int().min(1).max(20000).default(4000),
  MONITOR_TICK_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  /** hosts or IPv4 addresses every worker probes to tell its own outage from its targets' (issue 28) */
  MONITOR_CANARIES: cidrList,
  /** the location is degraded when more than this share (%) of its targets fail in one window */
  MONITOR_DEGRADED_SHARE: z.coerce.number().min(1).max(100).default(50),
  /** ... and at least this many targets were checked in it */
  MONITOR_DEGRADED_MIN_TARGETS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** the window of that share, and how often the canaries are probed */
  MONITOR_GUARD_WINDOW_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** daily rollups: at least a year and a day, so the longest report (366 days) ending now is whole */
  ROLLUP_RETENTION_DAYS: z.coerce.number().int().min(367).max(36500).default(731),
  SMTP_URL: z.string().optional(),
  /** seals the one-time link of a queued mail (decision 019); unset: a key kept in DATA_DIR */
  MAIL_LINK_KEY: z
    .string()
    .refine((v) => v === '' || v.length >= 32, 'MAIL_LINK_KEY must be at least 32 characters')
    .optional(),
  MAIL_FROM: z.string().default('Property Monitor <alerts@localhost>'),
  NOTIFY_GROUP_WINDOW_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  NOTIFY_MAX_PER_PROPERTY_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(6),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  NOTIFY_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  NOTIFY_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  NOTIFY_TICK_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  /** Telegram's Bot API (tests point it at a loopback fake): <url>/bot<token>/sendMessage */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** PagerDuty's Events API v2 enqueue URL (tests point it at a loopback fake) */
  PAGERDUTY_EVENTS_URL: z.url().default('https://events.pagerduty.com/v2/enqueue'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  SMS_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(10),
  SUPPORT_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  COMMUNITY_URL: z
    .url()
    .startsWith('https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).max(10000).default(0),
  LLM_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).max(10000).default(0),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300000).default(30000),
  CHAT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(60),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(20),
  // Billing (Stripe): configured when the three keys are set; otherwise DEFAULT_PLAN applies.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** another API origin for the Stripe SDK (a loopback fake in tests); unset: Stripe's own */
  STRIPE_API_URL: z.url().optional(),
  /** where the browser loads Stripe.js from (a loopback fake in browser tests) */
  STRIPE_JS_URL: z.url().default('https://js.stripe.com/v3/'),
  /** where the Enterprise Contact Sales form is mailed; unset: the platform owner */
  SALES_EMAIL: z.email().optional(),
  // Google Sheets sync: a service account's JSON key, as a file or as the variable's value.
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: z.string().optional(),
  GOOGLE_SERVICE_ACCOUNT_KEY: z.string().optional(),
  /** the Sheets API's root URL (a loopback fake in tests) */
  GOOGLE_SHEETS_API_URL: z.url().default('https://sheets.googleapis.com/'),
  // Bulk Upload: files are read in worker threads, a few at once, each with a memory and time limit.
  /** files read at once on this server (each workspace one at a time; the rest wait in line) */
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** uploads that may wait in line; past it an upload is refused (503) until one finishes */
  IMPORT_MAX_QUEUED: z.coerce.number().int().min(0).max(1000).default(16),
  /** the heap of the thread reading one file, MB (past it the file is refused) */
  IMPORT_HEAP_MB: z.coerce.number().int().min(16).max(4096).default(128),
  /** how long reading one file may take */
  IMPORT_TIME_LIMIT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** how long POST /api/google-sheets/upload waits for its import to be written before it
   * answers 202 with the import to poll (0: always 202) */
  IMPORT_UPLOAD_WAIT_SECONDS: z.coerce.number().min(0).max(120).default(25),
  /** the bare single-page app: no prerendered pages, nothing compressed (a benchmark's baseline) */
  WEB_PLAIN: bool(false),
});

export type Env = z.infer<typeof envSchema>;
