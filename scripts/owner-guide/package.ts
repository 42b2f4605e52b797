// The guide's chapter on packages: three of a client's sessions taken by
// phone and moved into the past in the database (a running server's clock
// cannot be turned, as in tests/e2e/packages.spec.ts), a package sold, the
// sessions marked "Odbyła się", and her card.
import Database from "better-sqlite3";
import type { Camera } from "./camera.ts";

const DAY_MS = 86_400_000;

/** Three sessions of hers at 9:00 on three days of February 2027. */
async function bookThreeSessions({ page, base }: Camera, clientId: string): Promise<void> {
  for (const date of ["2027-02-22", "2027-02-23", "2027-02-24"]) {
    await page.goto(`${base}/admin/kalendarz/nowa?klient=${clientId}&dzien=${date}&usluga=trening-personalny`);
    await page.getByRole("radio", { name: "09:00" }).check();
    await page.getByRole("button", { name: "Zarezerwuj" }).click();
    await page.waitForURL(/\/admin\/kalendarz\?od=/);
  }
}

/** Moves those sessions to 8:00 UTC of every other day before today; resolves with how many there were. */
function moveIntoThePast(databaseFile: string, clientId: string): number {
  const database = new Database(databaseFile);
  try {
    const sessions = database
      .prepare("select id from bookings where client_id = ? and starts_at between '2027-02-22' and '2027-02-25' order by starts_at")
      .all(clientId) as { id: number }[];
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const move = database.prepare("update bookings set starts_at = ?, ends_at = ? where id = ?");
    sessions.forEach(({ id }, index) => {
      const start = today - (sessions.length - index) * 2 * DAY_MS + 8 * 3_600_000;
      move.run(new Date(start).toISOString(), new Date(start + 3_600_000).toISOString(), id);
    });
    return sessions.length;
  } finally {
    database.close();
  }
}

export async function soldPackage(camera: Camera, { card, clientId, databaseFile }: { card: string; clientId: string; databaseFile: string }): Promise<void> {
  const { page, base } = camera;
  await bookThreeSessions(camera, clientId);
  const sessions = moveIntoThePast(databaseFile, clientId);
  await page.goto(`${card}/pakiety`);
  await page.getByText("Sprzedaj pakiet").click();
  await page.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1100 zł, ważny 8 tygodni" });
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await page.getByRole("status").filter({ hasText: "Zapisano sprzedaż" }).waitFor();
  await page.goto(`${base}/admin/kalendarz`);
  const toMark = page.locator("section.agenda-to-mark");
  for (let left = sessions; left > 0; left--) {
    await toMark.getByRole("heading", { name: `Do oznaczenia (${left})` }).waitFor();
    await toMark.getByRole("listitem").first().getByRole("button", { name: "Odbyła się" }).click();
  }
  await toMark.waitFor({ state: "detached" });
  await page.goto(`${card}/pakiety`);
  await page.getByText("Historia pakietu").click();
  await camera.scrollTo(page.locator(".packages-item"), 70);
  await camera.shot("18-pakiet");
  await page.goto(card);
  await camera.shot("15-karta-klienta");
}
