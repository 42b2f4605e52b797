// Signing in to a server process as the test administrator, as the sign-in
// form does, for the server tests that use the panel.
import { expect } from "vitest";
import { TEST_ADMIN } from "../../playwright.config";

/** Signs in on the server at `url`, whose SITE_URL is `origin`; returns the session cookie ("admin-session=…"). */
export async function signInToServer(url: string, origin = url): Promise<string> {
  const response = await fetch(`${url}/admin/logowanie`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie")!.match(/admin-session=[^;]+/)![0];
}
