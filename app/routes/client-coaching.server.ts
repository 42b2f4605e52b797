// What /moje-treningi shows of the coaching (issue 60), read side by side:
// today's workout (or the plan's day chosen), the diet and the progress.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { clientDietView } from "~/diet/index.server";
import { clientProgressView } from "~/progress/index.server";
import { clientWorkout } from "~/training/index.server";

export async function clientCoaching(db: Kysely<Database>, clientId: number, now: Date, chosenDay: number | null) {
  const [workout, diet, progress] = await Promise.all([
    clientWorkout(db, clientId, now, chosenDay),
    clientDietView(db, clientId),
    clientProgressView(db, clientId, now),
  ]);
  return { clientId, workout, diet, progress };
}

export type ClientCoaching = Awaited<ReturnType<typeof clientCoaching>>;
