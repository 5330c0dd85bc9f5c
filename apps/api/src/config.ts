import { z } from 'zod';
import { defaultPoolSize } from './db/pool-size.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Every setting the server reads, validated at start; a wrong value stops it with a message naming it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** How long start-up keeps retrying an unreachable PostgreSQL before giving up. */
  DATABASE_CONNECT_TIMEOUT_S: z.coerce.number().min(0).default(60),
  /** PostgreSQL connections this server keeps at most (each server of several has its own pool). */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive whole number')
    .default(defaultPoolSize),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  /** With SEED_DEMO: two upcoming trips booked by the automation from the first start (tests turn it off). */
  SEED_DEMO_BOOKINGS: bool.default(true),
  DEMO_ADMIN_EMAIL: z.email().default('admin@example.com'),
  DEMO_ADMIN_PASSWORD: z.string().min(6).default('Admin#2026'),
  /** With SEED_DEMO: the language the demo's tags, regions, task subjects and trip texts are typed in. */
  DEMO_LANGUAGE: z.enum(['en', 'es', 'de']).default('en'),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  REMEMBER_DAYS: z.coerce.number().positive().default(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Trip Back-Office <no-reply@localhost>'),
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Zoho's accounts host of the data centre (…zoho.eu, .in, .com.au, .jp, zohocloud.ca); tests use a fake. */
  ZOHO_ACCOUNTS_URL: z.url().default('https://accounts.zoho.com'),
  /** The CRM API host; without it, the `api_domain` of the token reply. */
  ZOHO_API_URL: optionalUrl,
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** PBKDF2 iterations of each key the browser derives for the human check (it derives 500 to 1000 of them). */
  ALTCHA_COST: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(5000),
  /** How often each server's jobs runner looks for due jobs (outbox delivery and other background work). */
  JOBS_POLL_MS: z.coerce.number().int('must be a whole number').min(50, 'must be at least 50').default(2000),
  /** How long a runner holds a claimed job without renewing; a crashed server's jobs wait this long. */
  JOBS_LEASE_MS: z.coerce
    .number()
    .int('must be a whole number')
    .min(300, 'must be at least 300')
    .default(10_000),
  /** Seals stored secrets (SMTP passwords, API secrets): 32 random bytes as 64 hex characters. */
  SETTINGS_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 random bytes)')
    .optional(),
  /** Turns on `GET /metrics` (Prometheus text) for requests bearing this token. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  /** Where "today" is for task deadlines (overdue), whatever the browser's zone. */
  COMPANY_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone').default('Europe/Madrid'),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
