// The request-level helper sends a form as a browser without JavaScript does:
// checked against a server that records what arrives.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { openPage, shown, visitorWithCookies } from "../support/html-page";

type Arrival = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

const PAGE = `<!doctype html><html lang="pl"><body>
<main aria-label="Treść"><h1>Formularze</h1><a href="/dalej?x=1">Dalej</a>
  <details><summary id="pytanie">Więcej</summary><p id="zwiniete">Zwinięte</p></details><p id="ukryte" hidden>Ukryte</p>
<script>window.__ukryte = 1</script><style>.x { display:none }</style><template><p>szablon</p></template></main>
<form id="zapis" method="post" action="/zapisz">
  <input type="hidden" name="token" value="t1">
  <label for="imie">Imię</label><input id="imie" name="imie" required>
  <label>E-mail <input type="email" name="email"></label>
  <label><input type="checkbox" name="zgoda" value="tak"> Zgoda</label>
  <label><input type="checkbox" name="newsletter" value="tak" checked> Newsletter</label>
  <select name="pora" aria-label="Pora"><option value="rano">Rano</option><option value="wieczor" selected>Wieczór</option></select>
  <textarea name="uwagi" aria-label="Uwagi">pierwsza</textarea>
  <input name="wylaczone" value="nie" disabled>
  <button name="krok" value="zapisz">Zapisz</button>
  <button name="krok" value="usun" formaction="/usun" formnovalidate>Usuń</button>
  <button formmethod="get" formaction="/szukaj" formnovalidate>Szukaj</button>
</form>
<form method="post" action="/zdjecie" enctype="multipart/form-data" novalidate>
  <label>Zdjęcie <input type="file" name="zdjecie" required></label><button>Wyślij zdjęcie</button>
</form></body></html>`;

let server: Server;
let base = "";
const arrivals: Arrival[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      arrivals.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString("latin1") });
      // A POST answered as the site does: 303 to a page that says it is done.
      if (request.method === "POST") response.writeHead(303, { Location: "/gotowe" }).end();
      else response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(request.url === "/gotowe" ? "<p>Zapisano</p>" : PAGE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
test.beforeEach(() => void arrivals.splice(0));

const lastPost = () => arrivals.find((arrival) => arrival.method === "POST")!;

test("a form sends its fields, their defaults and the button pressed, line breaks as CRLF, with the page's Origin; the redirect is followed", async ({
  request,
}) => {
  const page = await openPage(request, `${base}/`);
  const done = await page.formOf("Zapisz").fill("Imię", "Anna").fill("Uwagi", "jeden\ndwa").submit("Zapisz");
  expect(done.text()).toBe("Zapisano");
  expect(done.url).toBe(`${base}/gotowe`);
  const post = lastPost();
  expect(post.url).toBe("/zapisz");
  expect(post.headers.origin).toBe(base);
  expect(post.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect([...new URLSearchParams(post.body)]).toEqual([
    ["token", "t1"],
    ["imie", "Anna"],
    ["email", ""],
    ["newsletter", "tak"],
    ["pora", "wieczor"],
    ["uwagi", "jeden\r\ndwa"],
    ["krok", "zapisz"],
  ]);
});

test("the browser's own checks stop a form it would not send: a required field empty, an e-mail without @", async ({ request }) => {
  const form = (await openPage(request, `${base}/`)).form("#zapis");
  await expect(form.submit("Zapisz")).rejects.toThrow(/would not send the form: "Imię"/);
  await expect(form.fill("Imię", "Anna").fill("E-mail", "anna").submit("Zapisz")).rejects.toThrow(/"E-mail"/);
  expect(arrivals.filter((arrival) => arrival.method === "POST")).toEqual([]);
});

test("a button's formaction, formmethod and formnovalidate overrule the form's", async ({ request }) => {
  const page = await openPage(request, `${base}/`);
  await page.form("#zapis").check("Zgoda").fill("Pora", "Rano").submit("Usuń");
  expect(lastPost().url).toBe("/usun");
  expect(new URLSearchParams(lastPost().body).get("krok")).toBe("usun");
  expect(new URLSearchParams(lastPost().body).get("zgoda")).toBe("tak");
  expect(new URLSearchParams(lastPost().body).get("pora")).toBe("rano");
  await page.form("#zapis").submit("Szukaj");
  const search = arrivals.at(-1)!;
  expect(search.method).toBe("GET");
  expect(search.url).toMatch(/^\/szukaj\?token=t1&imie=/);
  expect(search.headers.origin).toBeUndefined();
});

test("a multipart form sends the chosen file, or an empty one when none is chosen", async ({ request }) => {
  const page = await openPage(request, `${base}/`);
  await page.formOf("Wyślij zdjęcie").submit();
  expect(lastPost().body).toContain('name="zdjecie"; filename=""');
  arrivals.splice(0);
  await page
    .formOf("Wyślij zdjęcie")
    .attach("Zdjęcie", { name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from("JPEG") })
    .submit();
  expect(lastPost().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(lastPost().body).toMatch(/name="zdjecie"; filename="a\.jpg"\r\ncontent-type: image\/jpeg\r\n\r\nJPEG\r\n/i);
});

test("a page's text, parts and links read as a person reads them", async ({ request }) => {
  const page = await openPage(request, `${base}/`);
  expect(page.status).toBe(200);
  expect(page.region("Treść").text("h1")).toBe("Formularze");
  expect(page.link("Dalej")).toBe(`${base}/dalej?x=1`);
  expect(page.form("#zapis").entries("Zapisz")).toContainEqual(["krok", "zapisz"]);
  expect(() => page.form("#zapis").field("Nazwisko")).toThrow(/0 fields are labelled "Nazwisko"/);
});

test("a page's text leaves out its scripts, styles and templates, as a screen does", async ({ request }) => {
  const page = await openPage(request, `${base}/`);
  expect(page.text()).toContain("Formularze");
  for (const unread of ["__ukryte", "display:none", "szablon"]) expect(page.text()).not.toContain(unread);
});

test("what a person sees: not the inside of a closed <details> (its summary yes) nor a hidden element", async ({ request }) => {
  const page = await openPage(request, `${base}/`);
  const { document } = page;
  const seen = (id: string) => shown(document.getElementById(id)!);
  expect([seen("pytanie"), seen("zwiniete"), seen("ukryte"), seen("imie")]).toEqual([true, false, false, true]);
  expect(page.shownTexts("main p")).toEqual([]);
  document.querySelector("details")!.setAttribute("open", "");
  expect(seen("zwiniete")).toBe(true);
  expect(page.shownTexts("main p")).toEqual(["Zwinięte"]);
});

test("a visitor of their own sends the cookies they hold, on every request", async ({ playwright }) => {
  const phone = await visitorWithCookies(playwright.request, base, { sesja: "abc" });
  await (await openPage(phone, "/")).formOf("Zapisz").fill("Imię", "Ola").submit("Zapisz");
  expect(arrivals.map((arrival) => arrival.headers.cookie)).toEqual(["sesja=abc", "sesja=abc", "sesja=abc"]);
  await phone.dispose();
});

test("a part's text is the part's own", async ({ request }) => {
  const page = await openPage(request, `${base}/`);
  expect(page.region("Treść").text()).toMatch(/^Formularze/);
  expect(page.region("Treść").text()).not.toContain("Imię");
});
