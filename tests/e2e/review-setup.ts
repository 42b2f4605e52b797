// A card asked for a review, as the "Odbyło się" that reached the number
// leaves it, for the review page's request and browser tests.
import { randomBytes } from "node:crypto";
import { reviewPagePath } from "../../app/reviews/review-link.server";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { withDatabase } from "./admin";
import { withServerDatabase } from "./server-database";

/** A card asked for a review, as the "Odbyło się" that reached the number leaves it. */
export function askedClient(): number {
  const now = new Date().toISOString();
  return withDatabase(TEST_DATABASE_FILE, (db) => {
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values ('Olga Opiniowa', ?, '', '', ?, ?) returning id")
      .get(`${randomBytes(4).toString("hex")}@example.com`, now, now) as { id: number };
    db.prepare("insert into review_requests (client_id, asked_at) values (?, ?)").run(id, now);
    return id;
  });
}

export const declinedAt = (clientId: number) =>
  withDatabase(
    TEST_DATABASE_FILE,
    (db) => (db.prepare("select declined_at from review_requests where client_id = ?").get(clientId) as { declined_at: string | null }).declined_at,
  );

/** The review page's address of the client, as the request's mail links it. */
export const reviewPage = (clientId: number) => withServerDatabase(TEST_DATABASE_FILE, (db) => reviewPagePath(db, clientId));
