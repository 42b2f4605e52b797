// A session the seeded years may lack for a task (one just ended today, one
// tomorrow for a client without e-mail), booked through the server bundle as
// the trainer's phone booking books it, before the task starts.
import { importCliBundle } from "../cli-bundle.ts";

const HOUR = 3_600_000;

export async function bookedByPhone(databaseFile: string, { name, email, start }: { name: string; email: string; start: number }): Promise<void> {
  const { bookSession, createDatabase } = await importCliBundle();
  const db = createDatabase(databaseFile);
  try {
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
    if (made.kind === "taken") throw new Error(`${name}: the time is taken in the seeded years`);
  } finally {
    await db.destroy();
  }
}
