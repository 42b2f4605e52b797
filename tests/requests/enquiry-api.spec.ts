// The contact form's server side under bad input, as a script or a broken
// client would send it: every case gets a clear Polish message and a 4xx,
// never a 500, and nothing is half stored.
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { valid } from "../e2e/enquiry-api-setup";
import { formTokens, pastTheTimeTrap } from "../e2e/site";

function countEnquiries(where: string, ...params: unknown[]): number {
  const db = new Database(TEST_DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`select count(*) as n from enquiries where ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function post(request: APIRequestContext, form: Record<string, string>) {
  return request.post("/kontakt", { form, maxRedirects: 0 });
}

test("every field empty: 400 with a Polish message for each", async ({ request }) => {
  const tokens = await formTokens(request);
  const response = await post(request, { name: "", email: "", phone: "", service: "", message: "", ...tokens });
  expect(response.status()).toBe(400);
  const html = await response.text();
  for (const message of ["Podaj imię i nazwisko.", "Podaj poprawny adres e-mail", "co najmniej 10 znaków"]) expect(html).toContain(message);
});

test("too long, wrong type, CR/LF in name and e-mail: 400, nothing stored", async ({ request }) => {
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const cases: [Record<string, string>, string][] = [
    [{ name: "a".repeat(101) }, "najwyżej 100 znaków"],
    [{ message: "a".repeat(5001) }, "najwyżej 5000 znaków"],
    [{ service: "nie-ma-takiej" }, "Wybierz usługę z listy."],
    [{ phone: "telefon" }, "500 000 000 albo +48"],
    [{ name: "Jan\r\nBcc: ofiara@example.com" }, "znaków nowego wiersza"],
    [{ email: "jan@example.com\r\nBcc: ofiara@example.com" }, "Podaj poprawny adres e-mail"],
  ];
  for (const [overrides, message] of cases) {
    const response = await post(request, valid(tokens, overrides));
    expect(response.status(), JSON.stringify(overrides).slice(0, 60)).toBe(400);
    expect(await response.text()).toContain(message);
  }
  // Counted by this form's key: other specs store enquiries on the same server meanwhile.
  expect(countEnquiries("submission_key = ?", tokens.submissionKey)).toBe(0);
});

test("a field sent twice, an unknown field, invalid UTF-8: 400", async ({ request }) => {
  const tokens = await formTokens(request);
  const body = new URLSearchParams(valid(tokens));
  body.append("name", "Drugi");
  for (const data of [body.toString(), `${new URLSearchParams(valid(tokens))}&admin=1`]) {
    const response = await request.post("/kontakt", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("nieznane pola");
  }
  const invalidUtf8 = Buffer.concat([Buffer.from("name="), Buffer.from([0xff, 0xfe]), Buffer.from("&email=a%40b.pl")]);
  for (const data of [invalidUtf8, Buffer.from("name=%FF%FE&email=a%40b.pl")]) {
    const response = await request.post("/kontakt", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("nieprawidłowe znaki");
  }
});

test("a 1 MB body is refused with 413, a wrong content type with 415", async ({ request }) => {
  const big = await request.post("/kontakt", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `message=${"a".repeat(1024 * 1024)}`,
    maxRedirects: 0,
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain("Formularz zawiera za dużo tekstu");
  for (const [type, data] of [
    ["application/json", JSON.stringify({ name: "Jan" })],
    ["text/plain", "name=Jan"],
  ]) {
    const response = await request.post("/kontakt", { headers: { "content-type": type! }, data: data!, maxRedirects: 0 });
    expect(response.status()).toBe(415);
    expect(await response.text()).toContain("Nieobsługiwany format danych");
  }
  const multipart = await request.post("/kontakt", { multipart: { name: "Jan" }, maxRedirects: 0 });
  expect(multipart.status()).toBe(415);
});

test("a forged, replayed or missing time stamp: 400, nothing stored", async ({ request }) => {
  // Both past the time trap: only the stamp itself is wrong.
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const other = await pastTheTimeTrap(await formTokens(request));
  for (const stamp of [`${Date.now() - 60_000}.${tokens.stamp.split(".")[1]}`, other.stamp, "", "123.abc"]) {
    const response = await post(request, valid(tokens, { stamp }));
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Nie udało się potwierdzić formularza");
  }
  expect(countEnquiries("submission_key = ?", tokens.submissionKey)).toBe(0);
});

test("HTML in the message is stored as the text it is; a double submit stores one enquiry", async ({ request }) => {
  const tokens = await pastTheTimeTrap(await formTokens(request));
  const message = `<script>alert("x")</script> <b>Dzień dobry</b>, chcę zacząć.`;
  const [first, second] = await Promise.all([post(request, valid(tokens, { message })), post(request, valid(tokens, { message }))]);
  expect([first.status(), second.status()]).toEqual([303, 303]);
  expect(first.headers().location).toBe("/dziekujemy");
  expect(countEnquiries("submission_key = ?", tokens.submissionKey)).toBe(1);
  expect(countEnquiries("submission_key = ? and message = ? and status = 'new'", tokens.submissionKey, message)).toBe(1);
});

test("bots are answered like people but their enquiries are kept as spam", async ({ request }) => {
  const fast = await formTokens(request);
  expect((await post(request, valid(fast))).status()).toBe(303);
  const honeypot = await pastTheTimeTrap(await formTokens(request));
  const links = await pastTheTimeTrap(await formTokens(request));
  expect((await post(request, valid(honeypot, { website: "http://spam.example" }))).status()).toBe(303);
  const spammy = "Kup teraz https://a.example https://b.example https://c.example";
  expect((await post(request, valid(links, { message: spammy }))).status()).toBe(303);
  for (const tokens of [fast, honeypot, links]) {
    expect(countEnquiries("submission_key = ? and status = 'spam'", tokens.submissionKey)).toBe(1);
  }
});
