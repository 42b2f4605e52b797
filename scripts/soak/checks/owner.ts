// The owner's work: uploads that broke off answered 4xx and left the
// instance healthy, every accepted upload stored once, every publish taken.
import { postgresWindows } from "./requests.ts";
import type { SoakRun } from "./soak-run.ts";
import { overlaps, tally, type Summary } from "./summary.ts";

function ownerLine({ owner }: SoakRun["state"]): string {
  const statuses = (entries: { status: unknown }[]) => tally(entries.map((entry) => entry.status));
  return (
    `  owner: sign-ins ${statuses(owner.signIns)}; publishes ${statuses(owner.publishes)}; uploads ${statuses(owner.uploads)}; ` +
    `uploads ending without their boundary ${statuses(owner.truncated)}; uploads destroyed mid-body ${statuses(owner.destroyed)} (health after: ${statuses(owner.healthAfterDestroyed)})`
  );
}

function checkBrokenUploads({ check, t }: Summary, soak: SoakRun): void {
  const { owner } = soak.state;
  // A 503 (the database away) is judged with the other 5xx.
  const badTruncated = owner.truncated.filter(
    (entry) => !(typeof entry.status === "number" && ((entry.status >= 400 && entry.status < 500) || entry.status === 503)),
  );
  check(
    badTruncated.length === 0,
    `every upload ending without its closing boundary answered 4xx (or 503): ${owner.truncated.length - badTruncated.length} of ${owner.truncated.length}`,
    badTruncated.map((entry) => `${t(entry.at)} ${entry.instance}: ${entry.status}`),
  );
  // Healthy: 200, or 503 while PostgreSQL was down (the health check then says so).
  const windows = postgresWindows(soak);
  const unhealthy = owner.healthAfterDestroyed.filter(
    (entry) => !(entry.status === 200 || (entry.status === 503 && windows.some((fault) => overlaps(entry.at, entry.at, fault.downAt, fault.upAt)))),
  );
  check(
    unhealthy.length === 0,
    `the instance stayed up and healthy after each upload destroyed mid-body: ${owner.healthAfterDestroyed.length - unhealthy.length} of ${owner.healthAfterDestroyed.length}`,
    unhealthy.map((entry) => `${t(entry.at)} ${entry.instance}: /healthz ${entry.status}`),
  );
}

async function checkStoredPhotos({ check }: Summary, { state, postgres }: SoakRun): Promise<void> {
  const photos = (await postgres.query<{ status: string; n: number }>("select status, count(*)::int as n from photos group by status")).rows;
  const photoCount = photos.reduce((sum, row) => sum + row.n, 0);
  const uploaded = state.owner.uploads.filter((entry) => entry.status === 303).length;
  // An upload whose answer never came (its instance killed) may or may not be stored.
  const unanswered = state.owner.uploads.filter((entry) => entry.status === "ERR" || (typeof entry.status === "number" && entry.status >= 500)).length;
  const byStatus = photos.map((row) => `${row.status} ${row.n}`).join(", ") || "none";
  check(
    photoCount >= uploaded && photoCount <= uploaded + unanswered,
    `every accepted upload stored once, nothing stored from broken ones: ${photoCount} photo rows for ${uploaded} accepted uploads${unanswered ? ` and ${unanswered} unanswered` : ""} (${byStatus})`,
  );
}

export async function checkOwner(summary: Summary, soak: SoakRun): Promise<void> {
  const { owner } = soak.state;
  summary.lines.push(ownerLine(soak.state));
  checkBrokenUploads(summary, soak);
  await checkStoredPhotos(summary, soak);
  const badPublishes = owner.publishes.filter((entry) => entry.status !== 303);
  summary.check(
    badPublishes.length === 0,
    `every publish answered 303: ${owner.publishes.length - badPublishes.length} of ${owner.publishes.length}`,
    badPublishes.map((entry) => `${summary.t(entry.at)} ${entry.instance} base ${entry.baseVersion}: ${entry.status}`),
  );
}
