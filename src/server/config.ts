// The only reader of process.env: every setting is parsed and validated here, once, at boot.
import type { PlanId } from '../contracts/plans.js';
import { DEFAULT_PASSWORD_COST } from './auth/password.js';
import { envSchema, type Env } from './config-env.js';
import { parseAgentConfig, type AgentConfig } from './agent/agent-config.js';
import { googleSheetsConfig, type GoogleSheetsConfig } from './lib/google-service-account.js';
import {
  validCanaries,
  type LocationGuardConfig,
} from './monitoring/location-guard/guard-config.js';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  processRole: 'all' | 'web' | 'worker';
  /** WEB_PLAIN: serve the web app without prerendered pages and without compression */
  webPlain: boolean;
  logLevel: string;
  /** Fastify's trustProxy: true, a hop count, or addresses/CIDRs of trusted proxies */
  trustProxy: string | number | boolean;
  session: { idleMs: number; absoluteMs: number };
  allowSignup: boolean;
  /** with OIDC configured, password sign-up too (ALLOW_PASSWORD_SIGNUP_WITH_OIDC) */
  passwordSignupWithOidc: boolean;
  /** sign-in and sign-up attempts per IP per minute */
  authRateLimitPerMinute: number;
  /** a public status page's answers (page, JSON, feed, badges) per IP per minute */
  statusPageRateLimitPerMinute: number;
  /** the scrypt cost of new password hashes (log2 N) */
  passwordHashing: { cost: number };
  /** "check all" and "check now" requests per workspace per minute */
  checkLimits: { allPerMinute: number; nowPerMinute: number };
  betaApplyLimitPerHour: number;
  oidc:
    | { issuerUrl: string; clientId: string; clientSecret: string; allowInsecure: boolean }
    | undefined;
  defaultPlan: PlanId;
  monitor: {
    /** the hosted target policy applies (HOSTED=true, or public sign-up: see targetPolicyMode) */
    hosted: boolean;
    /** why the policy is what it is, for the start-up log */
    policyNote: string;
    allow: string[];
    deny: string[];
    engine: 'auto' | 'icmp-dgram' | 'icmp-raw' | 'fping' | 'tcp';
    /** echo requests a second, at most, from this worker's ICMP socket */
    icmpPps: number;
    batchSize: number;
    tickMs: number;
    retentionDays: number;
    /** activity log and alerts */
    activityRetentionDays: number;
    /** the daily rollups (the hourly ones: HOURLY_ROLLUP_DAYS) */
    rollupRetentionDays: number;
    /** the location's self-health guard (issue 28, decision 027) */
    guard: LocationGuardConfig;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** MAIL_LINK_KEY: seals a queued mail's one-time link; unset: a key file in dataDir */
    linkKey: string | undefined;
  };
  sms: {
    /** Twilio's Messages API; undefined: SMS is recorded as skipped */
    twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | undefined;
    /** alert SMS per member per 24 hours; the excess is skipped with the reason */
    dailyCap: number;
  };
  notify: {
    /** alert mails of one workspace within this window go out as one message */
    groupWindowSeconds: number;
    /** flapping guard: alert mails per property per hour; the excess is skipped */
    maxPerPropertyPerHour: number;
    /** attempts before a notification is marked failed (back-off base * 2^n, capped) */
    maxAttempts: number;
    retryBaseSeconds: number;
    retryMaxSeconds: number;
    tickMs: number;
    webhookTimeoutMs: number;
    /** TELEGRAM_API_URL, without a trailing slash */
    telegramApiUrl: string;
    /** PAGERDUTY_EVENTS_URL */
    pagerdutyEventsUrl: string;
  };
  support: {
    /** where Email Support goes (mailto and the chat hand-off); unset: not offered */
    email: string | undefined;
    /** a community forum; unset: the support page points to the blog */
    communityUrl: string | undefined;
  };
  chat: {
    /** an OpenAI-compatible endpoint; unset: answers come from the built-in search alone */
    llm:
      | {
          baseUrl: string;
          apiKey: string;
          model: string;
          /** USD per million tokens, for the cost shown on the support page */
          priceInputPerMTok: number;
          priceOutputPerMTok: number;
          timeoutMs: number;
        }
      | undefined;
    /** questions per person (or signed-out browser) per hour */
    messagesPerHour: number;
    /** chat calls per network address per minute */
    ratePerMinute: number;
  };
  /** undefined: billing is not configured ("Billing is not configured. Please contact support.") */
  billing: BillingConfig | undefined;
  salesEmail: string | undefined;
  googleSheets: GoogleSheetsConfig;
  imports: ImportLimits;
  version: string;
};

