// Sessions written straight into a test server's database: a running
// server's clock cannot be turned back to book one in the past.
import { withDatabase } from "./admin";

const HOUR = 3_600_000;

/** A confirmed hour of "Trening personalny" from `start`, its client named, with a phone (and an e-mail unless given empty). */
export function insertAgendaSession(databaseFile: string, start: number, name: string, email = `${name.split(" ")[0]!.toLowerCase()}@example.com`) {
  withDatabase(databaseFile, (db) =>
    db
      .prepare(
        `insert into bookings (service_slug, service_name, place, price, starts_at, ends_at, claimed_until, name, email, phone, notes, status, sequence, submission_key, network_hash, created_at)
         values ('trening-personalny', 'Trening personalny', 'Studio', 150, ?, ?, ?, ?, ?, '+48600100200', '', 'confirmed', 0, ?, 'n', ?)`,
      )
      .run(
        new Date(start).toISOString(),
        new Date(start + HOUR).toISOString(),
        new Date(start + 1.25 * HOUR).toISOString(),
        name,
        email,
        `phone-${name}`,
        new Date().toISOString(),
      ),
  );
}

/**
 * A client's card with hours of "Trening personalny" at `starts`, each in the
 * given state and linked to the card (a regular, as the panel knows one); the card's id.
 */
export function insertClientSessions(databaseFile: string, name: string, starts: number[], status: "attended" | "confirmed" = "attended"): number {
  const email = `${name.split(" ")[0]!.toLowerCase()}@example.com`;
  const now = new Date().toISOString();
  return withDatabase(databaseFile, (db) => {
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '+48600100200', '', ?, ?) returning id")
      .get(name, email, now, now) as { id: number };
    const insert = db.prepare(
      `insert into bookings (service_slug, service_name, place, price, starts_at, ends_at, claimed_until, name, email, phone, notes, status, sequence, submission_key, network_hash, created_at, client_id)
       values ('trening-personalny', 'Trening personalny', 'Studio', 150, ?, ?, ?, ?, ?, '+48600100200', '', ?, 0, ?, 'n', ?, ?)`,
    );
    for (const start of starts) {
      const [from, to] = [new Date(start).toISOString(), new Date(start + HOUR).toISOString()];
      insert.run(from, to, to, name, email, status, `${name}-${start}`, now, id);
    }
    return id;
  });
}
