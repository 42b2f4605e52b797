import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agendaAction } from "~/agenda/agenda.server";
import { changeBooking } from "~/bookings/booking-store.server";
import { cardExport } from "~/clients/card-export.server";
import { eraseCard } from "~/clients/erase-client.server";
import { mergeClients } from "~/clients/merge-clients.server";
import type { EmailMessage, MailAddresses } from "~/notifications";
import { bookHour } from "../../tests/support/booked-hour";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { clientOfReviewToken } from "./review-link.server";
import { declineReview, reviewRequestOf } from "./review-requests.server";
import { reviewTemplates } from "./review-templates.server";
import { setReviewConsent } from "./review-consent.server";

const HOUR = 60 * 60_000;
const BOOKED_AT = new Date("2027-03-01T08:00:00.000Z");
// Sessions from 2 March on, one a day; all kept by the time they are marked (1 July).
const sessionStart = (index: number) => Date.parse("2027-03-02T08:00:00.000Z") + index * 24 * HOUR;
const MARKED_AT = new Date("2027-07-01T10:00:00.000Z");
const REVIEW_URL = "https://g.page/r/trener-przykladowo/review";
const site =
  (reviewUrl = REVIEW_URL) =>
  () => ({ ...PUBLISHED, booking: { ...PUBLISHED.booking, reviewUrl } });
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

