import { randomBytes } from "node:crypto";
import { adminCookie } from "~/admin/admin-cookie.server";
import { getDatabase } from "~/db/database.server";
import { getOrCreateSecret } from "~/db/app-secrets.server";

/** Long enough to outlast holidays; Chrome keeps no cookie beyond 400 days. */
const TRUSTED_FOR_SECONDS = 180 * 24 * 60 * 60;
/** 128 random bits in base64url. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * OWASP's device cookie: a browser the owner has signed in on carries a
 * signed, random id, and its sign-in attempts are counted against that id
 * alone. Strangers guessing at the account from elsewhere slow down everyone
 * else but never the owner's own phone. Signed with a secret kept in the
 * database, so every instance accepts it and nobody can make one up.
 */
async function deviceCookie() {
  const secret = await getOrCreateSecret(await getDatabase(), "admin-device-cookie");
  return adminCookie("admin-device", { maxAge: TRUSTED_FOR_SECONDS, secrets: [secret] });
}

/** The id of the browser's trusted-device cookie, or null when it has none (or a forged one). */
export async function trustedDeviceOf(request: Request): Promise<string | null> {
  const value: unknown = await (await deviceCookie()).parse(request.headers.get("Cookie"));
  return typeof value === "string" && DEVICE_ID.test(value) ? value : null;
}

/** After a successful sign-in: the Set-Cookie header that (re)marks this browser as the owner's. */
export async function trustDevice(device: string | null): Promise<string> {
  return (await deviceCookie()).serialize(device ?? randomBytes(16).toString("base64url"));
}
