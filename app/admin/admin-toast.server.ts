import { randomUUID } from "node:crypto";
import type { Cookie } from "react-router";
import { adminCookie } from "~/admin/admin-cookie.server";
import { getDatabase } from "~/db/database.server";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Toast } from "~/admin/toast";

// Signed, so that only the server decides what the inbox says; the secret is the database's (read once per handle).
async function toastCookie(): Promise<Cookie> {
  const secret = await databaseSecret(await getDatabase(), "admin-toast");
  return adminCookie("admin-toast", { secrets: [secret], maxAge: 60 });
}

/**
 * Headers that leave a message for the next page: actions answer with a
 * redirect (so that a reload never repeats them, with or without JavaScript)
 * and the page they lead to shows the toast.
 */
export async function toastHeaders(message: string): Promise<{ "Set-Cookie": string }> {
  const toast: Toast = { id: randomUUID(), message };
  return { "Set-Cookie": await (await toastCookie()).serialize(toast) };
}

/** The message left for this page, shown once: the headers clear it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit }> {
  const header = request.headers.get("Cookie");
  const jar = await toastCookie();
  if (!header?.includes(jar.name)) return { toast: null, headers: {} };
  const value: unknown = await jar.parse(header);
  const toast =
    typeof value === "object" && value !== null && typeof (value as Toast).id === "string" && typeof (value as Toast).message === "string"
      ? { id: (value as Toast).id, message: (value as Toast).message }
      : null;
  return { toast, headers: { "Set-Cookie": await jar.serialize("", { maxAge: 0 }) } };
}
