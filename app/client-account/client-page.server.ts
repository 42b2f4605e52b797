// What /moje-treningi shows a signed-in client: their sessions ahead and
// behind with the booking page's own facts (status, payment, whether they may
// still change it), their package, what they owe and how to pay, and the
// service they usually book. Facts only; the page words them.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { SiteContent } from "~/site-content";
import { awaitingPayment, bookingToken, changeableOnline, howToPayOnPage, movableOnline, sessionStage } from "~/bookings/index.server";
import { bookingStatusText, HELD_STATUS } from "~/bookings";
import { paidFromPackage, prepaidBookings } from "~/payments/index.server";
import { bookingPayment, paymentText } from "~/payments";
import type { SalePayment } from "~/ledger";
import { lineFor, packageLines, packagePays, packagesOf } from "~/packages/index.server";
import { paymentFactsOf, paymentLines, transferTitle } from "~/terms";
import { formatDate, formatSession, warsawDate } from "~/scheduling";
import { formatClock } from "~/scheduling";
import { weekdayOfIsoNumber } from "~/lib/polish-grammar";

/** How many past sessions the page lists, newest first; the data download has them all. */
export const PAST_SHOWN = 20;

export type ClientSession = Awaited<ReturnType<typeof sessionOf>>;

async function sessionOf(
  db: Kysely<Database>,
  booking: Booking,
  facts: { settings: SiteContent["booking"]; paid: SalePayment | undefined; fromPackage: boolean; byVoucher: boolean; now: Date },
) {
  const { settings, paid, fromPackage, byVoucher, now } = facts;
  const stage = sessionStage(booking, now);
  const startDay = warsawDate(Date.parse(booking.starts_at));
  const payment = bookingPayment(booking, paid, fromPackage, byVoucher);
  // Booked with payment online and waiting for it (issue 81): paid on the provider's page from the booking's, not by transfer.
  const held = awaitingPayment(booking);
  return {
    id: booking.id,
    token: await bookingToken(db, booking.id),
    version: booking.sequence,
    service: booking.service_name,
    when: formatSession(booking.starts_at, booking.ends_at),
    start: { weekday: weekdayOfIsoNumber(startDay.dayOfWeek), date: formatDate(startDay, false), time: formatClock(booking.starts_at) },
    place: booking.place,
    status: held ? HELD_STATUS : bookingStatusText(booking.status, stage),
    ahead: stage === "ahead" && booking.status !== "cancelled",
    changeable: changeableOnline(booking, settings, now),
    movable: movableOnline(booking, settings, now),
    payment: paymentText(payment),
    due: !held && payment.kind === "due",
  };
}

/** The service the client books most often (the latest of equals), while it is still offered. */
export function usualService(bookings: readonly Pick<Booking, "service_slug" | "starts_at">[], offered: readonly string[]): string | null {
  const counts = new Map<string, { count: number; latest: string }>();
  for (const booking of bookings) {
    if (!offered.includes(booking.service_slug)) continue;
    const seen = counts.get(booking.service_slug) ?? { count: 0, latest: "" };
    counts.set(booking.service_slug, { count: seen.count + 1, latest: booking.starts_at > seen.latest ? booking.starts_at : seen.latest });
  }
  const ranked = [...counts].sort(([, a], [, b]) => b.count - a.count || b.latest.localeCompare(a.latest));
  return ranked[0]?.[0] ?? null;
}

/** The packages ordered with a session still waiting for their payment online (same key): not owed by transfer. */
async function packagesHeldFor(db: Kysely<Database>, held: readonly Booking[]): Promise<Set<number>> {
  if (held.length === 0) return new Set();
  const rows = await db
    .selectFrom("client_packages")
    .select("id")
    .where(
      "sale_key",
      "in",
      held.map((booking) => booking.submission_key),
    )
    .where("client_id", "=", held[0]!.client_id!)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Everything the page shows of the client; null when their card is gone (erased). */
export async function clientPage(db: Kysely<Database>, clientId: number, site: SiteContent, siteUrl: string, now: Date) {
  const card = await db.selectFrom("clients").select(["name", "email"]).where("id", "=", clientId).executeTakeFirst();
  if (!card) return null;
  const settings = site.booking;
  const bookings = await db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).orderBy("starts_at", "desc").orderBy("id").execute();
  const ownPackages = (await packageLines(db, [clientId], now)).get(clientId);
  const ids = bookings.map((booking) => booking.id);
  const { fromPackage: used, byVoucher: paidByVoucher, payments } = await prepaidBookings(db, ids);
  const sessions = await Promise.all(
    bookings.map((booking) =>
      sessionOf(db, booking, {
        settings,
        now,
        paid: payments.get(booking.id),
        fromPackage: paidFromPackage(booking, used, packagePays(ownPackages, booking.service_slug)),
        byVoucher: paidByVoucher.has(booking.id),
      }),
    ),
  );
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  // How to pay, as the booking page says it: the same lines for each session still due.
  const dueSessions = await Promise.all(
    sessions
      .filter((session) => session.due)
      .map(async (session) => ({ what: `${session.service}, ${session.when}`, lines: await howToPayOnPage(db, byId.get(session.id)!, site, siteUrl, true) })),
  );
  const heldOrders = await packagesHeldFor(db, bookings.filter(awaitingPayment));
  const duePackages = (await packagesOf(db, clientId, now))
    .filter((pack) => !pack.removed && pack.payment.kind === "due" && !heldOrders.has(pack.id))
    .map((pack) => ({
      what: pack.name,
      lines: paymentLines(paymentFactsOf(site), {
        amount: pack.price,
        title: transferTitle({ what: pack.name, date: pack.soldOn, name: card.name }),
        what: "package",
      }),
    }));
  return {
    name: card.name,
    upcoming: sessions.filter((session) => session.ahead).reverse(),
    past: sessions.filter((session) => !session.ahead).slice(0, PAST_SHOWN),
    package: lineFor(ownPackages)?.text ?? null,
    owed: [...duePackages, ...dueSessions],
    usualService: usualService(
      bookings,
      settings.services.map((service) => service.slug),
    ),
  };
}
