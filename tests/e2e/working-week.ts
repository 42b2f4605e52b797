// What a working week puts in the panel, for the specs that open every panel
// page with it: an enquiry whose notice failed, spam, a booking ahead and
// one past, a second card for a merge, a photo, a section with history to
// restore, a package running out. Its texts hold one-letter words, for the
// typesetting to be seen.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { signInByRequest, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { enquireByRequest } from "./enquire";

/** What a working week puts in the panel; returns what the seeded data is reached by, and a signed-in session. */
export async function seedWorkingWeek(request: APIRequestContext, server: { url: string; databaseFile: string }) {
  // An enquiry as the contact form sends it, its notice to the trainer failed (a "Wyślij ponownie" button).
  await enquireByRequest(
    request,
    server,
    { name: "Anna Nowak", email: "anna@example.com", phone: "600 100 200" },
    "Chcę zacząć trenować w studiu i w domu, a w weekendy z mężem. Czy u Pana jest o tej porze wolny termin?",
  );
  const enquiryId = withDatabase(server.databaseFile, (db) => {
    const { id } = db.prepare("select id from enquiries where email = ?").get("anna@example.com") as { id: number };
    db.prepare(
      "update outbox set status = 'failed', attempts = 3, last_error = '550 Skrzynka o tym adresie nie istnieje w tej domenie' where enquiry_id = ?",
    ).run(id);
    // Spam, for "Usuń cały spam".
    db.prepare("insert into enquiries (created_at, name, email, message, status, submission_key) values (?, ?, ?, ?, 'spam', ?)").run(
      new Date().toISOString(),
      "Kupon Bot",
      "bot@example.com",
      "Tanie kupony, kliknij tutaj.",
      randomUUID(),
    );
    return id;
  });

  // A booking ahead ("Odwołaj…"), and one that has taken place (its outcome buttons).
  const ahead = await bookFirstFreeTime(request, server, {
    weekday: "środa",
    nth: 0,
    person: { name: "Ewa Nowicka", email: "ewa@example.com" },
    notes: "Pierwszy raz w studiu, z kontuzją kolana i z pytaniem o dietę.",
  });
  await bookFirstFreeTime(request, server, { weekday: "środa", nth: 1, person: { name: "Piotr Wiśniewski", email: "piotr@example.com" } });
  const bookingId = withDatabase(server.databaseFile, (db) => {
    db.prepare("update bookings set starts_at = '2020-01-07T06:00:00.000Z', ends_at = '2020-01-07T07:00:00.000Z' where email = ?").run("piotr@example.com");
    // A second version of the gallery, so that its history offers "Przywróć tę wersję".
    db.prepare(
      "insert into content_revisions (section, version, document, summary, author, created_at) select section, version + 1, document, 'Bez zmian', author, ? from content_revisions where section = 'gallery' order by version desc limit 1",
    ).run(new Date().toISOString());
    return (db.prepare("select id from bookings where email = ?").get("ewa@example.com") as { id: number }).id;
  });
  // Everyone above gave one phone: one card. A second card, for the merge's question.
  const [clientId, otherClientId] = withDatabase(server.databaseFile, (db) => {
    const card = db.prepare("select client_id from bookings where email = ?").get("ewa@example.com") as { client_id: number };
    const now = new Date().toISOString();
    const other = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?)")
      .run("Ewa Nowicka-Kowalska", "ewa.nowicka.kowalska.praca@przyklad-firmy.pl", now, now);
    return [card.client_id, Number(other.lastInsertRowid)];
  });

  const session = await signInByRequest(request, server.url);
  // A photo in the library, as the upload form sends it.
  const upload = await request.post("/admin/zdjecia", {
    headers: { Origin: server.url, Cookie: `admin-session=${session}` },
    multipart: { photo: { name: "kettlebell.jpg", mimeType: "image/jpeg", buffer: readFileSync("content/photos/kettlebell.jpg") } },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(303);

  // A package of 2 sold to the client of the past session, and that session marked: one left, a notice, a history.
  const headers = { Origin: server.url, Cookie: `admin-session=${session}` };
  const past = withDatabase(server.databaseFile, (db) =>
    db.prepare("select id, client_id, sequence from bookings where email = ?").get("piotr@example.com"),
  ) as {
    id: number;
    client_id: number;
    sequence: number;
  };
  const sold = await request.post(`/admin/klienci/${past.client_id}/pakiety`, {
    headers,
    form: {
      intent: "sell",
      offer: "pakiet-8-treningow",
      sessions: "2",
      from: "first_session",
      back: `/admin/klienci/${past.client_id}/pakiety`,
      saleKey: "sprzedaz-tygodnia-pracy",
    },
    maxRedirects: 0,
  });
  expect(sold.status()).toBe(303);
  const marked = await request.post("/admin/kalendarz", {
    headers,
    form: { intent: "attended", id: String(past.id), version: String(past.sequence) },
    maxRedirects: 0,
  });
  expect(marked.status()).toBe(303);
  return {
    enquiryId,
    bookingId,
    bookingWeek: ahead.day,
    clientId: clientId!,
    otherClientId: otherClientId!,
    session,
    packagesPath: `/admin/klienci/${past.client_id}/pakiety`,
  };
}
