// The terms' part on group sessions (issue 79): a seat is a contract for one
// dated session, booked one by one or for several weeks at once with the
// list and the total before the button; the minimum, who decides and by
// when; a session called off costs nothing and what was paid comes back
// within 14 days. The right of withdrawal is the session's (art. 27 of the
// Consumer Rights Act): the exemption of art. 38 ust. 1 pkt 12 for dated
// leisure services is not claimed, as for a personal session (decision 030).
// First person, no past tense: the same for a trainer of either gender.
import { WITHDRAWAL_DAYS } from "./withdrawal.messages";

/** What the terms need of the booking services with seats. */
export type GroupFacts = { withMinimum: boolean };

export function groupParagraphs(facts: GroupFacts): string[] {
  return [
    "Na zajęcia w parach i grupach zapisujesz się na stronie zajęć albo na stronie Rezerwacja: na jeden termin albo od razu na kolejne tygodnie. Przed przyciskiem, który zobowiązuje do zapłaty, widzisz wszystkie terminy, cenę każdego i cenę łączną; potwierdzenie z ich listą przychodzi jednym e-mailem. Każdy termin to osobne miejsce na zajęciach w oznaczonym dniu.",
    ...(facts.withMinimum
      ? [
          "Przy zajęciach z najmniejszą liczbą uczestników strona zajęć i potwierdzenie zapisu podają tę liczbę i chwilę, do której zdecyduję, czy zajęcia się odbędą. Jeśli do tej chwili zapisze się mniej osób, mogę zajęcia odwołać; każdy zapisany dostanie wiadomość e-mailem.",
        ]
      : []),
    `Za zajęcia odwołane przeze mnie nic nie płacisz, a to, co już zapłacono, zwrócę najpóźniej w ciągu ${WITHDRAWAL_DAYS} dni od odwołania, w ten sam sposób, w jaki zapłacono, chyba że umówimy się inaczej.`,
    "Z miejsca na zajęciach możesz bezpłatnie zrezygnować na tych samych zasadach co z treningu (część „Odwoływanie i przekładanie treningów”), a od umowy odstąpić tak jak od umowy o trening (część „Odstąpienie od umowy”).",
  ];
}
