// Which channel reminds a client: push when one of their own phones takes it
// (they turned it on at /moje-treningi), e-mail otherwise; never both. Asked
// when the reminder is recorded and again when it is due.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { clientDevices } from "~/notifications/index.server";

export type ReminderChannel = "push" | "email";

export async function reminderChannel(db: Kysely<Database>, clientId: number | null): Promise<ReminderChannel> {
  if (clientId === null) return "email";
  return (await clientDevices(db, clientId)).length > 0 ? "push" : "email";
}
