// `node scripts/bench-linking.ts [spam]`: linking enquiries to client cards
// with thousands of spam enquiries stored (5000 unless given). Spam makes no
// cards, and the linking's query reads no spam row (migration 0015's partial
// index), so linking one new enquiry must stay well under 50 ms however much
// spam there is. Prints the first linking (a backlog of 200 real enquiries
// among the spam), p50/p95/max of 100 rounds of one new enquiry each, the
// linking after a burst of 1000 more spam, and how many cards there are
// (301 people, no bot).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importCliBundle, type CliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { percentile } from "./measure/stats.ts";

const SPAM = Number(process.argv[2] ?? 5000);
const ROUNDS = 100;

type Database = ReturnType<CliBundle["createDatabase"]>;

const enquiry = (email: string, status: "new" | "spam") => ({
  created_at: new Date().toISOString(),
  name: "Nadawca",
  email,
  phone: null,
  service: null,
  message: "Dzień dobry, proszę o kontakt.",
  status,
  note: null,
  submission_key: randomUUID(),
});

/** `count` enquiries from `prefix`N addresses, inserted 500 at a time. */
async function insertEnquiries(db: Database, count: number, prefix: string, domain: string, status: "new" | "spam"): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => enquiry(`${prefix}${start + index}@${domain}`, status));
    await db.insertInto("enquiries").values(rows).execute();
  }
}

/** The linking's time, ms, and what it returned. */
async function timed<T>(link: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await link();
  return { ms: performance.now() - started, result };
}

/** ROUNDS times: one new enquiry, then the linking, timed. */
async function linkOneByOne(db: Database, linkUnlinked: CliBundle["linkUnlinked"]): Promise<number[]> {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    await db
      .insertInto("enquiries")
      .values(enquiry(`nowa${round}@example.com`, "new"))
      .execute();
    times.push((await timed(() => linkUnlinked(db))).ms);
  }
  return times;
}

ensureBuild();
const { createDatabase, linkUnlinked, migrateToLatest } = await importCliBundle();
const dir = mkdtempSync(path.join(tmpdir(), "bench-linking-"));
const db = createDatabase(path.join(dir, "site.db"));
try {
  await migrateToLatest(db);
  await insertEnquiries(db, SPAM, "bot", "spam.example", "spam");
  await insertEnquiries(db, 200, "osoba", "example.com", "new");
  const backlog = await timed(() => linkUnlinked(db));
  console.log(`${SPAM} spam enquiries stored; first linking: ${backlog.result} enquiries in ${backlog.ms.toFixed(1)} ms`);

  const times = await linkOneByOne(db, linkUnlinked);
  // A bot's burst: 1000 more spam enquiries and one person's, then the panel is opened.
  await insertEnquiries(db, 1000, "burst", "spam.example", "spam");
  await db.insertInto("enquiries").values(enquiry("po-fali@example.com", "new")).execute();
  const afterBurst = await timed(() => linkUnlinked(db));
  console.log(`linking after a burst of 1000 spam enquiries and 1 real one: ${afterBurst.result} linked in ${afterBurst.ms.toFixed(1)} ms`);

  const at = (p: number) => percentile(times, p).toFixed(2);
  console.log(`linking one new enquiry (${ROUNDS} rounds): p50 ${at(50)} ms, p95 ${at(95)} ms, max ${Math.max(...times).toFixed(2)} ms`);
  const cards = await db
    .selectFrom("clients")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`client cards: ${cards.n}`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
