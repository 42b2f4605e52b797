// Fixtures for the outbox worker's tests: a fresh database per test, SMTP
// sinks, workers on the test's clock, and everything closed after each test.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { afterEach, beforeEach } from "vitest";
import type { Database } from "~/db/database.server";
import type { SqlDialect } from "~/db/sql-dialect.server";
import { saveEnquiry, type EnquiryInput } from "~/enquiries/enquiries.server";
import { createMailTransport } from "~/notifications/channels/email.server";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { startOutboxWorker, type OutboxWorker } from "../../server/jobs/outbox-worker";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

const input: EnquiryInput = {
  name: "Anna Nowak",
  email: "anna.nowak@example.com",
  phone: null,
  service: "plan-treningowy",
  message: "Chcę zacząć trenować po kontuzji kolana.",
};

export type OutboxTestClock = {
  /** The test's clock, which the test moves forward instead of waiting. */
  clock: () => Date;
  /** Set to the real time before each test and after each save. */
  setClock: (date: Date) => void;
  /** Receives each test's fresh database. */
  setDatabase: (test: TestDatabase) => void;
};

export function outboxTestKit(dialect: SqlDialect, { clock, setClock, setDatabase }: OutboxTestClock) {
  let test: TestDatabase;
  const cleanups: (() => unknown)[] = [];

  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    setDatabase(test);
    setClock(new Date());
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await test.drop();
  });

  async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
    const started = await startSmtpSink(options);
    cleanups.push(() => started.close());
    return started;
  }

  function transportTo(url: string): Transporter {
    const transport = createMailTransport(url)!;
    cleanups.push(() => transport.close());
    return transport;
  }

  /** An SMTP address where nothing listens. */
  async function deadSmtpUrl(): Promise<{ url: string; port: number }> {
    const probe = await startSmtpSink();
    await probe.close();
    return { url: probe.url, port: probe.port };
  }

  function worker(transport: Transporter, options: { db?: Kysely<Database>; log?: string[] } = {}): OutboxWorker {
    const lines = options.log;
    const started = startOutboxWorker({
      db: options.db ?? test.db,
      transport,
      pollMs: 10,
      clock,
      addresses,
      log: lines ? { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } : { info: () => {}, error: () => {} },
    });
    cleanups.push(() => started.stop());
    return started;
  }

  async function save(overrides: Partial<EnquiryInput> = {}, acknowledge = false) {
    const { id } = await saveEnquiry(test.db, { ...input, ...overrides }, { submissionKey: randomUUID(), spam: false, acknowledge });
    setClock(new Date());
    return id;
  }

  const rowsOf = (enquiryId: number) => test.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", enquiryId).orderBy("id").execute();
  const rowOf = async (enquiryId: number) => (await rowsOf(enquiryId))[0]!;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  return { sink, transportTo, deadSmtpUrl, worker, save, rowsOf, rowOf, settle };
}
