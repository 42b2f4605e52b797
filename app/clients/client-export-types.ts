// The shape of a client's data export (RODO art. 15 and 20): what the
// readable page shows and the JSON file holds, one type per kind of row.
import type { Booking, Enquiry, OutboxRow } from "~/db/database.server";
import type { BookingBlock } from "~/clients/booking-blocks.server";
import type { DietExport } from "~/diet/index.server";
import type { ProgressExport } from "~/progress";
import type { ExportedQuestionnaire } from "~/questionnaire/index.server";
import type { TrainingExport } from "~/training";

export type ExportedMail = {
  id: number;
  kind: OutboxRow["kind"];
  kindLabel: string;
  channel: string;
  recipient: OutboxRow["recipient"];
  /** The facts its template reads beyond its subject, as stored (JSON), or null. */
  data: string | null;
  status: OutboxRow["status"];
  statusLabel: string;
  attempts: number;
  queuedAt: string;
  nextAttemptAt: string;
  lockedUntil: string | null;
  sentAt: string | null;
  lastError: string | null;
};

export type ExportedEnquiry = {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string | null;
  /** The offer item asked about (its identifier); null: a general question. */
  service: string | null;
  message: string;
  status: Enquiry["status"];
  statusLabel: string;
  /** The trainer's own note about the enquiry. */
  note: string | null;
  mails: ExportedMail[];
};

/** One entry of the ledger: money received for a sale or given back. */
export type ExportedPayment = { kind: string; method: string; amount: number; at: string; what: string; undoneAt: string | null };

export type ExportedBooking = {
  id: number;
  bookedAt: string;
  service: string;
  serviceName: string;
  place: string;
  /** In złoty, as booked. */
  price: number;
  startsAt: string;
  endsAt: string;
  /** The break after the session, kept free, ends here. */
  bufferUntil: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** Attendance is recorded to settle packages: "attended", "no_show". */
  status: Booking["status"];
  statusLabel: string;
  /** How many times the booking was changed (moved, cancelled, marked). */
  changes: number;
  movesByClient: number;
  /** Seats of a pair's or group's session it holds: 1, or 2 with the companion named. */
  seats: number;
  companionName: string | null;
  /** When it was last moved. */
  movedAt: string | null;
  keptOutsideRulesAt: string | null;
  /** The cancellation window promised when it was booked, in hours; null: booked before it was kept. */
  cancelCutoffHours: number | null;
  /** The ledger's entries for it: each payment and refund, how ("cash", "transfer", "blik", "voucher"), how much (zł), when, and when undone. */
  payments: ExportedPayment[];
  /** When the trainer last reminded the client by a message from their own phone. */
  remindedAt: string | null;
  /** The trainer's message when cancelling, or "client" when the client cancelled. */
  cancelReason: string | null;
  cancelledAt: string | null;
  /** A keyed hash of the network the booking came from: kept only while the rate limit counts it. */
  networkHash: string | null;
  /** The gift voucher that paid for it, with the words its buyer wrote for the client; null: none. */
  voucher: ExportedRedeemedVoucher | null;
  mails: ExportedMail[];
};

/** A gift voucher as the client who redeemed it sees it: the buyer, another person, is left out. */
export type ExportedRedeemedVoucher = { code: string; title: string; recipientName: string | null; dedication: string | null; redeemedAt: string };

/** A gift voucher bought from the client's address (issue 62), with the mails about it. */
export type ExportedVoucher = {
  id: number;
  code: string;
  /** "session", "package" or "amount". */
  kind: string;
  title: string;
  /** The booking service or price-list item it is for; null for an amount. */
  item: string | null;
  /** The amount in złoty it pays (an amount voucher). */
  amount: number | null;
  /** What the buyer paid, in złoty. */
  price: number;
  validMonths: number;
  /** 1: an amount voucher that pays a package too, not only sessions; 0 otherwise. */
  paysPackages: number;
  /** 1: an amount voucher that pays a seat at a group session too; 0 otherwise. */
  paysSeats: number;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  recipientName: string | null;
  dedication: string | null;
  orderedAt: string;
  paidAt: string | null;
  /** The last Warsaw day it may be used. */
  validUntil: string | null;
  redeemedAt: string | null;
  /** The booking it paid for, whoever made it. */
  redeemedBookingId: number | null;
  cancelledAt: string | null;
  mails: ExportedMail[];
};

