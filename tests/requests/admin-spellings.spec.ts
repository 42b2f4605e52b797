// React Router matches routes case-insensitively and after decoding, so the
// inbox's guard must hold for every spelling of its addresses, not only the
// one in the route table.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { adminRoutePaths, signInByRequest, withDatabase } from "../e2e/admin";
import { TEST_SITE_URL } from "../e2e/site";

/** The same inbox address spelled otherwise: in capitals, with /admin's "a" encoded, and with a later letter encoded. */
function spellings(path: string): string[] {
  const variants = [path.toUpperCase(), path.replace(/^\/admin/, "/%61dmin")];
  const rest = path.slice("/admin/".length);
  const letter = rest.search(/[a-z]/);
  if (letter !== -1) variants.push(`/admin/${rest.slice(0, letter)}%${rest.charCodeAt(letter).toString(16)}${rest.slice(letter + 1)}`);
  return variants;
}

test("the spellings cover every inbox route, with a later letter encoded where the path has one", () => {
  expect(spellings("/admin/zapytania/1")).toEqual(["/ADMIN/ZAPYTANIA/1", "/%61dmin/zapytania/1", "/admin/%7aapytania/1"]);
  expect(spellings("/admin")).toEqual(["/ADMIN", "/%61dmin"]);
});

test("a state-changing request from another site, or without an Origin, is refused under every spelling, even with the trainer's session", async ({
  request,
}) => {
  const name = `Spam do zachowania ${randomUUID()}`;
  withDatabase(TEST_DATABASE_FILE, (db) =>
    db
      .prepare("insert into enquiries (created_at, name, email, message, status, submission_key) values (?, ?, ?, ?, 'spam', ?)")
      .run(new Date().toISOString(), name, "spam@example.com", "Tanie leki, kliknij tutaj.", randomUUID()),
  );
  const cookie = `admin-session=${await signInByRequest(request)}`;

  for (const { path } of adminRoutePaths()) {
    for (const spelled of spellings(path)) {
      for (const origin of ["https://evil.example", "null", undefined]) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          const headers: Record<string, string> = origin ? { Cookie: cookie, Origin: origin } : { Cookie: cookie };
          const response = await request.fetch(spelled, { method, headers, form: { intent: "status", status: "done" }, maxRedirects: 0 });
          expect(response.status(), `${method} ${spelled} from ${origin ?? "no Origin"}`).toBe(403);
        }
      }
    }
  }
  // Nothing was erased, and the session survived every forged sign-out.
  expect(withDatabase(TEST_DATABASE_FILE, (db) => db.prepare("select status from enquiries where name = ?").get(name))).toEqual({ status: "spam" });
  expect((await request.get("/admin", { headers: { Cookie: cookie }, maxRedirects: 0 })).status()).toBe(200);
});

test("every inbox page, under every spelling, is never stored and never indexed", async ({ request }) => {
  const cookie = `admin-session=${await signInByRequest(request)}`;
  for (const { path } of adminRoutePaths()) {
    for (const spelled of [path, ...spellings(path)]) {
      for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
        const response = await request.get(spelled, { headers, maxRedirects: 0 });
        const what = `${spelled} ${"Cookie" in headers ? "signed in" : "signed out"} (${response.status()})`;
        expect(response.headers()["cache-control"], what).toBe("no-store");
        expect(response.headers()["x-robots-tag"], what).toBe("noindex");
      }
    }
  }
  // And their data requests.
  for (const spelled of ["/admin.data", "/ADMIN.data", "/%61dmin.data", "/admin/%7aapytania/1.data"]) {
    const response = await request.get(`${TEST_SITE_URL}${spelled}`, { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(response.headers()["cache-control"], spelled).toBe("no-store");
    expect(response.headers()["x-robots-tag"], spelled).toBe("noindex");
  }
});
