// The client of the coaching and clients' tasks, chosen in the seeded years
// as issue 78 tried it: a regular who trains with a plan (consent to keep
// health data given), has no diet yet, and has three sessions ahead the trainer booked for her
// (booked here when the years left fewer). Chosen once; kept for the tasks after.
import { importCliBundle } from "../cli-bundle.ts";
import { bookedByPhone } from "./booked-by-phone.ts";
import type { TaskContext } from "./task.ts";

const DAY = 86_400_000;

export type CoachedClient = { name: string; email: string };

export async function coachedClient({ databaseFile, kept }: TaskContext): Promise<CoachedClient> {
  const known = kept.get("coached");
  if (known) return JSON.parse(known) as CoachedClient;
  const { createDatabase } = await importCliBundle();
  const db = createDatabase(databaseFile);
  const now = new Date().toISOString();
  try {
    const chosen = await db
      .selectFrom("clients")
      .innerJoin("training_plans", "training_plans.client_id", "clients.id")
      .leftJoin("bookings", (join) =>
        join
          .onRef("bookings.client_id", "=", "clients.id")
          .on("bookings.origin", "=", "trainer")
          .on("bookings.starts_at", ">", now)
          .on("bookings.status", "=", "confirmed"),
      )
      .select(["clients.name", "clients.email", (eb) => eb.fn.count("bookings.id").distinct().as("ahead")])
      .where("clients.diet_consent_at", "is not", null)
      .where("clients.email", "!=", "")
      // No diet yet: the diet task writes her first.
      .where((eb) => eb.not(eb.exists(eb.selectFrom("diet_plans").select("diet_plans.id").whereRef("diet_plans.client_id", "=", "clients.id"))))
      .groupBy(["clients.id", "clients.name", "clients.email"])
      .orderBy("ahead", "desc")
      .executeTakeFirstOrThrow();
    const client = { name: chosen.name, email: chosen.email };
    // Early mornings ten to twelve days ahead, before the seeded days' first sessions.
    for (let missing = 3 - Number(chosen.ahead), day = 10; missing > 0; missing--, day++)
      await bookedByPhone(databaseFile, { ...client, start: Date.parse(new Date(Date.now() + day * DAY).toISOString().slice(0, 10) + "T04:00:00Z"), tries: 4 });
    kept.set("coached", JSON.stringify(client));
    return client;
  } finally {
    await db.destroy();
  }
}
