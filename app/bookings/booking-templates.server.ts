// A booking's messages as the outbox renders them at send time: from the
// booking as it is then. The store marks mails that no longer apply as
// skipped when it cancels or moves; this is the second guard, for a row
// claimed before that or put back by hand.
import type { Kysely } from "kysely";
import type { Booking, Database, OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import type { Template, Templates } from "~/notifications";
import type { MailAddresses } from "~/notifications";
import { clientChannel } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { contentInForceAt } from "~/site-content/index.server";
import { composeBookingMail, type BookingMailKind } from "./booking-mail.server";
import { bookingToken } from "./booking-token.server";
import { calendarUidHost } from "./calendar-uid-host.server";
import { packageOrderedWith } from "./package-order.server";
import { sessionPayment } from "~/packages/index.server";
import { latestQuestionnaire } from "~/questionnaire/index.server";
import { reminderPush } from "./reminder-push.server";
import { isReminder } from "./reminder-kinds";
import { seatMinimum } from "./seat-minimum.messages";
import { formatDateTime } from "~/lib/format";
import { cancelledPaidOf } from "./cancelled-paid.server";
import { onlinePaymentOf } from "~/online-payments/index.server";
import { paidLateTemplates } from "./paid-late-templates.server";

export type BookingTemplateOptions = {
  /** From/To and the site's address; the environment when omitted. */
  addresses?: MailAddresses;
  /** The site's content as it is at send time. */
  site: () => SiteContent;
  /** The series' sessions one mail is about (series/mail-group.server.ts), given by the server: a series sits above bookings. */
  groupOf: (db: Kysely<Database>, booking: Booking, kind: BookingMailKind) => Promise<Booking[] | undefined>;
};

const ABOUT_THE_SESSION: BookingMailKind[] = ["booking_reminder", "booking_reminder_2h", "booking_confirmed_visitor", "booking_confirmed_trainer"];
const KINDS: BookingMailKind[] = [...ABOUT_THE_SESSION, "booking_cancelled_visitor", "booking_cancelled_trainer"];

/** Whether a confirmation of any of `bookings` other than row `except` has been sent to the client. */
async function confirmationSent(db: Kysely<Database>, bookings: Booking[], except: number): Promise<boolean> {
  const sent = await db
    .selectFrom("outbox")
    .select("id")
    .where(
      "booking_id",
      "in",
      bookings.map((booking) => booking.id),
    )
    .where("kind", "=", "booking_confirmed_visitor")
    .where("status", "=", "sent")
    .where("id", "!=", except)
    .executeTakeFirst();
  return sent !== undefined;
}

export function bookingTemplates({ addresses, site, groupOf }: BookingTemplateOptions): Templates {
  const email: Template = async (row: OutboxRow, { db, now }) => {
    const booking = row.booking_id === null ? undefined : await db.selectFrom("bookings").selectAll().where("id", "=", row.booking_id).executeTakeFirst();
    if (!booking) return { skip: "the booking is gone" };
    const kind = row.kind as BookingMailKind;
    if (ABOUT_THE_SESSION.includes(kind) && booking.status !== "confirmed") return { skip: `the booking is ${booking.status}` };
    if (isReminder(kind)) {
      if (now.getTime() >= Date.parse(booking.starts_at)) return { skip: "the session has begun" };
      // Never both: a client whose phone takes push is reminded there (clientChannel).
      if ((await clientChannel(db, booking.client_id)) === "push") return { handOver: "push", reason: "the client's phone takes push" };
    }
    const group = await groupOf(db, booking, kind);
    const orderedPackage = await packageOrderedWith(db, booking);
    // Only the client's confirmation carries the contract, and only the first one that reaches them.
    const first = kind === "booking_confirmed_visitor" ? !(await confirmationSent(db, [booking, ...(group ?? [])], row.id)) : undefined;
    const live = site();
    const groupTokens = new Map(await Promise.all((group ?? []).map(async (session) => [session.id, await bookingToken(db, session.id)] as const)));
    const message = composeBookingMail(kind, booking, {
      site: live,
      firstToClient: first,
      termsSite: first ? await contentInForceAt(db, booking.created_at, live) : live,
      token: await bookingToken(db, booking.id),
      groupTokens,
      uidHost: await calendarUidHost(db, (addresses ?? env).SITE_URL),
      addresses,
      now,
      dueAt: new Date(row.created_at),
      group,
      orderedPackage,
      // The package or the gift voucher that pays for the session, as its booking page says.
      ...paidBy(await sessionPayment(db, booking, now), orderedPackage !== undefined),
      // Until the client fills it in: the first booking's confirmation, and any later one while it is still missing.
      askQuestionnaire: kind === "booking_confirmed_visitor" && booking.client_id !== null && (await latestQuestionnaire(db, booking.client_id)) === null,
      groupMinimum: kind === "booking_confirmed_visitor" ? await groupMinimumOf(db, booking) : null,
      cancelledPaid: kind === "booking_cancelled_visitor" ? await cancelledPaidOf(db, booking) : undefined,
      paidOnline:
        kind === "booking_confirmed_visitor" || kind === "booking_confirmed_trainer"
          ? await onlinePaymentOf(db, orderedPackage ? { kind: "package", id: orderedPackage.id } : { kind: "booking", id: booking.id })
          : undefined,
    });
    return { message };
  };
  return {
    ...Object.fromEntries(KINDS.map((kind) => [kind, isReminder(kind) ? { email, push: reminderPush as Template } : { email }])),
    ...paidLateTemplates(addresses, site),
  };
}

/** A seat's group session's minimum in words, unless it has none or the trainer holds the session anyway. */
async function groupMinimumOf(db: Kysely<Database>, booking: Booking): Promise<string | null> {
  if (booking.group_session_id === null) return null;
  const session = await db
    .selectFrom("group_sessions")
    .select(["min_seats", "decide_at", "held_at"])
    .where("id", "=", booking.group_session_id)
    .executeTakeFirst();
  if (!session || session.min_seats === null || session.held_at !== null) return null;
  return seatMinimum(session.min_seats, session.decide_at === null ? null : formatDateTime(session.decide_at));
}

/** What pays for a session the client owes nothing for: a package held before (by its name; one ordered with it is named apart), a gift voucher (for the session or its package). */
function paidBy({ payment, package: line, voucher }: Awaited<ReturnType<typeof sessionPayment>>, ordered: boolean) {
  return { paidByPackage: ordered ? undefined : line?.name, paidByVoucher: voucher && payment.kind === "none" };
}
