// How someone waiting is told: by push when the card of their mailbox has a
// phone that takes it (the client turned it on at /moje-treningi), by e-mail
// otherwise, never both; asked when the message is recorded and again when
// it is sent.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { cardOfEmail, clientChannel } from "~/notifications/index.server";

export type WaitingReach = { channel: "push"; clientId: number } | { channel: "email" };

export async function waitingReach(db: Kysely<Database>, email: string): Promise<WaitingReach> {
  const clientId = await cardOfEmail(db, email);
  return clientId !== undefined && (await clientChannel(db, clientId)) === "push" ? { channel: "push", clientId } : { channel: "email" };
}
