// The VAPID key pair push services know the server by: given in the
// environment, or made by the first instance to ask and kept in the database
// (app_secrets), so every instance signs with the same pair.
import type { Kysely } from "kysely";
import webpush from "web-push";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";

export type VapidKeys = { publicKey: string; privateKey: string };

export type VapidSettings = { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string };

export async function vapidKeys(db: Kysely<Database>, settings: VapidSettings): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
  if (publicKey && privateKey) return { publicKey, privateKey };
  const stored = await databaseSecret(db, "vapid_keys", () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}
