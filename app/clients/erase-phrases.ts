// What the trainer is told after a client's data was erased, from the card
// or from the agenda: the same erasure, the same sentence.
import type { ErasedCard } from "~/clients/erase-client.server";
import { bookingCount, enquiryCount, packageCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

const seriesCount = (count: number) =>
  countedPhrase(count, { one: "{count} seria stałych treningów", few: "{count} serie stałych treningów", many: "{count} serii stałych treningów" });

const pendingMailCount = (count: number) =>
  countedPhrase(count, {
    one: "{count} e-mail czekający na wysłanie",
    few: "{count} e-maile czekające na wysłanie",
    many: "{count} e-maili czekających na wysłanie",
  });

// A paid voucher stays in the accounts without the people (client-vouchers.server.ts): its data went, not it.
const voucherDataCount = (count: number) =>
  countedPhrase(count, { one: "dane z {count} bonu podarunkowego", few: "dane z {count} bonów podarunkowych", many: "dane z {count} bonów podarunkowych" });

const blockCount = (count: number) => countedPhrase(count, { one: "blokada adresu", few: "{count} blokady adresów", many: "{count} blokad adresów" });

/** "a, b i c": the last two joined by "i", as Polish lists them. */
function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} i ${items.at(-1)}` : (items[0] ?? "");
}

/** "Dane klienta usunięte na zawsze: karta klienta, 3 rezerwacje, 1 zapytanie i blokada adresu. …"; what was none is left out. */
export function erasedClientMessage(erased: ErasedCard): string {
  const what = listed(
    [
      "karta klienta",
      erased.bookings ? bookingCount(erased.bookings) : "",
      erased.enquiries ? enquiryCount(erased.enquiries) : "",
      erased.packages ? `${packageCount(erased.packages)} z historią` : "",
      erased.series ? seriesCount(erased.series) : "",
      erased.vouchers ? voucherDataCount(erased.vouchers) : "",
      erased.pendingMails ? pendingMailCount(erased.pendingMails) : "",
      erased.blocks ? blockCount(erased.blocks) : "",
    ].filter(Boolean),
  );
  return `Dane klienta usunięte na zawsze: ${what}. Powiadomienia o tej osobie w swojej skrzynce i kalendarzu usuń u siebie.`;
}

/** The erasure found nothing: the card (or the booking it was asked from) was erased already. */
export const ALREADY_ERASED = "Dane tego klienta były już usunięte.";
