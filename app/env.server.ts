import { isIP } from "node:net";
import { z } from "zod";
import { parseDatabaseUrl } from "~/db/database-url.server";
import { parsePasswordHash, type PasswordHash } from "~/admin/password-hash.server";
import { parseAllowedHosts, type AllowedHost } from "~/outbound";
import { parseBackupUrl, type BackupTarget } from "~/backup";

/** A sender such as `Strona WWW <no-reply@example.com>` or a bare address. */
export type Mailbox = { name: string; address: string };

const emailSchema = z.email();

function parseMailbox(value: string, context: z.RefinementCtx): Mailbox {
  const match = value.trim().match(/^(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))$/);
  const address = match?.[2] ?? match?.[3];
  if (!address || !emailSchema.safeParse(address).success) {
    context.addIssue({ code: "custom", message: "expected an address such as Strona WWW <no-reply@example.com>" });
    return z.NEVER;
  }
  return { name: match?.[1]?.trim() ?? "", address };
}

/** Express's names for private ranges, besides addresses and subnets. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the visitor is (X-Forwarded-For/-Proto): a number
 * of hops in front of the app, or a list of addresses and subnets. Unset: none,
 * so a visitor cannot forge their address past the rate limits.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): number | string[] | false => {
    if (value === undefined) return false;
    if (/^\d+$/.test(value.trim())) return Number(value.trim());
    const items = value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const wrong = items.filter((item) => !isProxyAddress(item));
    if (items.length === 0 || wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `expected a number of proxies (e.g. 1) or addresses and subnets (e.g. 10.0.0.0/8, loopback)${wrong.length ? `; not understood: ${wrong.join(", ")}` : ""}`,
      });
      return z.NEVER;
    }
    return items;
  });

/** An optional variable read by its owner's parser, whose one sentence is the variable's problem when it throws. */
function optionalParsed<T>(parse: (value: string) => T) {
  return z
    .string()
    .optional()
    .transform((value, context): T | undefined => {
      if (value === undefined) return undefined;
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    });
}

