// The server both halves of the payments' tests run against (tests/e2e and
// tests/requests payments.spec.ts), its mail sink, and a session held yesterday.
import { withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { ownServerWithMail } from "./mail-server";

const DAY = 24 * 60 * 60_000;

/** The calling spec file's own server, its mails caught by an SMTP sink (mail-server.ts). */
export function paymentsServer() {
  const { server, sink } = ownServerWithMail();

  /** A session of `person`, booked as a visitor books it and moved to yesterday 06:00 UTC (a running server's clock cannot be turned). */
  async function sessionYesterday(request: Parameters<typeof bookFirstFreeTime>[0], person: { name: string; email: string }) {
    await bookFirstFreeTime(request, server, { weekday: "środa", nth: 0, person });
    const start = new Date(Math.floor((Date.now() - DAY) / DAY) * DAY + 6 * 3_600_000);
    return withDatabase(server.databaseFile, (db) => {
      db.prepare("update bookings set starts_at = ?, ends_at = ? where email = ?").run(
        start.toISOString(),
        new Date(start.getTime() + 3_600_000).toISOString(),
        person.email,
      );
      return db.prepare("select id, price from bookings where email = ?").get(person.email) as { id: number; price: number };
    });
  }

  return { server, sink, sessionYesterday };
}
