// The server both halves of the package removal's tests run against
// (tests/e2e and tests/requests package-removal.spec.ts), and a client's card.
import { ADMIN_ENV, withDatabase } from "./admin";
import { ownServer } from "./site";

/** The calling spec file's own server, and the card a booking's e-mail joined. */
export function packageRemovalServer() {
  const server = ownServer({ ...ADMIN_ENV, ENQUIRY_RATE_LIMIT: "0", BOOKING_RATE_LIMIT: "1000" });
  const cardOf = (email: string) =>
    withDatabase(server.databaseFile, (db) => (db.prepare("select client_id from bookings where email = ?").get(email) as { client_id: number }).client_id);
  return { server, cardOf };
}
