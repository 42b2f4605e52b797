// A session the seeded years may lack for a task (one just ended today, one
// tomorrow for a client without e-mail), booked through the server bundle as
// the trainer's phone booking books it, before the task starts: at `start`,
// or when that is taken (a seeded block, a session) the next free quarter hour
// of the next `tries` after it.
import { importCliBundle } from "../cli-bundle.ts";

const HOUR = 3_600_000;

const QUARTER = HOUR / 4;

type PhoneBooking = { name: string; email: string; start: number; tries?: number };

export async function bookedByPhone(databaseFile: string, { name, email, start: first, tries = 1 }: PhoneBooking): Promise<void> {
  const { bookSession, createDatabase } = await importCliBundle();
  const db = createDatabase(databaseFile);
  try {
    for (let start = first; start < first + tries * QUARTER; start += QUARTER) {
      const made = await bookSession(
        db,
        {
          service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
          place: "Studio",
          start,
          end: start + HOUR,
          bufferMs: 0,
          name,
          email,
          phone: "+48 600 100 200",
          notes: "",
          submissionKey: `bench-tasks-${name}-${start}`,
          byTrainer: { mailClient: Boolean(email), outsideHours: true },
        },
        // Booked a day before it starts, as a phone booking is.
        new Date(start - 24 * HOUR),
      );
      if (made.kind !== "taken") return;
    }
    throw new Error(`${name}: ${tries} times from ${new Date(first).toISOString()} are taken in the seeded years`);
  } finally {
    await db.destroy();
  }
}