/** The client's card: the person as the trainer knows them. */
export type ExportedCard = {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The trainer's private notes about the client. */
  notes: string;
  createdAt: string;
  lastActivityAt: string;
  /** When the trainer added the card by hand; null for a card an enquiry or booking made. */
  addedInPanelAt: string | null;
  /** When the card came from a file the trainer imported (another booking system's clients); null otherwise. */
  importedAt: string | null;
  /** The file the card was imported from (art. 15 ust. 1 lit. g RODO: where the data came from). */
  importedFrom: string | null;
  /** When the information of art. 14 RODO was queued for its e-mail. */
  importNoticeAt: string | null;
  /** 1: the client asked for a reminder 2 hours before a session too. */
  reminderTwoHours: number;
  /** When the client consented to keeping measurements, progress photos and the workout log (RODO art. 9); null: not given, or withdrawn. */
  progressConsentAt: string | null;
  /** When the client consented to keeping the health questionnaire's answers; null: not given, or withdrawn. */
  questionnaireConsentAt: string | null;
  /** When the client consented to keeping the diet and supplements; null: not given, or withdrawn. */
  dietConsentAt: string | null;
  /** When the client agreed to be asked once for a review; null: not, or withdrawn. */
  reviewConsentAt: string | null;
  /** Each time a consent was given: for what ("questionnaire", "progress", "diet"), by whom ("client", "trainer" with the client present, "unknown" before 2026-11), the words shown, when, and when it ended. */
  healthConsents: { purpose: string; givenAt: string; givenBy: string; wording: string; withdrawnAt: string | null }[];
  /** When the client was asked once for a review, and when they said "Nie, dziękuję" (issue 62); null: never asked. */
  reviewRequest: { askedAt: string; declinedAt: string | null } | null;
  /** The e-mail mailboxes and phones the card is found by ("e:…", "p:+48…"). */
  keys: string[];
  /** The messages about the client as a whole: the sign-in links to "Moje treningi", a request for erasure. */
  mails: ExportedMail[];
};

/** A weekly series of sessions ("co tydzień"). */
export type ExportedSeries = { id: number; service: string; wallTime: string; everyWeeks: number; createdAt: string };

export type ExportedPackageUse = { bookingId: number; usedAt: string };
export type ExportedPackageEvent = { id: number; at: string; author: string; what: string };

/** A package of sessions sold to the client, with every session it used and its history. */
export type ExportedPackage = {
  id: number;
  offer: string;
  /** The booking services it pays for. */
  services: string[];
  name: string;
  sessions: number;
  /** In złoty. */
  price: number;
  validWeeks: number;
  validFrom: string;
  soldOn: string;
  startsOn: string | null;
  changes: number;
  lowNotifiedAt: string | null;
  expiryNotifiedAt: string | null;
  noticeClosedAt: string | null;
  /** Removed by the trainer as recorded by mistake, and why. */
  removedAt: string | null;
  removedReason: string | null;
  /** The ledger's entries for it: each payment and refund, how ("cash", "transfer", "blik", "voucher"), how much (zł), when, and when undone. */
  payments: ExportedPayment[];
  /** "online": ordered by the client on the site; "trainer": recorded by the trainer. */
  origin: string;
  /** When the client asked to start before the 14 days for withdrawal ended. */
  earlyStartRequestedAt: string | null;
  createdAt: string;
  uses: ExportedPackageUse[];
  history: ExportedPackageEvent[];
  mails: ExportedMail[];
};

/** A full day the address waits for a time on (the waitlist), erased at the day's end. */
export type ExportedWaitlistEntry = {
  id: number;
  /** The Warsaw date, "YYYY-MM-DD". */
  day: string;
  service: string;
  email: string;
  joinedAt: string;
  /** When a freed time was last recorded to be told. */
  lastToldAt: string | null;
  /** When the address was confirmed; null: it was told nothing but the link to confirm it. */
  confirmedAt: string | null;
  mails: ExportedMail[];
};

export type ClientExport = {
  email: string;
  exportedAt: string;
  /** Present when the export is of a client's card (then email is the card's). */
  card?: ExportedCard;
  enquiries: ExportedEnquiry[];
  bookings: ExportedBooking[];
  series?: ExportedSeries[];
  packages?: ExportedPackage[];
  bookingBlocks: BookingBlock[];
  waitlist: ExportedWaitlistEntry[];
  /** The gift vouchers bought from the address (or the card's addresses). */
  vouchers: ExportedVoucher[];
  /** A card's training plans and workout log (issue 60). */
  training?: TrainingExport;
  /** A card's diets (a PDF as base64) and supplement lists, every version (issue 60). */
  diet?: DietExport;
  /** A card's measurements and progress photos (issue 60). */
  progress?: ProgressExport;
  /** A card's health questionnaire, the latest answers (issue 62); null: none given. */
  questionnaire?: ExportedQuestionnaire | null;
};
