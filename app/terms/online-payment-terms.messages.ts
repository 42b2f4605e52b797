// What the terms say of sessions paid online at booking (issue 81): when the
// booking binds and is paid, what happens to a payment that comes too late,
// and what comes back when a session is cancelled (a deposit, art. 394 of the
// Civil Code, kept only for a session missed or cancelled too late).

/** The services and the price list's packages the trainer set to be paid at booking; `deposit`: some of them by a deposit. */
export type PrepaidFacts = { services: string[]; packages: string[]; deposit: boolean };

export function prepaidPaymentParagraphs(facts: PrepaidFacts): string[] {
  const what = facts.deposit ? "całą cenę albo zadatek, jak podaje podsumowanie zamówienia (resztę płacisz na miejscu)" : "całą cenę";
  // The names as lists, not inflected after "za": "Trening personalny, Trening w plenerze".
  const lists = [
    ...(facts.services.length > 0 ? [`Płatne przy rezerwacji: ${facts.services.join(", ")}.`] : []),
    ...(facts.packages.length > 0 ? [`Pakiety płatne przy zamówieniu: ${facts.packages.join(", ")}.`] : []),
  ];
  const button = facts.packages.length > 0 ? "„Rezerwuję i płacę” (przy pakiecie „Zamawiam i płacę”)" : "„Rezerwuję i płacę”";
  const held = facts.packages.length > 0 ? "termin (przy pakiecie jego pierwszy trening)" : "termin";
  const lapsed = facts.packages.length > 0 ? "rezerwacja wygasa, a z nią zamówienie pakietu," : "rezerwacja wygasa";
  return [
    `${lists.join(" ")} Płacisz ${what}, online przez operatora płatności podanego w podsumowaniu zamówienia (Przelewy24 albo Stripe): BLIK-iem, szybkim przelewem lub kartą. Danych karty ani kodu BLIK nie widzę; podajesz je na stronie operatora.`,
    `Przy takim zamówieniu umowa zostaje zawarta, gdy klikniesz ${button}, a ${held} jest potwierdzony, gdy płatność dojdzie. Do tego czasu termin czeka na Ciebie przez czas podany w podsumowaniu; jeśli płatność nie dojdzie w tym czasie, ${lapsed} bez żadnych kosztów, a termin wraca do wolnych. Wpłatę, która dojdzie po tym czasie, zwracam w całości tą samą drogą.`,
    "Jeśli podsumowanie przed przyciskiem podaje płatność na miejscu, obowiązuje ona.",
  ];
}

export function prepaidCancellingParagraph(facts: PrepaidFacts): string {
  const kept = facts.deposit ? " Zadatek za trening odwołany później albo opuszczony bez odwołania zatrzymuję (art. 394 § 1 Kodeksu cywilnego)." : "";
  return `Trening opłacony online, który odwołasz w terminie albo który ja odwołam, zwracam w całości, razem z zadatkiem, tą samą drogą, którą zapłacono, najpóźniej w ciągu 14 dni; Twoje prawa z art. 394 Kodeksu cywilnego pozostają bez zmian.${kept}`;
}