/** Only the exact words, so a typo such as "ture" stops the server instead of meaning false. */
const strictBoolean = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    TRUST_PROXY: trustProxySchema,
    /** JSON log lines on standard output from this level up. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** The public origin: canonical links, Open Graph, sitemap and JSON-LD. */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    /** Unset: SQLite at ./data/site.db; postgres://… for several app instances. */
    DATABASE_URL: z
      .string()
      .optional()
      .superRefine((value, context) => {
        try {
          parseDatabaseUrl(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
        }
      }),
    /** Unset: enquiries are stored but no mail is sent. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "expected smtp://user:password@host:587 or smtps://…" }).optional(),
    MAIL_FROM: z.string().default("Strona WWW <no-reply@example.com>").transform(parseMailbox),
    /** Unset: the e-mail the trainer publishes in "Dane kontaktowe" (content/business.ts at first), read at each send. */
    CONTACT_TO: z.email().optional(),
    SEND_ACKNOWLEDGEMENT: strictBoolean,
    /** How often the outbox looks for mail that is due. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** How often the trainer's private calendar is fetched from its address (one instance fetches, whichever claims it). */
    PRIVATE_CALENDAR_POLL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
    /** How long one fetch of the private calendar may take, its last byte included. Unset: FETCH_TIMEOUT_MS (10 s). */
    PRIVATE_CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).optional(),
    /** Hosts outbound requests may reach although they are not public (`host` or `host:port`, comma-separated): none by default. */
    OUTBOUND_ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value, context): AllowedHost[] => {
        try {
          return parseAllowedHosts(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** How often each instance looks for content published by another one (several instances on PostgreSQL). */
    CONTENT_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** Enquiries older than this are erased automatically; the privacy policy states it. */
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    /**
     * How hard the page cache's pages are compressed: "best" (brotli's top quality, the smallest pages, what a
     * site serves) or "fast" (quality 5, some 10 % larger in a fiftieth of the CPU: the test servers, which start and
     * publish hundreds of times a run).
     */
    PAGE_COMPRESSION: z.enum(["best", "fast"]).default("best"),
    /** Enquiries one address may send in 10 minutes; 0 turns the limit off (benchmarks only). */
    ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(5),
    /** Bookings one client network may make per hour (cancelled ones count). */
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Unset: the inbox at /admin does not exist (404). Printed by `npm run --silent admin:hash`. */
    ADMIN_PASSWORD_HASH: optionalParsed<PasswordHash>(parsePasswordHash),
    /** The push notifications' key pair (`npx web-push generate-vapid-keys`); unset: made at first start and kept in the database. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[\w-]{80,100}$/, "expected the base64url public key")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{40,50}$/, "expected the base64url private key")
      .optional(),
    /** Whom push services may write to about this server: mailto:… or https://…; unset: mailto: and the trainer's e-mail. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "expected mailto:… or https://…")
      .optional(),
    /** Unset: no continuous copy; sftp://user@host/dir?key=… or s3://bucket/dir?endpoint=… (docs/operations.md, ADR 031). */
    BACKUP_URL: optionalParsed<BackupTarget>(parseBackupUrl),
    /** An S3 destination's keys (BACKUP_URL s3://…). */
    BACKUP_ACCESS_KEY_ID: z.string().optional(),
    BACKUP_SECRET_ACCESS_KEY: z.string().optional(),
    /** Przelewy24's account (its panel: "Moje dane" and "Klucze API"); unset: no online payment, the methods by hand only. */
    P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
    /** The shop's POS id; unset: the merchant id, as for one shop. */
    P24_POS_ID: z.coerce.number().int().positive().optional(),
    P24_CRC: z
      .string()
      .regex(/^\w{8,64}$/, "expected the CRC key from the panel")
      .optional(),
    P24_API_KEY: z
      .string()
      .regex(/^\w{16,128}$/, "expected the API key (the reports key) from the panel")
      .optional(),
    /** https://sandbox.przelewy24.pl for the provider's test mode. */
    P24_URL: z.url({ protocol: /^https?$/ }).default("https://secure.przelewy24.pl"),
    /** Stripe's secret key (sk_live_…, sk_test_… for its test mode, or a restricted rk_… key); unset: no Stripe. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(live|test)_\w+$/, "expected sk_live_…, sk_test_… or rk_…")
      .optional(),
    /** The signing secret of the webhook endpoint SITE_URL/platnosci/stripe (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "expected whsec_…")
      .optional(),
    /** Stripe's API elsewhere than api.stripe.com: the tests' double only. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Minutes a person has to pay online; the order waits for them that long. */
    ONLINE_PAYMENT_MINUTES: z.coerce.number().int().min(2).max(60).default(15),
    /** The inbox's sign-in e-mail; CONTACT_TO when unset, else the published e-mail (see adminEmail). */
    ADMIN_EMAIL: z.email().optional(),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    path: ["VAPID_PRIVATE_KEY"],
  })
  .refine((env) => env.BACKUP_URL?.type !== "s3" || (env.BACKUP_ACCESS_KEY_ID && env.BACKUP_SECRET_ACCESS_KEY), {
    message: "an s3:// destination needs BACKUP_ACCESS_KEY_ID and BACKUP_SECRET_ACCESS_KEY",
    path: ["BACKUP_URL"],
  })
  .refine((env) => !env.BACKUP_URL || parseDatabaseUrl(env.DATABASE_URL).dialect === "sqlite", {
    message: "the continuous copy is for SQLite; on PostgreSQL archive its WAL instead (docs/postgres-backups.md)",
    path: ["BACKUP_URL"],
  })
  .refine(
    (env) =>
      [env.P24_MERCHANT_ID, env.P24_CRC, env.P24_API_KEY].every((value) => value === undefined) || (env.P24_MERCHANT_ID && env.P24_CRC && env.P24_API_KEY),
    {
      message: "set P24_MERCHANT_ID, P24_CRC and P24_API_KEY together, or none",
      path: ["P24_MERCHANT_ID"],
    },
  )
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
    message: "set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither",
    path: ["STRIPE_WEBHOOK_SECRET"],
  })
  .refine((env) => !(env.STRIPE_SECRET_KEY && env.P24_MERCHANT_ID), {
    message: "choose one provider of online payment: Przelewy24 (P24_*) or Stripe (STRIPE_*)",
    path: ["STRIPE_SECRET_KEY"],
  })
  .transform((env) => ({ ...env, ADMIN_EMAIL: env.ADMIN_EMAIL ?? env.CONTACT_TO }));

export type Env = z.infer<typeof envSchema>;

/** A wrong environment variable: server.js prints its one-line message, without a stack, and exits. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Parses the environment, failing in one line with the names of the wrong variables and what is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // `KEY=` in a .env file means "not set" (the default), not "set to nothing".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigurationError(`Invalid configuration (see .env.example): ${problems.join("; ")}`);
}

export const env = parseEnv(process.env);
