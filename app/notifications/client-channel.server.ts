// How a client is reached: by push when one of their own phones takes it
// (they turned it on at /moje-treningi), by e-mail otherwise, never both.
// Asked when a message is recorded and again when it is sent; a message to
// an e-mail address finds its client by the mailbox's card key.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { mailboxKey } from "~/lib/mailbox-key";
import { clientDevices } from "./channels/push-subscriptions.server";

export type ClientChannel = "push" | "email";

/** The card with this e-mail address's mailbox among its keys. */
export async function cardOfEmail(db: Kysely<Database>, email: string): Promise<number | undefined> {
  const key = await db
    .selectFrom("client_keys")
    .select("client_id")
    .where("key", "=", `e:${mailboxKey(email.trim())}`)
    .executeTakeFirst();
  return key?.client_id;
}

export async function clientChannel(db: Kysely<Database>, clientId: number | null | undefined): Promise<ClientChannel> {
  if (clientId === null || clientId === undefined) return "email";
  return (await clientDevices(db, clientId)).length > 0 ? "push" : "email";
}
