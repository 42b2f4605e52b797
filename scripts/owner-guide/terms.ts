// The guide's chapter on the terms: how clients pay, set in "Regulamin
// i płatności", and the /regulamin page the site writes from the facts.
import type { Camera } from "./camera.ts";

export async function termsAndPayments(camera: Camera): Promise<void> {
  const { page, part, unfold } = camera;
  await page.goto(`${camera.base}/admin/tresci/regulamin`);
  await camera.hydrated();
  const payments = part("Płatności");
  await unfold(payments);
  await camera.scrollTo(payments, 16);
  await camera.shot("40-regulamin-platnosci");

  await page.goto(`${camera.base}/regulamin#odstapienie`);
  // Below the page's sticky header.
  await camera.scrollTo(page.getByRole("heading", { name: /Odstąpienie od umowy/ }), 90);
  await camera.shot("41-regulamin");
}
