// The words of a booking's mails, in the trainer's voice: the confirmations,
// the reminder a day before and the cancellations, as blocks the e-mail
// channel renders (and typesets). The facts come from booking-mail.server.ts.
import { countedPhrase } from "~/lib/polish-plural";
import type { Block } from "~/notifications";
import { contractBlocks, packageConfirmation, type ContractMail } from "./contract-mail.messages";
import type { SessionStart } from "./manage-booking.messages";
import { cancelledPaidBlocks, type CancelledPaid } from "./cancelled-paid.messages";

/** What every booking's mail may say about its session, client and site. */
export type BookingMailFacts = {
  id: number;
  service: string;
  /** The service and the client's name made safe for a subject line. */
  inSubject: { service: string; name: string };
  /** "wtorek, 2 marca 2027, 18:00–19:00". */
  when: string;
  /** The same start in parts, for a sentence that needs the weekday's case: "tuesday", "2 marca 2027", "18:00". */
  start: SessionStart;
  place: string;
  price: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** Moved at least once: the confirmations say "Zmiana terminu". */
  moved: boolean;
  /** Booked by the trainer (by phone, in person), not on the website. */
  byTrainer: boolean;
  /** The client cancelled; otherwise the trainer did, with these words (maybe none). */
  cancelledByClient: boolean;
  trainerMessage: string;
  website: string;
  trainerPhone: string;
  signature: { name: string; jobTitle: string };
  manageUrl: string;
  bookUrl: string;
  calendarUrl: string;
  /** Until when the link still changes the booking; null when that time has passed. */
  manage: { cutoffHours: number; deadline: string } | null;
  /** The trainer's no-show rule, when it is on and the session is paid (app/site-content/money-facts.messages.ts). */
  noShowRule: string | null;
};

export const LABELS = {
  service: "Usługa",
  when: "Termin",
  place: "Miejsce",
  price: "Cena",
  pricePerSession: "Cena za spotkanie",
  name: "Imię i nazwisko",
  email: "E-mail",
  phone: "Telefon",
};

export const HELLO: Block = { p: "Dzień dobry," };
export const SEE_YOU = "Do zobaczenia!";
export const REGARDS = "Pozdrawiam";
export const IF_NOT_YOU = "Jeśli to nie Ty, odwołaj tę rezerwację linkiem powyżej.";
export const SORRY: Block = { p: "Przepraszam za kłopot." };
export const BOOK_AGAIN = "Jeśli zechcesz umówić się na inny termin, wybierz go tutaj:";

/** "godzinę", "2 godziny", "12 godzin" (before the start). */
export const hoursBefore = (count: number) => countedPhrase(count, { one: "godzinę", few: "{count} godziny", many: "{count} godzin" });

export function sessionFields(facts: BookingMailFacts, withPrice = true): [string, string][] {
  const fields: [string, string][] = [
    [LABELS.service, facts.service],
    [LABELS.when, facts.when],
    [LABELS.place, facts.place],
  ];
  return withPrice ? [...fields, [LABELS.price, facts.price]] : fields;
}

export const clientFields = (facts: BookingMailFacts): [string, string][] => [
  [LABELS.name, facts.name],
  [LABELS.email, facts.email],
  [LABELS.phone, facts.phone],
];

/** The personal link and until when it works; then only by phone. A deadline already past is not promised. */
export function manageBlocks({ manage, manageUrl, trainerPhone, noShowRule }: BookingMailFacts): Block[] {
  const rule: Block[] = noShowRule ? [{ p: noShowRule }] : [];
  if (!manage)
    return [{ p: `Termin możesz już zmienić lub odwołać tylko telefonicznie: ${trainerPhone}.` }, ...rule, { p: "Szczegóły rezerwacji:", link: manageUrl }];
  const until =
    manage.cutoffHours > 0
      ? `Przez ten link możesz to zrobić do ${manage.deadline}, czyli ${hoursBefore(manage.cutoffHours)} przed rozpoczęciem; później tylko telefonicznie: ${trainerPhone}.`
      : `Przez ten link możesz to zrobić aż do rozpoczęcia. W razie pytań zadzwoń: ${trainerPhone}.`;
  return [{ p: "Aby zmienić termin lub odwołać rezerwację, otwórz link:", link: manageUrl }, { p: until }, ...rule];
}

export const signature = (greeting: string, { signature }: BookingMailFacts): Block => ({ lines: [greeting, signature.name, signature.jobTitle] });

export function footnote(facts: BookingMailFacts, ifNotYou = ""): Block {
  // A booking the trainer took (by phone, in person) was not made on the website.
  const why = facts.byTrainer ? "bo ten adres podano przy umawianiu spotkania" : `bo ten adres podano przy rezerwacji na stronie ${facts.website}`;
  return { note: `Tę wiadomość wysłano automatycznie, ${why}. ${ifNotYou}`.trim() };
}

export const askByPhone = (facts: BookingMailFacts): Block => ({ p: `W razie pytań zadzwoń: ${facts.trainerPhone}.` });
export const calendarLink = (facts: BookingMailFacts): Block => ({ p: "Kalendarz rezerwacji:", link: facts.calendarUrl });
export const CANCEL_FILE_NOTE: Block = { p: "Plik rezerwacja.ics w załączniku usuwa ten termin z kalendarza, jeśli był do niego dodany." };

/** The attached calendar file's name: "rezerwacja.ics", or "rezerwacja-2027-03-02.ics" for one of several (a date given). */
export const calendarFileName = (isoDate: string | null) => (isoDate === null ? "rezerwacja.ics" : `rezerwacja-${isoDate}.ics`);

