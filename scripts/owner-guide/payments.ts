// The guide's chapter on payments: a session's payment buttons in the
// agenda, who owes what at /admin/platnosci (Anna's package sold earlier,
// her line opened), marked paid in one tap, and the month's summary with its CSV.
import type { Temporal } from "temporal-polyfill";
import { pageBottom, pageTop, type Camera } from "./camera.ts";

export async function payments(camera: Camera, wednesday: Temporal.PlainDate): Promise<void> {
  const { page, base } = camera;
  // Marta's session on Anna's Wednesday (agenda.ts), opened: "do zapłaty" and the three buttons.
  await page.goto(`${base}/admin/kalendarz?od=${wednesday}`);
  const marta = page.locator(".agenda-booking", { hasText: "Marta Wiśniewska" }).first();
  await camera.unfold(marta.locator("details").first());
  const form = marta.locator(".payment-form");
  const top = await pageTop(marta);
  const bottom = await pageBottom(form);
  await camera.shot("45-platnosc-w-kalendarzu", { fullPage: true, clip: { x: 0, y: top - 8, width: 390, height: bottom - top + 24 } });

  await page.goto(`${base}/admin/platnosci`);
  await camera.hydrated();
  // Under the month's summary, which leads the page.
  await camera.scrollTo(page.getByRole("heading", { name: "Do zapłaty" }), 16);
  // Anna's line opened: her package with its amount and buttons.
  const anna = page.locator(".payments-person", { hasText: /pakiet/ }).first();
  await anna.locator("summary").click();
  await camera.shot("46-do-zaplaty");
  await anna.locator(".payments-item", { hasText: "Pakiet" }).first().getByRole("button", { name: "Przelew" }).click();
  await page.getByRole("status").filter({ hasText: "Zapisano płatność" }).waitFor();
  await camera.dismissToast();
  await camera.scrollTo(page.getByRole("heading", { name: /Podsumowanie miesiąca/ }), 16);
  await camera.shot("47-podsumowanie-miesiaca");
}