/** Bulk Upload's bounds (decision 012): how many files are read at once, and with what. */
export type ImportLimits = {
  concurrency: number;
  maxQueued: number;
  heapMb: number;
  timeLimitMs: number;
  /** how long the specification's upload call waits for the import to be written */
  uploadWaitMs: number;
};

export type BillingConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** the Stripe API's host/port/protocol when not Stripe's own (tests) */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  jsUrl: string;
};

/** A location agent's settings (PROCESS_ROLE=agent, decision 029): it reads only its own. */
export function loadAgentConfig(
  version: string,
  hostname: string,
  env: NodeJS.ProcessEnv = process.env,
): AgentConfig {
  return parseAgentConfig(env, version, hostname);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HOSTED && e.ALLOW_PRIVATE_TARGETS) {
    throw new Error(
      'Invalid configuration: HOSTED=true refuses private targets, ALLOW_PRIVATE_TARGETS=true allows them; choose one',
    );
  }
  const testRun = e.NODE_ENV === 'test' || e.PASSWORD_HASH_FOR_TESTS;
  if (e.PASSWORD_HASH_COST < DEFAULT_PASSWORD_COST && !testRun) {
    throw new Error(
      `Invalid configuration: PASSWORD_HASH_COST below ${DEFAULT_PASSWORD_COST} is for tests only (NODE_ENV=test)`,
    );
  }
  const trustProxy = trustProxyOf(e.TRUST_PROXY);
  const unstated = reachableWithoutPublicUrl(e, trustProxy);
  if (unstated && e.HOSTED === undefined) {
    throw new Error(
      `Invalid configuration: PUBLIC_URL is not set and ${unstated}, so people may reach this installation from elsewhere: set PUBLIC_URL to the address they open (e.g. https://monitor.example.com), or say what it is with HOSTED=true (public: private and reserved targets are refused) or HOSTED=false (a private network only)`,
    );
  }
  const policy = targetPolicyMode(e, unstated !== null);
  const oidcParts = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const stripeParts = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
  }
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration: OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
    );
  }
  const twilioParts = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioParts.some(Boolean) && !twilioParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together',
    );
  }
  const llmParts = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llmParts.some(Boolean) && !llmParts.every(Boolean)) {
    throw new Error('Invalid configuration: LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    processRole: e.PROCESS_ROLE,
    webPlain: e.WEB_PLAIN,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    allowSignup: e.ALLOW_SIGNUP,
    passwordSignupWithOidc: e.ALLOW_PASSWORD_SIGNUP_WITH_OIDC,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    statusPageRateLimitPerMinute: e.STATUS_PAGE_RATE_LIMIT_PER_MINUTE,
    passwordHashing: { cost: e.PASSWORD_HASH_COST },
    checkLimits: { allPerMinute: e.CHECK_ALL_PER_MINUTE, nowPerMinute: e.CHECK_NOW_PER_MINUTE },
    betaApplyLimitPerHour: e.BETA_APPLY_LIMIT_PER_HOUR,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: e.OIDC_ISSUER_URL,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            allowInsecure: e.OIDC_ALLOW_INSECURE,
          }
        : undefined,
    defaultPlan: e.DEFAULT_PLAN,
    monitor: {
      hosted: policy.hosted,
      policyNote: policy.note,
      allow: e.MONITOR_ALLOW,
      deny: e.MONITOR_DENY,
      engine: e.MONITOR_ENGINE,
      icmpPps: e.MONITOR_ICMP_PPS,
      batchSize: e.MONITOR_BATCH_SIZE,
      tickMs: e.MONITOR_TICK_MS,
      retentionDays: e.HISTORY_RETENTION_DAYS,
      activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
      rollupRetentionDays: e.ROLLUP_RETENTION_DAYS,
      guard: {
        canaries: validCanaries(e.MONITOR_CANARIES, {
          hosted: policy.hosted,
          allow: e.MONITOR_ALLOW,
          deny: e.MONITOR_DENY,
        }),
        failShare: e.MONITOR_DEGRADED_SHARE / 100,
        minTargets: e.MONITOR_DEGRADED_MIN_TARGETS,
        windowMs: e.MONITOR_GUARD_WINDOW_SECONDS * 1000,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      linkKey: e.MAIL_LINK_KEY || undefined,
    },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              baseUrl: e.TWILIO_BASE_URL.replace(/\/$/, ''),
            }
          : undefined,
      dailyCap: e.SMS_DAILY_CAP,
    },
    notify: {
      groupWindowSeconds: e.NOTIFY_GROUP_WINDOW_SECONDS,
      maxPerPropertyPerHour: e.NOTIFY_MAX_PER_PROPERTY_PER_HOUR,
      maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
      retryBaseSeconds: e.NOTIFY_RETRY_BASE_SECONDS,
      retryMaxSeconds: e.NOTIFY_RETRY_MAX_SECONDS,
      tickMs: e.NOTIFY_TICK_MS,
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
      telegramApiUrl: e.TELEGRAM_API_URL.replace(/\/$/, ''),
      pagerdutyEventsUrl: e.PAGERDUTY_EVENTS_URL,
    },
    support: { email: e.SUPPORT_EMAIL, communityUrl: e.COMMUNITY_URL },
    chat: {
      llm:
        e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
          ? {
              baseUrl: e.LLM_BASE_URL,
              apiKey: e.LLM_API_KEY,
              model: e.LLM_MODEL,
              priceInputPerMTok: e.LLM_PRICE_INPUT_PER_MTOK,
              priceOutputPerMTok: e.LLM_PRICE_OUTPUT_PER_MTOK,
              timeoutMs: e.LLM_TIMEOUT_MS,
            }
          : undefined,
      messagesPerHour: e.CHAT_MESSAGES_PER_HOUR,
      ratePerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    },
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            api: e.STRIPE_API_URL ? apiTarget(e.STRIPE_API_URL) : undefined,
            jsUrl: e.STRIPE_JS_URL,
          }
        : undefined,
    salesEmail: e.SALES_EMAIL,
    googleSheets: googleSheetsConfig(
      e.GOOGLE_SERVICE_ACCOUNT_KEY,
      e.GOOGLE_SERVICE_ACCOUNT_KEY_FILE,
      e.GOOGLE_SHEETS_API_URL,
    ),
    imports: {
      concurrency: e.IMPORT_CONCURRENCY,
      maxQueued: e.IMPORT_MAX_QUEUED,
      heapMb: e.IMPORT_HEAP_MB,
      timeLimitMs: Math.round(e.IMPORT_TIME_LIMIT_SECONDS * 1000),
      uploadWaitMs: Math.round(e.IMPORT_UPLOAD_WAIT_SECONDS * 1000),
    },
    version,
  };
}

