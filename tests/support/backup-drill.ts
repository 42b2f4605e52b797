// What the backup drill (server/backup-drill.test.ts) does as the site's
// people would: a client books over HTTP (the form without JavaScript), the
// trainer uploads a photo in the panel; and `npm run db:restore` run as the
// person restoring runs it.
import { spawn } from "node:child_process";
import sharp from "sharp";
import { bookableDays, bookingForm, postBooking } from "../../scripts/booking-requests.ts";
import { createDatabase } from "../../app/db/database.server";
import { agedTokens } from "./aged-stamp";

const SERVICE = "trening-personalny";

/** One booking made and confirmed to the client (the 303 to its page): its e-mail, its start and when the answer came. */
export type ConfirmedBooking = { email: string; start: string; confirmedAt: number };

/** The days the booking page offers, the nearest first. */
export async function bookingDays(url: string): Promise<string[]> {
  return (await bookableDays(url, SERVICE)).map(({ date }) => date);
}

/**
 * Books the first free time of the first of `days` that has one, as client
 * number `index`, past the time trap; resolves when the client sees it
 * confirmed. A short day (a Saturday's few hours, the first day's notice)
 * fills up: the next day then takes the booking.
 */
export async function book(url: string, databaseUrl: string, days: readonly string[], index: number): Promise<ConfirmedBooking> {
  let form: Awaited<ReturnType<typeof bookingForm>> | undefined;
  for (const day of days) {
    form = await bookingForm(url, SERVICE, day);
    if (form.starts[0]) break;
  }
  const start = form?.starts[0];
  if (!form || !start) throw new Error(`no free time left on ${days.join(", ")}`);
  const db = createDatabase(databaseUrl);
  const tokens = await agedTokens(db, { submissionKey: form.submissionKey!, stamp: form.stamp! }).finally(() => db.destroy());
  const email = `klient${index}@example.com`;
  const response = await postBooking(url, { action: form.action, service: SERVICE, start, ...tokens, name: `Klient Numer${index}`, email });
  if (response.status !== 303) throw new Error(`booking ${index} was not confirmed: ${response.status}`);
  return { email, start, confirmedAt: Date.now() };
}

/** A phone photo as the trainer sends it from the panel's library; resolves with its name once its files are made. */
export async function uploadPhoto(url: string, cookie: string): Promise<{ name: string; original: Buffer }> {
  const original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c8f031" } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("photo", new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "trening.jpg");
  const headers = { Origin: url, Cookie: cookie, Accept: "application/json" };
  const sent = await fetch(`${url}/admin/zdjecia/dodaj`, { method: "POST", headers, body });
  const answer = (await sent.json()) as { photo?: { value: string; status: string } };
  if (sent.status !== 201 || !answer.photo) throw new Error(`the photo was not taken: ${sent.status} ${JSON.stringify(answer)}`);
  const name = answer.photo.value;
  for (let status = answer.photo.status; status !== "ready";) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = ((await (await fetch(`${url}/admin/zdjecia/dodaj?zdjecie=${name}`, { headers })).json()) as { photo: { status: string } }).photo.status;
    if (status === "failed") throw new Error("the photo's files were not made");
  }
  return { name, original };
}

/** `npm run db:restore` with `args` and the server's environment: its exit code, what it printed and how long it took. */
export function runRestore(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/db-restore.ts", ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output: output.join(""), ms: performance.now() - started })));
}
