// The cookie that keeps a client signed in at /moje-treningi: HttpOnly,
// SameSite=Lax, Secure and `__Host-` prefixed over https, 30 days. Its path
// is the whole site, not /moje-treningi: React Router asks for the page's
// data at /moje-treningi.data, which a cookie of path /moje-treningi does not
// reach (RFC 6265 §5.1.4), so the page would forget the client on every tap.
import type { Kysely } from "kysely";
import { createCookie } from "react-router";
import { getDatabase, type Database } from "~/db/database.server";
import { env } from "~/env.server";
import { endSession, SESSION_MS, sessionClient, type SignedOutPush } from "./client-sessions.server";

const secure = env.SITE_URL.startsWith("https:");
const cookie = createCookie(secure ? "__Host-client-session" : "client-session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure,
  maxAge: SESSION_MS / 1000,
});

async function secretOf(request: Request): Promise<string | undefined> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : undefined;
}

/** The signed-in client of the request, or null: for /moje-treningi and whatever it offers (the client's own push). */
export async function signedInClient(request: Request, db?: Kysely<Database>, now: Date = new Date()): Promise<{ clientId: number } | null> {
  const clientId = await sessionClient(db ?? (await getDatabase()), await secretOf(request), now);
  return clientId === null ? null : { clientId };
}

/**
 * The signed-in client's details as their card holds them, for a public form
 * to start filled in (issue 78: a client booking a seat retyped them); null
 * for a visitor. The page that uses them is private (site-server.ts's default).
 */
export async function signedInDetails(request: Request): Promise<{ name: string; email: string; phone: string } | null> {
  const db = await getDatabase();
  const signedIn = await signedInClient(request, db);
  if (!signedIn) return null;
  return (await db.selectFrom("clients").select(["name", "email", "phone"]).where("id", "=", signedIn.clientId).executeTakeFirst()) ?? null;
}

/** The Set-Cookie header that keeps a new session. */
export const sessionCookie = (secret: string) => cookie.serialize(secret);

/** "Wyloguj": ends the request's session and the push it says; returns the Set-Cookie header that removes the cookie. */
export async function signOut(request: Request, db?: Kysely<Database>, push?: SignedOutPush): Promise<string> {
  await endSession(db ?? (await getDatabase()), await secretOf(request), push);
  return cookie.serialize("", { maxAge: 0 });
}
