import { createCookie, type CookieOptions } from "react-router";
import { env } from "~/env.server";

/** Over https the inbox's cookies are Secure and `__Host-` prefixed: no other site or subdomain can set them. */
const secure = env.SITE_URL.startsWith("https:");

/** A cookie of the inbox: HttpOnly, SameSite=Lax, for the whole site (which `__Host-` requires). */
export function adminCookie(name: string, options: CookieOptions = {}) {
  return createCookie(secure ? `__Host-${name}` : name, { httpOnly: true, sameSite: "lax", path: "/", secure, ...options });
}
