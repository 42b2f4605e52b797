// Clients' packages as the panel reads them: balance, state, notice and (on
// the card) history and the packages removed as recorded by mistake. Read
// for many clients at once in a fixed number of queries, so the agenda's
// week costs the same however many clients it shows.
import type { Kysely } from "kysely";
import type { ClientPackage, Database } from "~/db/database.server";
import type { PackageValidFrom } from "~/db/diary-tables";
import { balanceText, noticeText, packageState, sessionsLeft } from "~/packages/package-balance";
import type { PackageState } from "~/packages/package-state";
import { warsawDate } from "~/scheduling";
import { packagePayment, type PaymentState } from "~/payments";
import { packagePaymentColumns, paymentOfColumns } from "~/ledger/index.server";

export type PackageView = {
  id: number;
  clientId: number;
  name: string;
  offerSlug: string;
  /** The booking services it pays for. */
  services: string[];
  sessions: number;
  used: number;
  price: number;
  paid: boolean;
  /** Do zapłaty, or paid: how, how much. */
  payment: PaymentState;
  validWeeks: number;
  validFrom: PackageValidFrom;
  soldOn: string;
  version: number;
  state: PackageState;
  /** "zostało 5 z 8, ważny do 14 stycznia". */
  balance: string;
  /** The panel's notice while one is open: "…: został 1 trening — zaproponuj przedłużenie". */
  notice: string | null;
  /** Removed as recorded by mistake: when, and the trainer's reason. Only the card lists these. */
  removed: { at: string; reason: string } | null;
  history: { at: string; author: string; what: string }[];
};

/** The services each package pays for, in one query. */
async function servicesOf(db: Kysely<Database>, packageIds: number[]): Promise<Map<number, string[]>> {
  const services = new Map<number, string[]>();
  if (!packageIds.length) return services;
  const rows = await db.selectFrom("package_services").selectAll().where("package_id", "in", packageIds).orderBy("service_slug").execute();
  for (const row of rows) services.set(row.package_id, [...(services.get(row.package_id) ?? []), row.service_slug]);
  return services;
}

/** Sessions used of each package, in one query. */
export async function usesOf(db: Kysely<Database>, packageIds: number[]): Promise<Map<number, number>> {
  if (!packageIds.length) return new Map();
  const rows = await db
    .selectFrom("package_uses")
    .select(["package_id", (eb) => eb.fn.countAll<number | string>().as("used")])
    .where("package_id", "in", packageIds)
    .groupBy("package_id")
    .execute();
  return new Map(rows.map((row) => [row.package_id, Number(row.used)]));
}

export const counted = (pack: ClientPackage, used: number) => ({ ...pack, used });

/** A notice is open when the trainer was told after closing the last one, and no newer package was sold since (nor was this one removed). */
function noticeOpen(pack: ClientPackage, newerSold: boolean): boolean {
  if (pack.removed_at) return false;
  const told = [pack.low_notified_at, pack.expiry_notified_at]
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return !newerSold && told !== undefined && (pack.notice_closed_at === null || told > pack.notice_closed_at);
}

async function historiesOf(db: Kysely<Database>, packageIds: number[]): Promise<Map<number, PackageView["history"]>> {
  const histories = new Map<number, PackageView["history"]>();
  if (!packageIds.length) return histories;
  const events = await db
    .selectFrom("package_events")
    .select(["package_id", "at", "author", "what"])
    .where("package_id", "in", packageIds)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  for (const { package_id, ...event } of events) histories.set(package_id, [...(histories.get(package_id) ?? []), event]);
  return histories;
}

/**
 * Each client's packages, newest first, with their balance, notice and
 * services, in five queries whatever the number of clients; with their history and the
 * removed ones only when asked (the card shows them, the agenda does not).
 */
export async function packagesOfClients(
  db: Kysely<Database>,
  clientIds: number[],
  now: Date,
  { history = false, removed = false } = {},
): Promise<Map<number, PackageView[]>> {
  const ids = [...new Set(clientIds)];
  const views = new Map<number, PackageView[]>(ids.map((id) => [id, []]));
  if (!ids.length) return views;
  const [clients, packages] = await Promise.all([
    db.selectFrom("clients").select(["id", "name"]).where("id", "in", ids).execute(),
    db
      .selectFrom("client_packages")
      .selectAll()
      .select(packagePaymentColumns)
      .where("client_id", "in", ids)
      .$if(!removed, (query) => query.where("removed_at", "is", null))
      .orderBy("id", "desc")
      .execute(),
  ]);
  const packageIds = packages.map((pack) => pack.id);
  const [uses, services, histories] = await Promise.all([
    usesOf(db, packageIds),
    servicesOf(db, packageIds),
    history ? historiesOf(db, packageIds) : new Map<number, PackageView["history"]>(),
  ]);
  const names = new Map(clients.map((client) => [client.id, client.name]));
  const today = warsawDate(now);
  for (const pack of packages) {
    const own = views.get(pack.client_id)!;
    const count = counted(pack, uses.get(pack.id) ?? 0);
    // Newest first: what is in the list already was sold later; a removed one does not count as sold.
    const newerSold = own.some((newer) => !newer.removed);
    own.push({
      id: pack.id,
      clientId: pack.client_id,
      name: pack.name,
      offerSlug: pack.offer_slug,
      services: services.get(pack.id) ?? [],
      sessions: pack.sessions,
      used: count.used,
      price: pack.price,
      paid: paymentOfColumns(pack) !== null,
      payment: packagePayment(pack, paymentOfColumns(pack)),
      validWeeks: pack.valid_weeks,
      validFrom: pack.valid_from,
      soldOn: pack.sold_on,
      version: pack.sequence,
      state: packageState(count, today),
      balance: balanceText(count, today),
      notice: noticeOpen(pack, newerSold) ? noticeText(names.get(pack.client_id) ?? "", count, today) : null,
      removed: pack.removed_at ? { at: pack.removed_at, reason: pack.removed_reason ?? "" } : null,
      history: histories.get(pack.id) ?? [],
    });
  }
  return views;
}

