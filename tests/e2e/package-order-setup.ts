// What both halves of the package order's tests share (tests/e2e and
// tests/requests package-order.spec.ts): the order's address and the 14 days.

export const ORDER = "/rezerwacja?usluga=trening-personalny&pakiet=pakiet-8-treningow";

/** Warsaw's date `days` after today's, as the page's addresses write it. */
export function warsawDay(days: number): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
