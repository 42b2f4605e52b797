// Uploads the server refuses, sent as a script would, on a server of its own
// (the photo's way from the trainer's phone to the gallery: tests/e2e/content-photos.spec.ts).
import { expect, test } from "@playwright/test";
import { decompressionBomb, heicHeader, SVG_WITH_SCRIPT } from "../support/photo-fixtures";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();

test("an upload without a session is refused before its body is read", async () => {
  const response = await fetch(`${server.url}/admin/zdjecia`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "multipart/form-data; boundary=x" },
    body: "--x\r\n",
    redirect: "manual",
  });
  expect([302, 303, 401, 403]).toContain(response.status);
});

test("a 30 MB file, a decompression bomb, an SVG with a script and a HEIC each get a 4xx with a Polish reason, and nothing is stored", async ({ request }) => {
  const session = await signInByRequest(request, server.url);
  const post = (buffer: Buffer, name: string, mimeType: string) =>
    request.post(`${server.url}/admin/zdjecia`, {
      headers: { Origin: server.url, Cookie: `admin-session=${session}` },
      multipart: { photo: { name, mimeType, buffer } },
      maxRedirects: 0,
    });
  const before =
    (await (await request.get(`${server.url}/admin/zdjecia`, { headers: { Cookie: `admin-session=${session}` } })).text()).match(/Dodane /g)?.length ?? 0;
  const cases = [
    { buffer: Buffer.alloc(30 * 1024 * 1024, 0xff), name: "duze.jpg", mimeType: "image/jpeg", status: 413, says: "większe niż 25 MB" },
    { buffer: decompressionBomb(), name: "bomba.png", mimeType: "image/png", status: 413, says: "megapikseli" },
    { buffer: SVG_WITH_SCRIPT, name: "logo.svg", mimeType: "image/svg+xml", status: 415, says: "JPEG, PNG ani WebP" },
    { buffer: heicHeader(), name: "IMG_0001.HEIC", mimeType: "image/heic", status: 415, says: "Najbardziej zgodne" },
  ];
  for (const { buffer, name, mimeType, status, says } of cases) {
    const response = await post(buffer, name, mimeType);
    expect(response.status(), name).toBe(status);
    expect((await response.text()).replaceAll("\u00a0", " "), name).toContain(says);
  }
  const after =
    (await (await request.get(`${server.url}/admin/zdjecia`, { headers: { Cookie: `admin-session=${session}` } })).text()).match(/Dodane /g)?.length ?? 0;
  expect(after).toBe(before);
});