describe.each(DIALECTS)("a review request on %s", (dialect) => {
  let test: TestDatabase;
  let sessions = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A booking of the client's, a free hour of its own. */
  /** Booked with the form's box ticked: the client agrees to be asked for a review (issue 80). */
  const book = (email: string, reviewConsent = true) =>
    bookHour(test.db, { start: sessionStart(sessions++), now: BOOKED_AT, email, name: email, reviewConsent });
  const keep = (bookingId: number, db = test.db, after = 3) =>
    changeBooking(db, bookingId, { kind: "attended" }, { now: MARKED_AT, reviewAfterSessions: after }).then((outcome) => expect(outcome.ok).toBe(true));
  const requests = (clientId: number) =>
    test.db.selectFrom("outbox").selectAll().where("kind", "=", "review_request").where("client_id", "=", clientId).execute();
  /** A client with `kept` sessions marked "Odbyło się" and `more` still to mark. */
  const client = async (email: string, kept: number, more: number, after = 3) => {
    const bookings = [];
    for (let index = 0; index < kept + more; index++) bookings.push(await book(email));
    for (const booking of bookings.slice(0, kept)) await keep(booking.id, test.db, after);
    return { clientId: bookings[0]!.client_id!, later: bookings.slice(kept) };
  };
  const mail = async (clientId: number, reviewUrl?: string) => {
    const [row] = await requests(clientId);
    return reviewTemplates(addresses, site(reviewUrl)).review_request!.email!(row!, { db: test.db, now: MARKED_AT });
  };

  it("asks once, after the third kept session: by e-mail, with the review address and 'Nie, dziękuję'; a fourth asks nothing", async () => {
    const { clientId, later } = await client("anna@example.com", 2, 2);
    expect(await requests(clientId)).toEqual([]);
    await keep(later[0]!.id);
    expect((await requests(clientId)).map((row) => [row.channel, row.recipient])).toEqual([["email", "client"]]);
    expect(await reviewRequestOf(test.db, clientId)).toEqual({ askedAt: MARKED_AT.toISOString(), declinedAt: null });
    await keep(later[1]!.id);
    // The same session marked again asks nothing either.
    await keep(later[0]!.id);
    expect(await requests(clientId)).toHaveLength(1);

    const rendered = await mail(clientId);
    const message = (rendered as { message: EmailMessage }).message;
    expect(message.to).toEqual({ name: "", address: "anna@example.com" });
    expect(message.text).toContain(REVIEW_URL);
    const declineUrl = /https:\/\/trener\.example\/opinia\/(\S+)/.exec(String(message.text))!;
    expect(await clientOfReviewToken(test.db, declineUrl[1])).toBe(clientId);
    expect(
      await clientOfReviewToken(
        test.db,
        declineUrl[1]!.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
      ),
    ).toBeNull();
    expect(await mail(clientId, "")).toEqual({ skip: "the trainer's review address is gone" });
  });

  it("asks once when two instances mark the third and the fourth session at once", async () => {
    const { clientId, later } = await client("bartek@example.com", 2, 2);
    // SQLite runs as one instance: two requests at once on one handle; PostgreSQL as two instances.
    const other = dialect === "postgres" ? test.open() : test.db;
    await Promise.all([keep(later[0]!.id), keep(later[1]!.id, other)]);
    expect(await requests(clientId)).toHaveLength(1);
  });

  it("never asks again after 'Nie, dziękuję', and sends nothing still queued", async () => {
    const { clientId, later } = await client("celina@example.com", 3, 1);
    expect(await declineReview(test.db, clientId, MARKED_AT)).toBe(true);
    expect(await declineReview(test.db, clientId, new Date(MARKED_AT.getTime() + HOUR))).toBe(true);
    expect(await reviewRequestOf(test.db, clientId)).toEqual({ askedAt: MARKED_AT.toISOString(), declinedAt: MARKED_AT.toISOString() });
    expect(await mail(clientId)).toEqual({ skip: "the client said no" });
    await keep(later[0]!.id);
    expect(await requests(clientId)).toHaveLength(1);
  });

  it("asks nobody when the number is 0, before the client's sessions reach it, or at a session without mails", async () => {
    const never = await client("daria@example.com", 4, 0, 0);
    expect(await requests(never.clientId)).toEqual([]);
    const later = await client("edward@example.com", 4, 0, 5);
    expect(await reviewRequestOf(test.db, later.clientId)).toBeUndefined();
    expect(await declineReview(test.db, later.clientId, MARKED_AT)).toBe(false);
    // A session whose mails the trainer turned off asks nothing; the next kept one does.
    const quiet = await client("hanna@example.com", 2, 2);
    await test.db.updateTable("bookings").set({ mail_client: 0 }).where("id", "=", quiet.later[0]!.id).execute();
    await keep(quiet.later[0]!.id);
    expect(await requests(quiet.clientId)).toEqual([]);
    await keep(quiet.later[1]!.id);
    expect(await requests(quiet.clientId)).toHaveLength(1);
  });

  it("is in the card's export and goes with its erasure", async () => {
    const { clientId } = await client("filip@example.com", 3, 0);
    await declineReview(test.db, clientId, MARKED_AT);
    const exported = await cardExport(test.db, clientId, 12, MARKED_AT);
    expect(exported?.card?.reviewRequest).toEqual({ askedAt: MARKED_AT.toISOString(), declinedAt: MARKED_AT.toISOString() });
    expect(await eraseCard(test.db, clientId)).toBeDefined();
    expect(await test.db.selectFrom("review_requests").selectAll().where("client_id", "=", clientId).execute()).toEqual([]);
  });

  it("keeps one row when two asked cards are merged: the first ask, and a 'Nie, dziękuję' of either", async () => {
    const kept = await client("grzegorz@example.com", 3, 0);
    const merged = await client("grzes@example.com", 3, 0);
    await declineReview(test.db, merged.clientId, MARKED_AT);
    expect(await mergeClients(test.db, kept.clientId, merged.clientId)).toEqual({ ok: true });
    expect(await test.db.selectFrom("review_requests").selectAll().where("client_id", "in", [kept.clientId, merged.clientId]).execute()).toEqual([
      { client_id: kept.clientId, asked_at: MARKED_AT.toISOString(), declined_at: MARKED_AT.toISOString() },
    ]);
  });

  it("is asked by the agenda's 'Odbyło się' with the booking settings' number, and never while they name no review address", async () => {
    const { clientId, later } = await client("irena@example.com", 0, 2);
    const mark = (bookingId: number, reviewUrl: string) =>
      agendaAction(
        test.db,
        new URLSearchParams({ intent: "attended", id: String(bookingId) }),
        testBookingSettings({ reviewUrl, reviewAfterSessions: 1 }),
        MARKED_AT,
      );
    await mark(later[0]!.id, "");
    expect(await requests(clientId)).toEqual([]);
    await mark(later[1]!.id, REVIEW_URL);
    expect(await requests(clientId)).toHaveLength(1);
  });

  it("asks nobody who did not tick the box, and nobody who unticked it on their page", async () => {
    const never = [];
    for (let index = 0; index < 3; index++) never.push(await book("bez.zgody@example.com", false));
    for (const booking of never) await keep(booking.id);
    expect(await requests(never[0]!.client_id!)).toEqual([]);

    const { clientId, later } = await client("wycofala@example.com", 2, 1);
    await setReviewConsent(test.db, clientId, false, MARKED_AT);
    await keep(later[0]!.id);
    expect(await requests(clientId)).toEqual([]);
  });
});