/** The client's packages, newest first, with their balance, notice and history; the removed ones too (state "removed"). */
export async function packagesOf(db: Kysely<Database>, clientId: number, now: Date): Promise<PackageView[]> {
  return (await packagesOfClients(db, [clientId], now, { history: true, removed: true })).get(clientId)!;
}

/** The package a client's next session would use (the oldest that can), else the newest not removed: the one worth showing. */
export function currentPackage(packages: PackageView[]): PackageView | undefined {
  const live = packages.filter((pack) => !pack.removed);
  const usable = live.filter((pack) => pack.state === "active" || pack.state === "not-started");
  return usable.at(-1) ?? live[0];
}

/** "Pakiet 8 treningów: zostało 5 z 8, ważny do 14 stycznia". */
const lineOf = (pack: PackageView) => `${pack.name}: ${pack.balance}`;

/** The top of a card: the package worth showing ("Pakiet 8 treningów: zostało 5 z 8, ważny do 14 stycznia") and what the client owes for packages. */
export function packageSummary(packages: PackageView[]): { current: string | null; unpaid: number } {
  const pack = currentPackage(packages);
  const unpaid = packages.filter((item) => !item.removed && !item.paid).reduce((sum, item) => sum + item.price, 0);
  return { current: pack ? lineOf(pack) : null, unpaid };
}

/** A client's package as the agenda shows it: the whole line, and its sessions left of all for the day's one-line view; its name for a mail. */
export type PackageLine = { name: string; text: string; left: number; sessions: number };

/** A client's live package as a line, with what it pays for and whether a session may still use it. */
export type CoveringLine = PackageLine & { services: readonly string[]; usable: boolean };

/** Each of these clients' live packages as lines, newest first (a client with none has none). */
export async function packageLines(db: Kysely<Database>, clientIds: number[], now: Date): Promise<Map<number, CoveringLine[]>> {
  const lines = new Map<number, CoveringLine[]>();
  for (const [clientId, packages] of await packagesOfClients(db, clientIds, now)) {
    const live = packages.filter((pack) => !pack.removed);
    if (!live.length) continue;
    lines.set(
      clientId,
      live.map((pack) => ({
        name: pack.name,
        text: lineOf(pack),
        left: sessionsLeft(pack),
        sessions: pack.sessions,
        services: pack.services,
        usable: pack.state === "active" || pack.state === "not-started",
      })),
    );
  }
  return lines;
}

const covering = (lines: readonly CoveringLine[] | undefined, service: string | undefined) =>
  (lines ?? []).filter((line) => service === undefined || line.services.includes(service));

/**
 * The package worth showing (beside a session of `service`: of those that
 * pay for it): the oldest a session can use, else the newest, as
 * currentPackage picks; its line only.
 */
export function lineFor(lines: readonly CoveringLine[] | undefined, service?: string): PackageLine | undefined {
  const candidates = covering(lines, service);
  const line = candidates.filter((one) => one.usable).at(-1) ?? candidates[0];
  return line && { name: line.name, text: line.text, left: line.left, sessions: line.sessions };
}

/** Whether a package pays for a session of `service` still to come: one that pays for it has a session left (as the unpaid list counts it). */
export const packagePays = (lines: readonly CoveringLine[] | undefined, service: string): boolean => covering(lines, service).some((line) => line.left > 0);

/** Every open notice, for the top of the agenda: the newest package of each client that has one. */
export async function openPackageNotices(db: Kysely<Database>, now: Date): Promise<{ clientId: number; packageId: number; text: string }[]> {
  // Told since last closed, and still the client's newest: only those can show a notice.
  const told = await db
    .selectFrom("client_packages as pack")
    .select("pack.client_id")
    .distinct()
    .where("pack.removed_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("pack.low_notified_at", ">", eb.fn.coalesce("pack.notice_closed_at", eb.val(""))),
        eb("pack.expiry_notified_at", ">", eb.fn.coalesce("pack.notice_closed_at", eb.val(""))),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("client_packages as newer")
            .select("newer.id")
            .whereRef("newer.client_id", "=", "pack.client_id")
            .whereRef("newer.id", ">", "pack.id")
            .where("newer.removed_at", "is", null),
        ),
      ),
    )
    .execute();
  const views = await packagesOfClients(
    db,
    told.map((row) => row.client_id),
    now,
  );
  return [...views].flatMap(([clientId, packages]) => packages.flatMap((pack) => (pack.notice ? [{ clientId, packageId: pack.id, text: pack.notice }] : [])));
}
