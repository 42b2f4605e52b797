// Who is who: a stranger who books online with a client's phone (and their
// own e-mail) gets a card of their own. Nothing of the client's card (her
// package, her sessions, the trainer's private note) reaches the stranger on
// the booking page, on /moje-treningi or in dane.json; the trainer is offered
// the merge on the stranger's card and makes it with one tap. On SQLite and
// on PostgreSQL, each a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { askForSignInLink, enterWithLink } from "./client-sign-in";
import { ownServerWithMail } from "./mail-server";
import { withServerDatabase } from "./server-database";

test.use({ viewport: { width: 390, height: 844 } });

const VICTIM = { name: "Anna Ofiara", phone: "600 100 200", note: "Po operacji kolana: bez przysiadów ze sztangą." };
/** A client whose card has an e-mail: a stranger's booking with her phone must not land on it either. */
const KNOWN = { name: "Beata Znana", email: "beata@example.com", phone: "600 100 300" };
const STRANGER = { name: "Anna Ofiara", email: "obcy@example.com", phone: VICTIM.phone };
const LINK = /https?:\/\/[^\s]+\/moje-treningi\/wejscie\/[A-Za-z0-9_-]{43}/;

for (const database of ["sqlite", "postgres"] as const) {
  test.describe(database === "sqlite" ? "on SQLite" : "on PostgreSQL", () => {
    test.describe.configure({ mode: "serial" });
    const { server, mailsTo } = ownServerWithMail({ database });
    const cards: Record<"victim" | "known", number> = { victim: 0, known: 0 };

    /** A card the trainer made in the panel, with its keys, a package of 8 and a private note. */
    const trainersCard = (person: { name: string; email: string; phone: string }, key: string[]) =>
      withServerDatabase(server.databaseFile, async (db) => {
        const now = new Date().toISOString();
        const { id } = await db
          .insertInto("clients")
          .values({ ...person, notes: VICTIM.note, created_at: now, last_activity_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("client_keys")
          .values(key.map((one) => ({ key: one, client_id: id })))
          .execute();
        await db
          .insertInto("client_packages")
          .values({
            client_id: id,
            offer_slug: "pakiet-8-treningow",
            name: "Pakiet 8 treningów",
            sessions: 8,
            price: 1040,
            valid_weeks: 8,
            valid_from: "sale",
            sold_on: now.slice(0, 10),
            sequence: 0,
            created_at: now,
          })
          .execute();
        return id;
      });

    async function expectNothingOfHers(page: Page) {
      // Her package by its name and balance (the stranger's own page has an empty "Twój pakiet" of its own), and the trainer's note.
      const main = page.getByRole("main");
      await expect(main).not.toContainText("Pakiet 8 treningów");
      await expect(main).not.toContainText("z 8");
      await expect(main).not.toContainText("kolana");
    }

    test("a stranger with a client's phone gets a card of their own and sees nothing of hers", async ({ page, request }) => {
      cards.victim = await trainersCard({ name: VICTIM.name, email: "", phone: VICTIM.phone }, ["p:+48600100200"]);
      cards.known = await trainersCard(KNOWN, ["e:beata@example.com", "p:+48600100300"]);

      const booked = await bookFirstFreeTime(request, server, { weekday: "wtorek", nth: 1, person: STRANGER });
      const second = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 1, person: { ...STRANGER, phone: KNOWN.phone } });
      await withServerDatabase(server.databaseFile, async (db) => {
        const owners = await db.selectFrom("bookings").select("client_id").where("email", "=", STRANGER.email).execute();
        expect(owners).toHaveLength(2);
        expect(new Set(owners.map((row) => row.client_id)).size).toBe(1);
        expect(owners[0]!.client_id).not.toBe(cards.victim);
        expect(owners[0]!.client_id).not.toBe(cards.known);
        // Her card keeps no address of the stranger's.
        const victim = await db.selectFrom("clients").select("email").where("id", "=", cards.victim).executeTakeFirstOrThrow();
        expect(victim.email).toBe("");
      });

      for (const own of [booked.page, second.page]) {
        await page.goto(own);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNothingOfHers(page);
      }

      // The stranger signs in at /moje-treningi with their own address: their one card only.
      await page.goto("/moje-treningi");
      await askForSignInLink(page, STRANGER.email);
      const mail = (await mailsTo(STRANGER.email, 3)).filter((one) => LINK.test(one.text)).at(-1)!;
      await enterWithLink(page, LINK.exec(mail.text)![0]);
      await expect(page.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem")).toHaveCount(2);
      await expectNothingOfHers(page);
      const data = (await (await page.request.get("/moje-treningi/dane.json")).json()) as { card: { email: string; notes: string } };
      expect(data.card.email).toBe(STRANGER.email);
      const whole = JSON.stringify(data);
      expect(whole).not.toContain("kolana");
      expect(whole).not.toContain("Pakiet 8");
      expect(whole).not.toContain(KNOWN.email);
    });

    test("the trainer is offered the merge on the stranger's card and makes it with one tap", async ({ page }) => {
      const stranger = await withServerDatabase(
        server.databaseFile,
        async (db) => (await db.selectFrom("clients").select("id").where("email", "=", STRANGER.email).executeTakeFirstOrThrow()).id,
      );
      await signIn(page, "", `/admin/klienci/${stranger}`);
      const suggestion = page.getByRole("region", { name: "Podobne karty" }).getByRole("listitem");
      // The same phone as Anna's card; the same name too, said once.
      await expect(suggestion.filter({ hasText: "To może być Anna Ofiara" })).toHaveCount(1);
      await expect(suggestion.filter({ hasText: "To może być Anna Ofiara" })).toContainText("ten sam numer telefonu");
      await suggestion.filter({ hasText: "To może być Anna Ofiara" }).getByRole("button", { name: "połącz" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/klienci/${cards.victim}$`));
      await expect(page.getByText("Połączono karty")).toBeVisible();
      await withServerDatabase(server.databaseFile, async (db) => {
        const left = await db.selectFrom("clients").select("id").where("id", "=", stranger).executeTakeFirst();
        expect(left).toBeUndefined();
      });
    });
  });
}
