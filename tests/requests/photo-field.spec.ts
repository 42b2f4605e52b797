// Two identical uploads at the same moment, straight to the library's
// address: no browser needed. (The photo field itself: tests/e2e/photo-field.spec.ts.)
import { expect, test } from "@playwright/test";
import { ownInboxServer, signInByRequest } from "../e2e/admin";
import { photo, UPLOADED } from "../e2e/photo-field-setup";

const server = ownInboxServer();

test("two identical uploads at the same moment leave one photo; the other gets 409 with the first one's name", async ({ request }) => {
  const session = await signInByRequest(request, server.url);
  const bytes = await photo("#2fb06a");
  const post = () =>
    request.post(`${server.url}/admin/zdjecia/dodaj`, {
      headers: { Origin: server.url, Cookie: `admin-session=${session}` },
      multipart: { photo: { name: "IMG_3003.jpg", mimeType: "image/jpeg", buffer: bytes } },
    });
  const answers = await Promise.all([post(), post()]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409]);
  const [taken, refused] = await Promise.all(answers.sort((a, b) => a.status() - b.status()).map((answer) => answer.json()));
  expect(taken.photo.value).toMatch(UPLOADED);
  expect(refused).toMatchObject({ photo: { value: taken.photo.value } });
  expect(refused.error).toMatch(/^To zdjęcie jest już w bibliotece: dodane .+, jeszcze nigdzie nieużywane\.$/);
});
