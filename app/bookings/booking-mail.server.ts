// The mails about a booking: the confirmations, the reminder a day before and
// the cancellations, with the calendar file wherever a calendar should change.
// This module gathers the facts and the headers; the words are in
// booking-mail.messages.ts and booking-group-mail.messages.ts. None carries
// the visitor's notes to the visitor: anyone can type someone else's address
// into the form.
import type { Booking, ClientPackage, OutboxKind } from "~/db/database.server";
import { env } from "~/env.server";
import { formatDateTime, formatPrice } from "~/lib/format";
import { weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { priceLabel } from "~/bookings/booking-places";
import { headerSafe, type EmailMessage, type MailAddresses } from "~/notifications";
import { NO_NAME } from "~/notifications";
import { noShowRule, type SiteContent } from "~/site-content";
import { cutoffHoursOf } from "./booking-change-rules";
import { termsFile } from "~/terms";
import { bookingFormUrl, manageBookingUrl, questionnaireUrl, trainerCalendarUrl } from "./booking-links";
import { contractOf } from "./contract-mail.server";
import { isReminder } from "./reminder-kinds";
import type { SessionStart } from "./manage-booking.messages";
import { IN_PACKAGE_PRICE, VOUCHER_PRICE, packageOrderedNote, seriesPrice, withContract } from "./contract-mail.messages";
import { calendarAttachments, mailCalendar } from "./mail-calendar-files.server";
import { recipientsOf, toTrainer, toVisitor } from "./booking-mail-envelope.server";
import { formatClock, formatDate, formatDay, formatSession, warsawDate } from "~/scheduling";
import {
  cancelledTrainer,
  cancelledVisitor,
  confirmedTrainer,
  confirmedVisitor,
  relativeDay,
  reminder,
  withAfterFields,
  withQuestionnaireLink,
  type BookingMailFacts,
  type MailText,
} from "./booking-mail.messages";
import { groupCancelledTrainer, groupCancelledVisitor, groupConfirmed, groupJoinedTrainer, groupMoved } from "./booking-group-mail.messages";
import type { CancelledPaid } from "./cancelled-paid.messages";
import type { OnlineRecord } from "~/online-payments/index.server";

/** A late payment's mails have templates of their own (paid-late-templates.server.ts). */
export type BookingMailKind = Exclude<Extract<OutboxKind, `booking_${string}`>, `booking_paid_late_${string}`>;

export type BookingMailOptions = {
  /** A group session's minimum, in words (seatMinimum): the seat's confirmation says it again. */
  groupMinimum?: string | null;
  /** The site's content as it is when the mail goes: the trainer, the business, the booking rules, the calendar files' detail. */
  site: Pick<SiteContent, "business" | "trainer" | "booking" | "privacy" | "terms" | "offer">;
  /**
   * Whether no confirmation of this booking (or of its series' group) has
   * reached the client yet: this one then carries the contract and the terms
   * (art. 21 ust. 1). By default, a booking never moved.
   */
  firstToClient?: boolean;
  /** The content in force when the booking was made: its terms go with the contract. `site` when omitted. */
  termsSite?: Pick<SiteContent, "business" | "booking" | "offer" | "terms">;
  /** The token of the booking's own page (see booking-token.server.ts). */
  token: string;
  /** From/To and the site's address; the environment when omitted. */
  addresses?: MailAddresses;
  /** When the mail goes: the reminder's "jutro" and the link's deadline are counted from here. */
  now?: Date;
  /** When the mail was due (the reminder: a day before): one sent much later says so. */
  dueAt?: Date;
  /** The series' occurrences one mail is about (made together, or moved or cancelled from one date on), in time order; see mailGroupOf. */
  group?: Booking[];
  /** The tokens of the group's other occurrences, by booking id: each event in the calendar files links to its own page. */
  groupTokens?: ReadonlyMap<number, string>;
  /** The host part of the calendar files' UIDs (calendar-uid-host.server.ts). */
  uidHost: string;
  /** The package ordered online with this booking as its first session (package-order.server.ts). */
  orderedPackage?: ClientPackage;
  /** The name of the client's package that pays for this session (one for its service): nothing to pay for it. */
  paidByPackage?: string;
  /** A gift voucher paid for this session, or for the package ordered with it (its code was redeemed with it): nothing to pay, no new order. */
  paidByVoucher?: boolean;
  /** The client has not filled in the health questionnaire: the confirmation links to it. */
  askQuestionnaire?: boolean;
  /** The session's payment online at booking, recorded in its confirmation. */
  paidOnline?: OnlineRecord | null;
  /** A cancellation's: what the session had been paid with (a voucher's part given back, money to return). */
  cancelledPaid?: CancelledPaid;
};

/** A reminder this late (the mail server was away) apologises for it. */
const LATE_AFTER_MS = 60 * 60_000;

/** "tuesday", "2 marca 2027", "18:00": a session's start in Warsaw, in parts. */
function sessionStartOf(startsAt: string): SessionStart {
  const day = warsawDate(Date.parse(startsAt));
  return { weekday: weekdayOfIsoNumber(day.dayOfWeek), date: formatDate(day), time: formatClock(startsAt) };
}

/** What the words of a mail about `booking` need, as the booking and the site are now. */
function factsOf(booking: Booking, site: BookingMailOptions["site"], siteUrl: string, manageUrl: string, now: Date): BookingMailFacts {
  const { business, trainer, booking: settings } = site;
  // The window the booking was confirmed with, whatever the settings say now.
  const cutoff = cutoffHoursOf(booking, settings.cancelCutoffHours);
  const deadline = new Date(Date.parse(booking.starts_at) - cutoff * 3_600_000).toISOString();
  return {
    id: booking.id,
    service: booking.service_name,
    inSubject: { service: headerSafe(booking.service_name), name: headerSafe(booking.name) || NO_NAME },
    when: formatSession(booking.starts_at, booking.ends_at),
    start: sessionStartOf(booking.starts_at),
    place: booking.place,
    price: priceLabel(booking.price),
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    notes: booking.notes,
    moved: booking.sequence > 0,
    byTrainer: booking.origin === "trainer",
    cancelledByClient: booking.cancel_reason === "client",
    trainerMessage: booking.cancel_reason === "client" ? "" : (booking.cancel_reason ?? ""),
    website: siteUrl.replace(/^https?:\/\//, ""),
    trainerPhone: business.phone,
    signature: { name: trainer.name, jobTitle: trainer.jobTitle },
    manageUrl,
    bookUrl: bookingFormUrl(siteUrl),
    calendarUrl: trainerCalendarUrl(siteUrl),
    manage: now.getTime() >= Date.parse(deadline) ? null : { cutoffHours: cutoff, deadline: formatDateTime(deadline) },
    // A free session costs nothing, missed or not.
    noShowRule: booking.price > 0 ? noShowRule(settings) : null,
  };
}

/** "jutro" (relative) or "środa, 3 marca": the start's Warsaw date seen from `now`, and its time. */
export function dayOf(startsAt: string, now: Date) {
  const day = warsawDate(new Date(startsAt));
  const relative = relativeDay(warsawDate(now).until(day).days);
  return { phrase: relative ?? formatDay(day, false), relative: relative !== undefined, time: formatClock(startsAt) };
}

/** The mail of one outbox kind about `booking`, as it is now. */
export function composeBookingMail(kind: BookingMailKind, booking: Booking, options: BookingMailOptions): EmailMessage {
  const {
    site,
    addresses = env,
    token,
    now = new Date(),
    dueAt,
    group,
    uidHost,
    groupTokens,
    orderedPackage,
    paidByPackage,
    paidByVoucher,
    termsSite = site,
  } = options;
  // What the client's confirmation adds after its facts: a group's minimum, the health questionnaire's link.
  const confirmationNotes = (text: MailText) => {
    const minimum = options.groupMinimum ? withAfterFields(text, { p: options.groupMinimum }) : text;
    return options.askQuestionnaire ? withQuestionnaireLink(minimum, questionnaireUrl(addresses.SITE_URL)) : minimum;
  };
  const recipients = recipientsOf(addresses, site);
  const manageUrl = manageBookingUrl(addresses.SITE_URL, token);
  const files = mailCalendar(booking, { site, siteUrl: addresses.SITE_URL, token, groupTokens, uidHost, now });
  const sessionFacts = factsOf(booking, site, addresses.SITE_URL, manageUrl, now);
  // The first session of a package ordered with it is paid with the package, not at a single session's price.
  // So is a session a package the client holds pays for: nothing is owed for it (the agenda and the booking page say the same).
  const inPackage = orderedPackage?.name ?? paidByPackage;
  const facts = inPackage ? { ...sessionFacts, price: IN_PACKAGE_PRICE(inPackage) } : paidByVoucher ? { ...sessionFacts, price: VOUCHER_PRICE } : sessionFacts;
  // The contract's terms, and the terms in force when it was made as a file, go with the first confirmation that reaches the client;
  // a session a package already held pays for is no new paid order.
  // Nor is one a gift voucher paid for: the buyer's contract was the voucher's.
  const carriesContract =
    kind === "booking_confirmed_visitor" && (options.firstToClient ?? !facts.moved) && !(paidByPackage && !orderedPackage) && !paidByVoucher;
  const contract = carriesContract ? contractOf(booking, termsSite, addresses.SITE_URL, orderedPackage, options.paidOnline) : null;
  const termsFiles = contract ? [termsFile(termsSite, addresses.SITE_URL, formatDate(warsawDate(new Date(booking.created_at))))] : [];

  if (group && group.length > 1 && !isReminder(kind)) {
    const sessions = {
      dates: group.map((session) => formatSession(session.starts_at, session.ends_at)),
      firstDay: formatDate(warsawDate(new Date(group[0]!.starts_at))),
    };
    // Only a weekly group's join has a group for the trainer (mailGroupOf): the series are hers.
    if (kind === "booking_confirmed_trainer")
      return toTrainer(booking, recipients, groupJoinedTrainer(facts, sessions), calendarAttachments(group, "trainer", files));
    if (kind === "booking_cancelled_trainer")
      return toTrainer(booking, recipients, groupCancelledTrainer(facts, sessions), calendarAttachments(group, "trainer", files));
    if (kind === "booking_cancelled_visitor")
      return toVisitor(booking, recipients, groupCancelledVisitor(facts, sessions), calendarAttachments(group, "visitor", files));
    const text = booking.sequence > 0 ? groupMoved(facts, sessions) : groupConfirmed(facts, sessions);
    const price = { sessions: group.length, price: formatPrice(booking.price), total: formatPrice(group.reduce((sum, session) => sum + session.price, 0)) };
    const withTerms = confirmationNotes(contract ? { ...text, blocks: withContract(text.blocks, contract, [{ p: seriesPrice(price) }]) } : text);
    return toVisitor(booking, recipients, withTerms, [...calendarAttachments(group, "visitor", files), ...termsFiles]);
  }

  switch (kind) {
    case "booking_confirmed_visitor":
      return toVisitor(booking, recipients, confirmationNotes(confirmedVisitor(facts, contract)), [
        ...calendarAttachments([booking], "visitor", files),
        ...termsFiles,
      ]);
    case "booking_confirmed_trainer":
      // The trainer's copy names a package ordered with the session, however the client's mail went.
      return toTrainer(
        booking,
        recipients,
        confirmedTrainer(
          facts,
          packageOrderedNote(facts.moved || paidByVoucher ? null : contractOf(booking, site, addresses.SITE_URL, orderedPackage, options.paidOnline)),
        ),
        calendarAttachments([booking], "trainer", files),
      );
    case "booking_reminder":
    case "booking_reminder_2h": {
      const late = dueAt !== undefined && now.getTime() - dueAt.getTime() > LATE_AFTER_MS;
      return toVisitor(booking, recipients, reminder(facts, dayOf(booking.starts_at, now), late));
    }
    case "booking_cancelled_visitor":
      return toVisitor(booking, recipients, cancelledVisitor(facts, options.cancelledPaid), calendarAttachments([booking], "visitor", files));
    case "booking_cancelled_trainer":
      return toTrainer(booking, recipients, cancelledTrainer(facts), calendarAttachments([booking], "trainer", files));
  }
}
