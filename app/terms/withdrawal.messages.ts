// The right of withdrawal, as the Consumer Rights Act (ustawa z dnia 30 maja
// 2014 r. o prawach konsumenta) has it for a distance contract: a session on a
// fixed date is excluded by art. 38 ust. 1 pkt 12; a package is not (its dates
// are not fixed when it is bought), so it has the 14 days of art. 27, with
// art. 35 when the client asked to start early (art. 21 ust. 2). The model
// form is the act's annex 2. Decision 030 says where each sentence comes from.
import { postalAddress } from "./seller.messages";

export const WITHDRAWAL_DAYS = 14;

/** A paid session booked for a fixed day: no right of withdrawal, and why; cancelling within the window stays free. */
export function sessionWithdrawalText(): string[] {
  return [
    "Trening w ustalonym dniu i o ustalonej godzinie to usługa związana z wypoczynkiem i sportem, której dzień wskazuje umowa. Do takich umów zawartych na odległość prawo odstąpienia nie przysługuje (art. 38 ust. 1 pkt 12 ustawy o prawach konsumenta).",
    "Możesz za to bezpłatnie odwołać lub przełożyć trening, dopóki nie minie termin odwołania.",
  ];
}

/** A package: the 14-day right, how to use it, the refund, and what is paid for sessions held at the client's request. */
export function packageWithdrawalText(facts: { email: string; withdrawalFormUrl: string }): string[] {
  return [
    `Od umowy o pakiet treningów możesz odstąpić bez podania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od dnia jej zawarcia (dnia zamówienia).`,
    `Wystarczy, że przed upływem tego terminu wyślesz oświadczenie o odstąpieniu na adres ${facts.email}. Możesz użyć wzoru formularza (${facts.withdrawalFormUrl}), ale nie musisz.`,
    `Zwrócę wszystko, co zapłacono za pakiet, najpóźniej w ciągu ${WITHDRAWAL_DAYS} dni od otrzymania oświadczenia, w ten sam sposób, w jaki zapłacono, chyba że umówimy się inaczej.`,
    `Jeśli na Twoją wyraźną prośbę treningi zaczną się przed upływem ${WITHDRAWAL_DAYS} dni, a potem odstąpisz od umowy, zapłacisz za treningi, które się już odbyły: część ceny pakietu proporcjonalną do ich liczby (art. 35 ustawy o prawach konsumenta). Gdy na Twoją prośbę odbędą się wszystkie treningi pakietu, prawo odstąpienia wygasa.`,
  ];
}

/** The separate, unticked checkbox of a package order whose first session falls within the 14 days (art. 21 ust. 2). */
export const EARLY_START_CONSENT =
  "Proszę o rozpoczęcie treningów przed upływem 14 dni na odstąpienie od umowy. Wiem, że jeśli odstąpię, zapłacę za treningi, które się już odbyły.";

type Addressee = { legalName: string; email: string; address: { street: string; postalCode: string; locality: string } };

/** The model withdrawal form (annex 2 to the act), addressed to the trainer. */
export function withdrawalFormLines(business: Addressee): string[] {
  return [
    "Wzór formularza odstąpienia od umowy",
    "(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)",
    `Adresat: ${business.legalName}, ${postalAddress(business)}, e-mail: ${business.email}`,
    "Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy o świadczenie następującej usługi: ……………………",
    "Data zawarcia umowy: ……………………",
    "Imię i nazwisko konsumenta(-ów): ……………………",
    "Adres konsumenta(-ów): ……………………",
    "Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): ……………………",
    "Data: ……………………",
    "(*) Niepotrzebne skreślić.",
  ];
}
