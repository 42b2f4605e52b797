// The guide's chapter on packages: a package sold to Anna, three sessions
// she had before today entered afterwards (each counted), its balance and
// history, a second package sold by mistake and removed with a reason, and
// her card's summary.
import type { Locator } from "@playwright/test";
import { pageBottom, pageTop, type Camera } from "./camera.ts";
import { pastSessions } from "./past-session.ts";

/** "Sprzedaj pakiet" on her packages' page: `offer` from the price list, recorded once. */
async function sell({ page }: Camera, packages: string, offer: string): Promise<void> {
  await page.goto(packages);
  await page.getByText("Sprzedaj pakiet").click();
  await page.getByLabel("Pakiet z cennika").selectOption(offer);
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await page.getByRole("status").filter({ hasText: "Zapisano sprzedaż" }).waitFor();
}

/** The packages' part, from its heading down to `last`. */
async function shotFrom(camera: Camera, name: string, last: Locator): Promise<void> {
  const top = await pageTop(camera.page.getByRole("heading", { name: "Pakiety", exact: true }));
  const bottom = await pageBottom(last);
  await camera.shot(name, { fullPage: true, clip: { x: 0, y: top - 16, width: 390, height: bottom - top + 32 } });
}

/** Pakiet 12 treningów, sold instead of nothing: "Usuń pakiet…" with its reason, then the removed one folded at the bottom. */
async function removeWrongPackage(camera: Camera, packages: string): Promise<void> {
  const { page } = camera;
  await sell(camera, packages, "pakiet-12-treningow");
  await page.goto(packages);
  await camera.hydrated();
  const wrong = page.locator(".packages-item", { hasText: "Pakiet 12 treningów" });
  await camera.unfold(wrong.locator("details", { has: page.locator(":scope > summary", { hasText: "Usuń pakiet…" }) }));
  await wrong.getByLabel(/^Powód/).fill("zapisany przez pomyłkę");
  await shotFrom(camera, "28-usun-pakiet", wrong);
  await wrong.getByRole("button", { name: "Usuń pakiet", exact: true }).click();
  await page.getByRole("status").filter({ hasText: "Pakiet usunięty" }).waitFor();
  // Without the message about the removal, which would cover the fold.
  await page.reload();
  const removed = page.locator("details.packages-removed");
  await camera.unfold(removed);
  await shotFrom(camera, "29-usuniete-pakiety", removed);
}

export async function soldPackage(camera: Camera, card: string): Promise<void> {
  const { page } = camera;
  const packages = `${card}/pakiety`;
  await sell(camera, packages, "pakiet-8-treningow");
  await pastSessions(camera, card);
  await page.goto(packages);
  await page.getByText("Historia pakietu").click();
  await camera.scrollTo(page.locator(".packages-item"), 70);
  await camera.shot("18-pakiet");
  await removeWrongPackage(camera, packages);
  await page.goto(card);
  await camera.shot("15-karta-klienta");
}
