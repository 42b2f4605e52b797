// The Polish of the public group sessions (/zajecia and a session's page):
// free seats in their plural forms, headings, the form's own words and the
// answers to a seat asked for when none or only one is free.
import { BOOKING_LIMITS } from "~/bookings";
import { atMostCharacters } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

export const GROUP_SESSIONS_PAGE = {
  title: "Zajęcia w parach i małych grupach",
  heading: "Zajęcia w parach i małych grupach",
  description:
    "Najbliższe treningi w parach i małych grupach: terminy, miejsce, cena za osobę i wolne miejsca. Zarezerwuj miejsce dla siebie i osoby towarzyszącej.",
  eyebrow: "Zajęcia grupowe",
  lead: "Taniej niż trening indywidualny, w kilka osób i pod moim okiem. Zarezerwuj miejsce dla siebie albo dla siebie i osoby towarzyszącej.",
} as const;

/** "zostało 1 miejsce", "zostały 2 miejsca", "zostało 5 miejsc"; "brak miejsc" when full. */
export const seatsLeft = (free: number) =>
  free === 0 ? "brak miejsc" : countedPhrase(free, { one: "zostało {count} miejsce", few: "zostały {count} miejsca", many: "zostało {count} miejsc" });

export const NO_SESSIONS = "Na razie nie ma zaplanowanych zajęć w grupach. Zajrzyj tu za kilka dni albo zarezerwuj trening indywidualny.";
export const BOOK_INDIVIDUAL = "Zarezerwuj trening indywidualny";
export const BOOK_SEAT = "Zarezerwuj miejsce";
export const ALL_SESSIONS = "Wszystkie terminy zajęć";
export const GROUP_LINK_ON_BOOKING = { text: "Zajęcia w parach i małych grupach:", link: "zobacz terminy" };

export const FACT_LABELS = { when: "Kiedy", where: "Gdzie", price: "Cena", seats: "Miejsca", minimum: "Minimum" } as const;

export const SEAT_FORM = {
  heading: "Twoje dane",
  labels: { name: "Imię i nazwisko", email: "E-mail", phone: "Telefon", notes: "Uwagi", optional: "(nieobowiązkowo)" },
  summary: "Podsumowanie",
  companion: "Przyjdę z osobą towarzyszącą",
  companionHint: "Rezerwujesz wtedy dwa miejsca i płacisz za dwie osoby.",
  companionName: "Imię i nazwisko osoby towarzyszącej",
  companionNameWhen: "(gdy przyjdziesz z kimś)",
  companionNameMissing: "Podaj imię i nazwisko osoby towarzyszącej.",
  companionNameTooLong: `Imię i nazwisko osoby towarzyszącej może mieć ${atMostCharacters(BOOKING_LIMITS.name)}.`,
  nextHeading: "Najbliższe terminy z wolnymi miejscami:",
  noNext: "Na razie nie ma kolejnych terminów z wolnymi miejscami.",
  /** The privacy notice's "aby …" and "nie mogę …". */
  privacyPurpose: "aby zarezerwować miejsce, potwierdzić je i przypomnieć o zajęciach",
  privacyWithout: "nie mogę przyjąć rezerwacji",
} as const;

/** The answer when fewer seats are free than were asked for. */
export const notEnoughSeats = ({ free, companion }: { free: number; companion: boolean }) =>
  companion && free === 1
    ? "Zostało tylko jedno miejsce: nie zmieścisz się z osobą towarzyszącą. Zarezerwuj je tylko dla siebie albo wybierz inny termin."
    : "Brak wolnych miejsc na te zajęcia: ktoś zarezerwował ostatnie przed chwilą. Wybierz inny termin.";

export const SESSION_CLOSED = "Tych zajęć nie można już zarezerwować: odwołano je albo już się zaczęły. Wybierz inny termin.";
export const SESSION_NOT_FOUND = "Nie znaleziono takich zajęć";

/** What a seat orders, said before the button: "Zdrowy kręgosłup, 60 min — Studio, ul. Sportowa 1". */
export const seatOrdered = (facts: { title: string; minutes: number; place: string }) => `${facts.title}, ${facts.minutes} min — ${facts.place}`;
