// Calls a route's loader or action as the server would, signed in, and reads
// what it answered: a Response (a redirect with its toast, an error page) or
// data. Anything else thrown (a 500) fails the calling test.
import { RouterContextProvider } from "react-router";
import { takeToast } from "~/admin/admin-toast.server";

export type Answer = { status: number; location: string | null; toast: string | null; body: string };

/** What the server would send for a route's result or what it threw; an Error thrown is thrown on. */
export async function answer(run: () => Promise<unknown>): Promise<Answer> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const cookie = outcome.headers.get("Set-Cookie")?.split(";")[0];
    const toast = cookie ? ((await takeToast(new Request("http://localhost/admin", { headers: { Cookie: cookie } }))).toast?.message ?? null) : null;
    return { status: outcome.status, location: outcome.headers.get("Location"), toast, body: await outcome.text() };
  }
  if (outcome instanceof Error) throw outcome;
  const init =
    (outcome as { type?: string; init?: ResponseInit | null; data?: unknown }).type === "DataWithResponseInit"
      ? (outcome as { init: ResponseInit | null; data: unknown })
      : null;
  return { status: init?.init?.status ?? 200, location: null, toast: null, body: JSON.stringify(init ? init.data : outcome) };
}

/** A route's arguments for `path` (a GET, or a form POST when `body` is given) with the session `cookie`. */
export function routeArgs(cookie: () => string) {
  return (path: string, params: Record<string, string>, body?: URLSearchParams | string) =>
    ({
      request: new Request(`http://localhost${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { Cookie: cookie(), ...(body === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded" }) },
        body,
      }),
      params,
      context: new RouterContextProvider(),
    }) as never;
}
