// Gift vouchers as a browser without JavaScript sends their forms: the order on
// /bon-podarunkowy refused in Polish with everything typed kept, then taken
// once for its submission key; a code on /rezerwacja refused with what was
// typed kept; a client's vouchers in their data and their erasure, for the
// trainer. The browser's part is tests/e2e/vouchers.spec.ts.
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { ownServerWithMail } from "../e2e/mail-server";
import { withServerDatabase } from "../e2e/server-database";
import { signInByRequest, withDatabase } from "../e2e/admin";
import { pastTheTimeTrap } from "../e2e/site";

const { server } = ownServerWithMail();

test("orders a voucher by plain form posts: refused in Polish with what was typed kept, then ordered once for its key", async ({ request }) => {
  const page = await openPage(request, "/bon-podarunkowy?bon=bon-200-zl");
  expect(page.text("main")).toContain("przed wysłaniem bonu: przelewem lub BLIK-iem");
  const form = page.form();
  const field = (name: string) => form.entries().find(([key]) => key === name)?.[1] ?? "";
  const tokens = await pastTheTimeTrap({ submissionKey: field("submissionKey"), stamp: field("stamp") }, server.databaseFile);
  form.set("stamp", tokens.stamp).fill("Imię obdarowanej osoby", "Małgorzata").fill("Telefon", "600 100 200");

  const refused = await form.submit(/^Zamawiam/);
  expect(refused.status).toBe(400);
  expect(refused.text("main")).toContain("Popraw zaznaczone pola");
  expect(refused.text("main")).toContain("Podaj imię i nazwisko.");
  const again = refused.form();
  expect(again.field("Imię obdarowanej osoby").value).toBe("Małgorzata");

  again.fill("Imię i nazwisko", "Łucja Żółtowska").fill("E-mail", "lucja@example.com");
  const ordered = await again.submit(/^Zamawiam/);
  expect(new URL(ordered.url).search).toBe("?zamowiono");
  expect(ordered.text("main")).toContain("Zamówienie bonu jest przyjęte");
  // The same form sent again (a retry): the same order.
  expect(new URL((await again.submit(/^Zamawiam/)).url).search).toBe("?zamowiono");
  const rows = await withServerDatabase(server.databaseFile, (db) =>
    db.selectFrom("vouchers").select(["title", "price", "recipient_name"]).where("submission_key", "=", tokens.submissionKey).execute(),
  );
  expect(rows).toEqual([{ title: "Bon na 200 zł", price: 200, recipient_name: "Małgorzata" }]);
});

test("refuses an unknown voucher code on /rezerwacja, keeping what was typed", async ({ request }) => {
  const services = await openPage(request, "/rezerwacja?usluga=trening-personalny");
  const booking = await openPage(request, services.link(/wolnych terminów|wolne terminy/));
  const form = booking.form();
  const field = (name: string) => form.entries().find(([key]) => key === name)?.[1] ?? "";
  const { stamp } = await pastTheTimeTrap({ submissionKey: field("submissionKey"), stamp: field("stamp") }, server.databaseFile);
  const start = booking.document.querySelector<HTMLInputElement>('input[name="start"]')!.value;
  form
    .set("stamp", stamp)
    .set("start", start)
    .fill("Imię i nazwisko", "Ewa Nowak")
    .fill("E-mail", "ewa@example.com")
    .fill("Telefon", "600 100 200")
    .fill(/^Mam bon podarunkowy/, "bon 2222 2222");
  const refused = await form.submit(/^Rezerwuję/);
  expect(refused.status).toBe(409);
  expect(refused.text("main")).toContain("Nie ma bonu o takim kodzie.");
  expect(refused.form().field(/^Mam bon podarunkowy/).value).toBe("bon 2222 2222");
});

test("a client's vouchers are in their data for the trainer, and their erasure keeps a paid voucher's sale without the people", async ({ request }) => {
  const email = `lucja.${Date.now()}@example.com`;
  const at = new Date().toISOString();
  const { cardId, voucherId } = withDatabase(server.databaseFile, (db) => {
    const card = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values ('Łucja Żółtowska', ?, '', '', ?, ?) returning id")
      .get(email, at, at) as { id: number };
    const voucher = db
      .prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, recipient_name,
         dedication, ordered_at, paid_at, valid_until, submission_key) values ('BON-RODO-2345', 'amount', 'Bon na 200 zł', null, 200, 200, 6,
         'Łucja Żółtowska', ?, '+48 600 100 200', 'Małgorzata', 'Sto lat!', ?, ?, '2099-01-01', ?) returning id`,
      )
      .get(email, at, at, `rodo-${email}`) as { id: number };
    return { cardId: card.id, voucherId: voucher.id };
  });
  await signInByRequest(request, server.url);

  const data = await openPage(request, `${server.url}/admin/dane-klienta/klient/${cardId}`);
  expect(data.text("main")).toContain("Kupione bony podarunkowe");
  expect(data.text("main")).toContain("Bon na 200 zł (BON-RODO-2345)");
  expect(data.text("main")).toContain("Małgorzata");
  const file = await (await request.get(`${server.url}/admin/dane-klienta/klient/${cardId}/dane.json`)).json();
  expect(file.vouchers).toMatchObject([{ code: "BON-RODO-2345", buyerEmail: email, recipientName: "Małgorzata", dedication: "Sto lat!" }]);

  const confirm = await openPage(request, `${server.url}/admin/klienci/${cardId}/usun`);
  expect(confirm.text("main")).toContain("dane z bonów podarunkowych kupionych z jego adresu");
  const erased = await confirm.formOf("Usuń na zawsze").submit("Usuń na zawsze");
  expect(erased.text("body")).toContain("dane z 1 bonu podarunkowego");
  const kept = withDatabase(server.databaseFile, (db) =>
    db.prepare("select code, price, paid_at, buyer_name, buyer_email, recipient_name from vouchers where id = ?").get(voucherId),
  );
  expect(kept).toEqual({ code: "BON-RODO-2345", price: 200, paid_at: at, buyer_name: "", buyer_email: "", recipient_name: null });
  expect((await openPage(request, `${server.url}/admin/bony`)).text("main")).toContain("Dane kupującego i obdarowanego usunięte");
});
