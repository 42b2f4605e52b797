// A sick day in two taps, on a phone (390 × 844, touch): three clients have
// booked one day; the trainer sets it as a day off ("Ustaw dzień wolny"), the
// page lists the three at its top with a message naming the day, and one tap
// ("Odwołaj wszystkie i powiadom") cancels all of them and mails each the
// message. On the worker's mail server.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const { server, mailsTo } = ownServerWithMail();

const clients = [
  { name: "Anna Poranna", email: "anna.poranna@example.com" },
  { name: "Ewa Przedpołudniowa", email: "ewa.przedpoludniowa@example.com" },
  { name: "Ola Południowa", email: "ola.poludniowa@example.com" },
];

test("a day off over three bookings cancels them and tells all three clients in two taps", async ({ page, request }) => {
  let day = "";
  for (const person of clients) ({ day } = await bookFirstFreeTime(request, server, { weekday: "środa", nth: 1, person }));
  await signIn(page, server.url, "/admin/kalendarz/godziny");

  await page.getByLabel("Dzień", { exact: true }).fill(day);
  await page.getByRole("button", { name: "Ustaw dzień wolny" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano dzień wolny" })).toContainText(
    "3 rezerwacje wypadają teraz w czasie wolnym: odwołasz je poniżej.",
  );
  const closedOver = page.getByRole("region", { name: "3 rezerwacje w czasie wolnym" });
  await expect(closedOver).toBeInViewport();
  await expect(closedOver.getByRole("listitem")).toHaveCount(3);
  for (const person of clients) await expect(closedOver.getByRole("listitem").filter({ hasText: person.name })).toHaveCount(1);
  await expect(closedOver.getByLabel("Wiadomość do klientów")).toHaveValue(
    /^Dzień dobry, przepraszam, ale w środę \d{1,2} \p{L}+ nie mogę poprowadzić treningu i muszę odwołać nasze spotkanie\./u,
  );
  await expectNoAxeViolations(page);

  await closedOver.getByRole("button", { name: "Odwołaj wszystkie i powiadom" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Odwołano 3 rezerwacje." })).toContainText("E-mail z Twoją wiadomością dostaną 3 osoby.");
  await expect(closedOver).toHaveCount(0);
  for (const person of clients) {
    // The confirmation of the booking, then its cancellation with the trainer's message.
    const [, cancelled] = await mailsTo(person.email, 2);
    expect(cancelled!.text).toContain("nie mogę poprowadzić treningu i muszę odwołać nasze spotkanie");
  }
});
