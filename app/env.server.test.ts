import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", SITE_URL: "http://localhost:3000" });
  });

  it("compresses pages as hard as they go unless told fast, and names any other word", () => {
    expect(parseEnv({}).PAGE_COMPRESSION).toBe("best");
    expect(parseEnv({ PAGE_COMPRESSION: "fast" }).PAGE_COMPRESSION).toBe("fast");
    expect(() => parseEnv({ PAGE_COMPRESSION: "max" })).toThrow(/PAGE_COMPRESSION/);
  });

  it("drops a trailing slash from SITE_URL so links never get a double slash", () => {
    expect(parseEnv({ SITE_URL: "https://trener.example.com/" }).SITE_URL).toBe("https://trener.example.com");
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});

describe("parseEnv: database and mail", () => {
  it("defaults to SQLite, mail off, no acknowledgement, and no fixed recipient (the published e-mail is used)", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SEND_ACKNOWLEDGEMENT).toBe(false);
    expect(env.CONTACT_TO).toBeUndefined();
    expect(env.MAIL_FROM).toEqual({ name: "Strona WWW", address: "no-reply@example.com" });
    expect(env.OUTBOX_POLL_MS).toBeGreaterThan(0);
  });

  it("treats an empty value in .env as unset", () => {
    const env = parseEnv({ SMTP_URL: "", DATABASE_URL: "", CONTACT_TO: "", PORT: "" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CONTACT_TO).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it("accepts PostgreSQL, sqlite: and file paths, and refuses other databases", () => {
    for (const url of ["postgres://u:p@db:5432/site", "postgresql://db/site", "sqlite:/var/lib/site.db", "./data/other.db"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL/);
  });

  it("says what is wrong in one line, as the start prints it", () => {
    expect(() => parseEnv({ DATABASE_URL: "file:/tmp/site.db", PORT: "http" })).toThrow(
      /^Invalid configuration \(see \.env\.example\): PORT: .+; DATABASE_URL: file: addresses are not supported[^\n]*$/,
    );
  });

  it("accepts smtp:// and smtps:// only", () => {
    expect(parseEnv({ SMTP_URL: "smtp://user:pass@mail.example.com:587" }).SMTP_URL).toBe("smtp://user:pass@mail.example.com:587");
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
  });

  it("reads MAIL_FROM with or without a display name", () => {
    expect(parseEnv({ MAIL_FROM: '"Trener Jan" <strona@trener.pl>' }).MAIL_FROM).toEqual({ name: "Trener Jan", address: "strona@trener.pl" });
    expect(parseEnv({ MAIL_FROM: "strona@trener.pl" }).MAIL_FROM).toEqual({ name: "", address: "strona@trener.pl" });
    expect(() => parseEnv({ MAIL_FROM: "Strona <not an address>" })).toThrow(/MAIL_FROM/);
  });

  it("parses booleans strictly", () => {
    expect(parseEnv({ SEND_ACKNOWLEDGEMENT: "true" }).SEND_ACKNOWLEDGEMENT).toBe(true);
    expect(parseEnv({ SEND_ACKNOWLEDGEMENT: "false" }).SEND_ACKNOWLEDGEMENT).toBe(false);
    for (const value of ["1", "yes", "TRUE", "ture"]) {
      expect(() => parseEnv({ SEND_ACKNOWLEDGEMENT: value })).toThrow(/SEND_ACKNOWLEDGEMENT/);
    }
  });

  it("names a wrong CONTACT_TO or OUTBOX_POLL_MS", () => {
    expect(() => parseEnv({ CONTACT_TO: "trener" })).toThrow(/CONTACT_TO/);
    expect(() => parseEnv({ OUTBOX_POLL_MS: "soon" })).toThrow(/OUTBOX_POLL_MS/);
  });
});

describe("parseEnv: the inbox", () => {
  const hash = `scrypt$32768$8$1$${"s".repeat(22)}$${"h".repeat(43)}`;

  it("is off without ADMIN_PASSWORD_HASH; its e-mail defaults to CONTACT_TO, else to the published one", () => {
    expect(parseEnv({}).ADMIN_PASSWORD_HASH).toBeUndefined();
    expect(parseEnv({ ADMIN_PASSWORD_HASH: "" }).ADMIN_PASSWORD_HASH).toBeUndefined();
    expect(parseEnv({}).ADMIN_EMAIL).toBeUndefined();
    expect(parseEnv({ CONTACT_TO: "biuro@trener.pl" }).ADMIN_EMAIL).toBe("biuro@trener.pl");
    expect(parseEnv({ CONTACT_TO: "biuro@trener.pl", ADMIN_EMAIL: "jan@trener.pl" }).ADMIN_EMAIL).toBe("jan@trener.pl");
  });

  it("reads the hash's parameters at start and names a malformed hash or e-mail", () => {
    expect(parseEnv({ ADMIN_PASSWORD_HASH: hash }).ADMIN_PASSWORD_HASH).toMatchObject({ N: 32768, r: 8, p: 1 });
    expect(() => parseEnv({ ADMIN_PASSWORD_HASH: "hunter2" })).toThrow(/ADMIN_PASSWORD_HASH: expected scrypt/);
    expect(() => parseEnv({ ADMIN_PASSWORD_HASH: hash.replace("32768", "1000") })).toThrow(/ADMIN_PASSWORD_HASH/);
    expect(() => parseEnv({ ADMIN_EMAIL: "trener" })).toThrow(/ADMIN_EMAIL/);
  });
});

describe("parseEnv: TRUST_PROXY and LOG_LEVEL", () => {
  it("trusts no proxy and logs from info up by default", () => {
    expect(parseEnv({})).toMatchObject({ TRUST_PROXY: false, LOG_LEVEL: "info" });
  });

  it("takes a number of hops or a list of addresses and subnets", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback,2001:db8::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "loopback", "2001:db8::1"]);
  });

  it("refuses what Express would misread, naming the wrong part", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY.*true/s);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});