function apiTarget(url: string): NonNullable<BillingConfig['api']> {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * Without PUBLIC_URL the app cannot tell who reaches it when it listens beyond loopback, or when
 * a proxy stands in front of it (TRUST_PROXY set: a proxy forwards visitors from elsewhere, even
 * to a loopback listener). Then the operator must say it with HOSTED (issue 30). Returns why, or
 * null when the listener is loopback with no proxy (a private install on this machine) or
 * PUBLIC_URL says where the installation is.
 */
function reachableWithoutPublicUrl(e: Env, trustProxy: string | number | boolean): string | null {
  if (e.PUBLIC_URL) return null;
  if (!LOOPBACK_HOST.test(e.HOST)) return `HOST=${e.HOST} listens beyond this machine`;
  if (trustProxy !== false) return 'TRUST_PROXY is set (a proxy in front forwards visitors)';
  return null;
}

/**
 * Fail closed (DESIGN §1): when anyone who can reach the sign-up page can create an account, an
 * installation left at HOSTED=false would let strangers probe the operator's own network and aim
 * webhooks at its internal services. Then the hosted policy applies unless the operator writes
 * ALLOW_PRIVATE_TARGETS=true. "Reachable" means PUBLIC_URL names a host other than loopback.
 * Without PUBLIC_URL, a listener reachable from elsewhere needs HOSTED stated (checked before):
 * HOSTED=false is then the operator's word that only a private network reaches it.
 */
function targetPolicyMode(e: Env, reachableUnnamed: boolean): { hosted: boolean; note: string } {
  if (e.HOSTED) return { hosted: true, note: 'HOSTED=true' };
  if (reachableUnnamed)
    return { hosted: false, note: 'HOSTED=false: a private network only (no PUBLIC_URL)' };
  const where = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : e.HOST;
  const publicSignup = e.ALLOW_SIGNUP && !LOOPBACK_HOST.test(where);
  if (!publicSignup) {
    return { hosted: false, note: e.ALLOW_SIGNUP ? `sign-up only on ${where}` : 'sign-up closed' };
  }
  if (e.ALLOW_PRIVATE_TARGETS) {
    return { hosted: false, note: `sign-up open on ${where}, ALLOW_PRIVATE_TARGETS=true` };
  }
  return {
    hosted: true,
    note: `sign-up is open on ${where}: private and reserved targets are refused (ALLOW_SIGNUP=false or ALLOW_PRIVATE_TARGETS=true allows them)`,
  };
}

/** `true`/`false`, a hop count ("1": the nearest proxy only), or a comma-separated list of addresses. */
function trustProxyOf(v: string | undefined): string | number | boolean {
  const t = v?.trim();
  if (!t || t === 'false') return false;
  if (t === 'true') return true;
  if (/^\d+$/.test(t)) return Number(t);
  return t;
}
