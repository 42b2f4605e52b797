import { afterEach, describe, expect, it, vi } from "vitest";

async function cookieFor(siteUrl: string) {
  vi.resetModules();
  vi.doMock("~/env.server", () => ({ env: { SITE_URL: siteUrl } }));
  const { adminCookie } = await import("./admin-cookie.server");
  return adminCookie("admin-session", { maxAge: 60 });
}

describe("the inbox's cookies", () => {
  afterEach(() => vi.doUnmock("~/env.server"));

  it("are HttpOnly, SameSite=Lax, for the whole site", async () => {
    const header = await (await cookieFor("http://localhost:3000")).serialize("x");
    expect(header).toMatch(/^admin-session=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("are Secure and __Host- prefixed when the site is on https", async () => {
    const cookie = await cookieFor("https://trener.example");
    expect(cookie.name).toBe("__Host-admin-session");
    const header = await cookie.serialize("x");
    expect(header).toMatch(/^__Host-admin-session=[^;]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await cookie.parse(header.split(";")[0]!)).toBe("x");
  });
});
