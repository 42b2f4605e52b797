// A review request's "Nie, dziękuję" without JavaScript: the link from the
// mail shows a button and records nothing (mail scanners open links); the
// button's plain POST records it, and the page says so. (Who is asked, and
// once: app/reviews/review-requests.server.test.ts.)
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { reviewPagePath } from "../../app/reviews/review-link.server";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { withDatabase } from "../e2e/admin";
import { withServerDatabase } from "../e2e/server-database";
import { openPage } from "../support/html-page";

/** A card asked for a review, as the "Odbyło się" that reached the number leaves it. */
function askedClient(): number {
  const now = new Date().toISOString();
  return withDatabase(TEST_DATABASE_FILE, (db) => {
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values ('Olga Opiniowa', ?, '', '', ?, ?) returning id")
      .get(`${randomBytes(4).toString("hex")}@example.com`, now, now) as { id: number };
    db.prepare("insert into review_requests (client_id, asked_at) values (?, ?)").run(id, now);
    return id;
  });
}

const declinedAt = (clientId: number) =>
  withDatabase(
    TEST_DATABASE_FILE,
    (db) => (db.prepare("select declined_at from review_requests where client_id = ?").get(clientId) as { declined_at: string | null }).declined_at,
  );

test("without JavaScript 'Nie, dziękuję' is recorded by the page's button, never by opening the link", async ({ request }) => {
  const clientId = askedClient();
  const path = await withServerDatabase(TEST_DATABASE_FILE, (db) => reviewPagePath(db, clientId));
  const page = await openPage(request, path);
  expect(page.status).toBe(200);
  expect(page.text("h1")).toBe("Opinia o treningach");
  expect(declinedAt(clientId)).toBeNull();

  const declined = await page.formOf("Nie, dziękuję").submit("Nie, dziękuję");
  expect(declined.shownTexts("[role=status]")).toContain("Zapisane. Więcej nie poproszę Cię o opinię. Dziękuję za wspólne treningi!");
  expect(declinedAt(clientId)).not.toBeNull();

  // A link altered by one letter names nobody.
  const forged = await openPage(
    request,
    path.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
  );
  expect(forged.status).toBe(404);
  expect(forged.texts("[role=alert]")).toEqual(["Ten link jest nieprawidłowy albo dane zostały już usunięte."]);
});