/** "dziś", "jutro", "pojutrze" for 0, 1, 2 days ahead; undefined further on. */
export const relativeDay = (daysAhead: number): string | undefined => ["dziś", "jutro", "pojutrze"][daysAhead];

/** A mail's subject and body. */
export type MailText = { subject: string; blocks: Block[] };

/** `contract`: the terms of a paid booking or of a package ordered with it (contract-mail.messages.ts). */
export function confirmedVisitor(facts: BookingMailFacts, contract: ContractMail | null = null): MailText {
  const { moved } = facts;
  const ordered = contract?.kind === "package" ? packageConfirmation(facts.start, contract) : null;
  return {
    subject: ordered?.subject ?? `${moved ? "Zmiana terminu" : "Potwierdzenie rezerwacji"}: ${facts.inSubject.service}, ${facts.when}`,
    blocks: [
      HELLO,
      ordered?.intro ?? { p: moved ? "potwierdzam nowy termin rezerwacji:" : "potwierdzam rezerwację:" },
      { fields: sessionFields(facts) },
      ...(contract ? contractBlocks(contract) : []),
      ...manageBlocks(facts),
      { p: `W załączniku jest plik rezerwacja.ics: otwórz go, aby ${moved ? "zmienić termin w kalendarzu" : "dodać termin do kalendarza"}.` },
      signature(SEE_YOU, facts),
      footnote(facts, IF_NOT_YOU),
    ],
  };
}

/** The health questionnaire's link, after the session's details, while the client has not filled it in (issue 62). */
export function withQuestionnaireLink(text: MailText, url: string): MailText {
  return withAfterFields(text, { p: "Przed pierwszym treningiem wypełnij, proszę, krótką ankietę zdrowotną (około 3 minut):", link: url });
}

/** `line` put right after the mail's facts (its first fields block). */
export function withAfterFields(text: MailText, line: Block): MailText {
  const after = text.blocks.findIndex((block) => "fields" in block) + 1;
  return { ...text, blocks: [...text.blocks.slice(0, after), line, ...text.blocks.slice(after)] };
}

/** `ordered`: what the client ordered along with the session (a package). */
export function confirmedTrainer(facts: BookingMailFacts, ordered: Block[] = []): MailText {
  const { moved } = facts;
  const notes: Block[] = facts.notes.trim() ? [{ label: "Uwagi:", quote: facts.notes }] : [];
  return {
    subject: `${moved ? "Zmiana terminu" : "Nowa rezerwacja"}: ${facts.inSubject.service} — ${facts.inSubject.name}, ${facts.when}`,
    blocks: [
      { p: moved ? `Rezerwacja nr ${facts.id} ma nowy termin.` : `Nowa rezerwacja nr ${facts.id} ze strony.` },
      { fields: [...sessionFields(facts), ...clientFields(facts)] },
      ...ordered,
      ...notes,
      calendarLink(facts),
      { p: `W załączniku jest plik rezerwacja.ics, który ${moved ? "zmienia termin w kalendarzu" : "dodaje termin do kalendarza"}.` },
    ],
  };
}

/** `day`: "jutro" (relative) or "środa, 3 marca"; `late`: sent well after it was due. */
export function reminder(facts: BookingMailFacts, day: { phrase: string; relative: boolean; time: string }, late: boolean): MailText {
  return {
    subject: day.relative
      ? `Przypomnienie: ${facts.inSubject.service} ${day.phrase} o ${day.time}`
      : `Przypomnienie: ${facts.inSubject.service}, ${day.phrase}, ${day.time}`,
    blocks: [
      HELLO,
      { p: "przypominam o rezerwacji:" },
      ...(late ? [{ p: "Przepraszam, że to przypomnienie przychodzi później, niż powinno." }] : []),
      { fields: sessionFields(facts) },
      ...manageBlocks(facts),
      signature(SEE_YOU, facts),
      footnote(facts, IF_NOT_YOU),
    ],
  };
}

export function cancelledVisitor(facts: BookingMailFacts, paid?: CancelledPaid): MailText {
  const byClient = facts.cancelledByClient;
  const message = facts.trainerMessage.trim();
  const intro: Block[] = byClient
    ? [{ p: "potwierdzam odwołanie rezerwacji:" }, { fields: sessionFields(facts, false) }]
    : [
        { p: "niestety muszę odwołać rezerwację:" },
        { fields: sessionFields(facts, false) },
        // The trainer's own words, or one apology when there are none.
        ...(message ? [{ quote: message }] : [SORRY]),
      ];
  return {
    subject: `Rezerwacja odwołana: ${facts.inSubject.service}, ${facts.when}`,
    blocks: [
      HELLO,
      ...intro,
      ...cancelledPaidBlocks(paid, byClient),
      { p: byClient ? BOOK_AGAIN : "Zapraszam do wyboru innego terminu:", link: facts.bookUrl },
      askByPhone(facts),
      CANCEL_FILE_NOTE,
      signature(REGARDS, facts),
      footnote(facts),
    ],
  };
}

export function cancelledTrainer(facts: BookingMailFacts): MailText {
  return {
    subject: `Odwołana rezerwacja: ${facts.inSubject.service} — ${facts.inSubject.name}, ${facts.when}`,
    blocks: [
      { p: `Rezerwacja nr ${facts.id} została odwołana przez klienta (linkiem z e-maila). Ten termin jest znowu wolny.` },
      { fields: [...sessionFields(facts, false), ...clientFields(facts)] },
      calendarLink(facts),
      CANCEL_FILE_NOTE,
    ],
  };
}
