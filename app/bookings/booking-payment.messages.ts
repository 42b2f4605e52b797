// What a person reads of a session paid online at booking (issue 81): before
// the button, on the booking's page while its time is held, and when the
// hold ran out. Neutral words: anyone books.
import { formatPrice } from "~/lib/format";
import { PROVIDER_NAMES } from "~/online-payments";

type Provider = keyof typeof PROVIDER_NAMES;

/** What the provider's page offers, as people know it. */
const WAYS: Record<Provider, string> = { przelewy24: "BLIK, szybki przelew lub karta", stripe: "karta, Apple Pay, Google Pay, BLIK lub Przelewy24" };

/** The payment's line before the button: online now, all or a deposit, and how long the time waits for it. */
export function payOnlineAtBooking(facts: { provider: Provider; amount: number; price: number; minutes: number }): string {
  const how = `online przy rezerwacji, przez ${PROVIDER_NAMES[facts.provider]} (${WAYS[facts.provider]})`;
  const held = `Termin czeka na płatność ${facts.minutes} min; bez niej wraca do wolnych.`;
  if (facts.amount >= facts.price) return `${formatPrice(facts.amount)} ${how}. ${held}`;
  return `Zadatek ${formatPrice(facts.amount)} ${how}, reszta (${formatPrice(facts.price - facts.amount)}) na miejscu. Przy odwołaniu w terminie zadatek wraca. ${held}`;
}

/** The payment's description at the provider (the bank statement may show it). */
export const bookingPaymentDescription = (service: string, when: string, id: number) => `${service}, ${when} (rezerwacja nr ${id})`;

/** The same for a package ordered with its first session. */
export const packagePaymentDescription = (name: string, firstSession: string, id: number) => `${name}, pierwszy trening ${firstSession} (rezerwacja nr ${id})`;

/** The booking's page while the time waits for its money. */
export const heldText = (until: string) =>
  `Termin czeka na Twoją płatność online do ${until}. Gdy płatność dojdzie, potwierdzenie przyjdzie e-mailem; jeśli nie dojdzie do tego czasu, termin wróci do wolnych.`;

export const PAY_NOW = "Zapłać teraz";

export const HELD_STATUS = "czeka na płatność";

/** The booking's page after its hold ran out. */
export const FREED_UNPAID =
  "Płatność nie doszła w wyznaczonym czasie, więc termin wrócił do wolnych. Jeśli pieniądze jednak zostały pobrane, wrócą same tą samą drogą.";

/** The form's answer when the provider cannot be reached: nothing is held, nothing typed is lost. */
export const paymentUnavailable = (phone: string) =>
  `Płatność online nie działa w tej chwili, więc termin nie został zarezerwowany. Spróbuj ponownie za kilka minut albo zadzwoń: ${phone}.`;
