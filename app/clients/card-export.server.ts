// RODO art. 15 and 20 by card: everything stored on a client's card and
// linked to it, as the erasure (eraseCard) deletes it.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { bookingBlocksOf } from "~/clients/booking-blocks.server";
import type { ClientExport } from "~/clients/client-export-types";
import { exportedMail, exportedRows } from "~/clients/exported-rows.server";
import { exportedVouchers } from "~/clients/exported-vouchers.server";
import { exportedWaitlist } from "~/clients/exported-waitlist.server";
import { dietExport } from "~/diet/index.server";
import { consentRecordsOf, progressExport } from "~/progress/index.server";
import { reviewRequestOf } from "~/reviews/index.server";
import { questionnaireExport } from "~/questionnaire/index.server";
import { trainingExport } from "~/training/index.server";
import { exportedPayments } from "./exported-payments.server";

/**
 * Everything stored on a client's card and linked to it, oldest first: the
 * card, its enquiries and bookings with their mails, series, packages with
 * their uses, history and mails, and the blocks, waitlist entries and gift
 * vouchers bought of every mailbox it used.
 * Undefined when there is no such card.
 */
export async function cardExport(db: Kysely<Database>, clientId: number, blockMonths: number, now: Date = new Date()): Promise<ClientExport | undefined> {
  const card = await db.selectFrom("clients").selectAll().where("id", "=", clientId).executeTakeFirst();
  if (!card) return undefined;
  const [keys, enquiries, bookings, series, packages, cardMails] = await Promise.all([
    db.selectFrom("client_keys").select("key").where("client_id", "=", clientId).orderBy("key").execute(),
    db.selectFrom("enquiries").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("booking_series").selectAll().where("client_id", "=", clientId).orderBy("id").execute(),
    db.selectFrom("client_packages").selectAll().where("client_id", "=", clientId).orderBy("id").execute(),
    db.selectFrom("outbox").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
  ]);
  const packageIds = packages.map((sold) => sold.id);
  const packagePayments = await exportedPayments(db, "package", packageIds);
  const [uses, events, packageMails, packageServices] = packageIds.length
    ? await Promise.all([
        db.selectFrom("package_uses").selectAll().where("package_id", "in", packageIds).orderBy("created_at").execute(),
        db.selectFrom("package_events").selectAll().where("package_id", "in", packageIds).orderBy("at").orderBy("id").execute(),
        db.selectFrom("outbox").selectAll().where("package_id", "in", packageIds).orderBy("created_at").orderBy("id").execute(),
        db.selectFrom("package_services").selectAll().where("package_id", "in", packageIds).orderBy("service_slug").execute(),
      ])
    : [[], [], [], []];
  const addresses = [
    ...new Set([card.email, ...enquiries.map((row) => row.email), ...bookings.map((row) => row.email)].filter((email) => email.includes("@"))),
  ];
  const blocks = (await Promise.all(addresses.map((email) => bookingBlocksOf(db, email, blockMonths)))).flat();
  const [waitlist, vouchers] = await Promise.all([exportedWaitlist(db, addresses), exportedVouchers(db, addresses)]);
  return {
    email: card.email,
    exportedAt: now.toISOString(),
    card: {
      id: card.id,
      name: card.name,
      email: card.email,
      phone: card.phone,
      notes: card.notes,
      createdAt: card.created_at,
      lastActivityAt: card.last_activity_at,
      addedInPanelAt: card.added_in_panel_at,
      importedAt: card.imported_at,
      importedFrom: card.imported_from,
      importNoticeAt: card.import_notice_at,
      reminderTwoHours: card.reminder_two_hours,
      progressConsentAt: card.progress_consent_at,
      questionnaireConsentAt: card.questionnaire_consent_at,
      dietConsentAt: card.diet_consent_at,
      reviewConsentAt: card.review_consent_at,
      healthConsents: (await consentRecordsOf(db, clientId)).map((row) => ({
        purpose: row.purpose,
        givenAt: row.given_at,
        givenBy: row.given_by,
        wording: row.wording,
        withdrawnAt: row.withdrawn_at,
      })),
      reviewRequest: (await reviewRequestOf(db, clientId)) ?? null,
      keys: keys.map((row) => row.key),
      mails: cardMails.map(exportedMail),
    },
    ...(await exportedRows(db, enquiries, bookings)),
    series: series.map((row) => ({ id: row.id, service: row.service_slug, wallTime: row.wall_time, everyWeeks: row.every_weeks, createdAt: row.created_at })),
    packages: packages.map((sold) => ({
      id: sold.id,
      offer: sold.offer_slug,
      services: packageServices.filter((row) => row.package_id === sold.id).map((row) => row.service_slug),
      name: sold.name,
      sessions: sold.sessions,
      price: sold.price,
      validWeeks: sold.valid_weeks,
      validFrom: sold.valid_from,
      soldOn: sold.sold_on,
      startsOn: sold.starts_on,
      changes: sold.sequence,
      lowNotifiedAt: sold.low_notified_at,
      expiryNotifiedAt: sold.expiry_notified_at,
      noticeClosedAt: sold.notice_closed_at,
      removedAt: sold.removed_at,
      removedReason: sold.removed_reason,
      payments: packagePayments.get(sold.id) ?? [],
      origin: sold.origin,
      earlyStartRequestedAt: sold.early_start_requested_at,
      createdAt: sold.created_at,
      uses: uses.filter((use) => use.package_id === sold.id).map((use) => ({ bookingId: use.booking_id, usedAt: use.created_at })),
      history: events.filter((event) => event.package_id === sold.id).map((event) => ({ id: event.id, at: event.at, author: event.author, what: event.what })),
      mails: packageMails.filter((mail) => mail.package_id === sold.id).map(exportedMail),
    })),
    // A block found by two addresses of one mailbox is listed once.
    bookingBlocks: blocks.filter((block, index) => blocks.findIndex((other) => other.email === block.email) === index),
    waitlist,
    vouchers,
    training: await trainingExport(db, clientId),
    diet: await dietExport(db, clientId),
    progress: await progressExport(db, clientId),
    questionnaire: await questionnaireExport(db, clientId),
  };
}
