/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
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
import { ensureBuild } from "./ensure-build.ts";

const SPAM = Number(process.argv[2] ?? 5000);
const ROUNDS = 100;

await ensureBuild();
const { createDatabase, linkUnlinked, migrateToLatest } = await import("../build/server/cli.js");

const dir = mkdtempSync(path.join(tmpdir(), "bench-linking-"));
const db = createDatabase(path.join(dir, "site.db"));
try {
  await migrateToLatest(db);
  const enquiry = (email, status) => ({
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
  for (let start = 0; start < SPAM; start += 500) {
    const count = Math.min(500, SPAM - start);
    await db
      .insertInto("enquiries")
      .values(Array.from({ length: count }, (_, index) => enquiry(`bot${start + index}@spam.example`, "spam")))
      .execute();
  }
  await db
    .insertInto("enquiries")
    .values(Array.from({ length: 200 }, (_, index) => enquiry(`osoba${index}@example.com`, "new")))
    .execute();

  let started = performance.now();
  const backlog = await linkUnlinked(db);
  console.log(`${SPAM} spam enquiries stored; first linking: ${backlog} enquiries in ${(performance.now() - started).toFixed(1)} ms`);

  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    await db
      .insertInto("enquiries")
      .values(enquiry(`nowa${round}@example.com`, "new"))
      .execute();
    started = performance.now();
    await linkUnlinked(db);
    times.push(performance.now() - started);
  }
  // A bot's burst: 1000 more spam enquiries and one person's, then the panel is opened.
  await db
    .insertInto("enquiries")
    .values(Array.from({ length: 1000 }, (_, index) => enquiry(`burst${index}@spam.example`, "spam")))
    .execute();
  await db.insertInto("enquiries").values(enquiry("po-fali@example.com", "new")).execute();
  started = performance.now();
  const afterBurst = await linkUnlinked(db);
  console.log(`linking after a burst of 1000 spam enquiries and 1 real one: ${afterBurst} linked in ${(performance.now() - started).toFixed(1)} ms`);

  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(2);
  console.log(`linking one new enquiry (${ROUNDS} rounds): p50 ${at(50)} ms, p95 ${at(95)} ms, max ${times.at(-1).toFixed(2)} ms`);
  const cards = await db
    .selectFrom("clients")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`client cards: ${cards.n}`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
