// Signing in to the panel as its form does, for the scripts that measure or
// exercise it without a browser.

export type AdminLogin = { email: string; password: string };

/** Posts the sign-in form; `cookie` is the session ("admin-session=…") when it answered 303 with one. */
export async function signIn(base: string, { email, password }: AdminLogin): Promise<{ status: number; cookie: string | null }> {
  const response = await fetch(`${base}/admin/logowanie`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  // The answer's body is not needed; one cut short (a server killed mid-answer) does not matter.
  await response.arrayBuffer().catch(() => undefined);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.match(/^admin-session=[^;]+/)?.[0])
    .find(Boolean);
  return { status: response.status, cookie: response.status === 303 && cookie ? cookie : null };
}