describe("parseEnv: online payment", () => {
  const account = { P24_MERCHANT_ID: "120345", P24_CRC: "a1b2c3d4e5f60718", P24_API_KEY: "0123456789abcdef0123456789abcdef" };

  it("is off without Przelewy24's keys, and gives 15 minutes to pay at Przelewy24's production address", () => {
    expect(parseEnv({})).toMatchObject({ P24_URL: "https://secure.przelewy24.pl", ONLINE_PAYMENT_MINUTES: 15 });
    expect(parseEnv({}).P24_MERCHANT_ID).toBeUndefined();
    const sandbox = parseEnv({ ...account, P24_URL: "https://sandbox.przelewy24.pl" });
    expect(sandbox).toMatchObject({ P24_MERCHANT_ID: 120345, P24_URL: "https://sandbox.przelewy24.pl" });
    expect(sandbox.P24_POS_ID).toBeUndefined();
  });

  it("needs the merchant id, the CRC key and the API key together, and names a malformed one", () => {
    expect(() => parseEnv({ P24_MERCHANT_ID: "120345" })).toThrow(/P24_MERCHANT_ID: set P24_MERCHANT_ID, P24_CRC and P24_API_KEY together/);
    expect(() => parseEnv({ ...account, P24_CRC: "a b" })).toThrow(/P24_CRC/);
    expect(() => parseEnv({ ...account, P24_MERCHANT_ID: "abc" })).toThrow(/P24_MERCHANT_ID/);
    expect(() => parseEnv({ ONLINE_PAYMENT_MINUTES: "1" })).toThrow(/ONLINE_PAYMENT_MINUTES/);
  });

  it("takes Stripe's two keys together, and never beside Przelewy24", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(parseEnv(stripe)).toMatchObject(stripe);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_51abc" })).toThrow(/STRIPE_WEBHOOK_SECRET: set both/);
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: "pk_test_51abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ...stripe, ...account })).toThrow(/choose one provider of online payment/);
  });
});
