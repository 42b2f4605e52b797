import { describe, expect, it } from "vitest";
import { erasedClientMessage } from "./erase-phrases";

const none = { enquiries: 0, bookings: 0, series: 0, packages: 0, vouchers: 0, pendingMails: 0, blocks: 0 };

describe("erasedClientMessage", () => {
  it("names only the card when nothing else was on it", () => {
    expect(erasedClientMessage(none)).toMatch(/^Dane klienta usunięte na zawsze: karta klienta\. /);
  });

  it("counts each kind in its Polish form and joins the last with „i”", () => {
    expect(erasedClientMessage({ enquiries: 1, bookings: 22, series: 2, packages: 5, vouchers: 1, pendingMails: 1, blocks: 2 })).toMatch(
      /^Dane klienta usunięte na zawsze: karta klienta, 22 rezerwacje, 1 zapytanie, 5 pakietów z historią, 2 serie stałych treningów, dane z 1 bonu podarunkowego, 1 e-mail czekający na wysłanie i 2 blokady adresów\. /,
    );
    expect(erasedClientMessage({ ...none, bookings: 1, series: 5, vouchers: 22, pendingMails: 12 })).toMatch(
      /: karta klienta, 1 rezerwacja, 5 serii stałych treningów, dane z 22 bonów podarunkowych i 12 e-maili czekających na wysłanie\. /,
    );
  });
});
