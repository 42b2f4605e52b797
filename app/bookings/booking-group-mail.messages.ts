// The words of one mail about several sessions of a weekly series: all of
// them booked at once ("8 terminów od 2 marca 2027"), moved from one date on
// ("Zmiana terminu: 5 terminów od 24 marca 2027") or cancelled from one date
// on ("Odwołano 6 terminów od 9 marca 2027"), each date listed.
import { countedPhrase } from "~/lib/polish-plural";
import { sessionCount } from "~/lib/polish-phrases";
import type { Block } from "~/notifications";
import {
  askByPhone,
  BOOK_AGAIN,
  calendarLink,
  clientFields,
  footnote,
  HELLO,
  LABELS,
  manageBlocks,
  REGARDS,
  SEE_YOU,
  signature,
  SORRY,
  type BookingMailFacts,
  type MailText,
} from "./booking-mail.messages";

/** The sessions of the group: each "wtorek, 2 marca 2027, 18:00–19:00", and the first one's "2 marca 2027". */
export type GroupFacts = { dates: string[]; firstDay: string };

/** A series' cancellation carries one .ics per session (RFC 5546: one UID a cancellation). */
const CANCEL_FILES_NOTE: Block = { p: "Pliki .ics w załącznikach, po jednym na każdy termin, usuwają te terminy z kalendarza, jeśli były do niego dodane." };
const REMINDER_NOTE: Block = { p: "Przypomnienie przyjdzie dzień przed każdym spotkaniem." };

const datesBlock = (group: GroupFacts): Block => ({ lines: group.dates });
const counted = (group: GroupFacts) => `${sessionCount(group.dates.length)} od ${group.firstDay}`;

export function groupMoved(facts: BookingMailFacts, group: GroupFacts): MailText {
  return {
    subject: `Zmiana terminu: ${facts.inSubject.service}, ${counted(group)}`,
    blocks: [
      HELLO,
      { p: "zmieniam nasze stałe terminy. Nowe terminy:" },
      datesBlock(group),
      {
        fields: [
          [LABELS.service, facts.service],
          [LABELS.place, facts.place],
        ],
      },
      ...manageBlocks(facts),
      REMINDER_NOTE,
      { p: "W załączniku jest plik rezerwacja.ics: otwórz go, aby zmienić wszystkie te terminy w kalendarzu." },
      signature(SEE_YOU, facts),
      footnote(facts),
    ],
  };
}

export function groupConfirmed(facts: BookingMailFacts, group: GroupFacts): MailText {
  return {
    subject: `Potwierdzenie rezerwacji: ${facts.inSubject.service}, ${counted(group)}`,
    blocks: [
      HELLO,
      { p: `potwierdzam stałe terminy (${sessionCount(group.dates.length)}):` },
      datesBlock(group),
      {
        fields: [
          [LABELS.service, facts.service],
          [LABELS.place, facts.place],
          [LABELS.pricePerSession, facts.price],
        ],
      },
      ...manageBlocks(facts),
      REMINDER_NOTE,
      { p: "W załączniku jest plik rezerwacja.ics: otwórz go, aby dodać wszystkie terminy do kalendarza." },
      signature(SEE_YOU, facts),
      footnote(facts),
    ],
  };
}

export function groupCancelledTrainer(facts: BookingMailFacts, group: GroupFacts): MailText {
  return {
    subject: `Odwołane rezerwacje: ${facts.inSubject.service} — ${facts.inSubject.name}, ${counted(group)}`,
    blocks: [
      // Impersonal: the client's gender is not known ("Klient odwołał" fits a man only).
      {
        p: `Linkiem z e-maila klienta odwołano ${countedPhrase(group.dates.length, {
          one: "{count} stały termin. Jest znowu wolny:",
          few: "{count} stałe terminy. Są znowu wolne:",
          many: "{count} stałych terminów. Są znowu wolne:",
        })}`,
      },
      datesBlock(group),
      { fields: clientFields(facts) },
      calendarLink(facts),
      CANCEL_FILES_NOTE,
    ],
  };
}

export function groupCancelledVisitor(facts: BookingMailFacts, group: GroupFacts): MailText {
  const count = sessionCount(group.dates.length);
  const message = facts.trainerMessage.trim();
  const byClient = facts.cancelledByClient;
  return {
    subject: `Odwołano ${counted(group)}: ${facts.inSubject.service}`,
    blocks: [
      HELLO,
      { p: byClient ? `potwierdzam odwołanie terminów (${count}):` : `niestety muszę odwołać ${count}:` },
      datesBlock(group),
      ...(byClient ? [{ p: BOOK_AGAIN, link: facts.bookUrl }] : message ? [{ quote: message }] : [SORRY]),
      askByPhone(facts),
      CANCEL_FILES_NOTE,
      signature(REGARDS, facts),
      footnote(facts),
    ],
  };
}

/** A client's seats in a weekly group, joined in one go from their page: one mail to the trainer naming every date. */
export function groupJoinedTrainer(facts: BookingMailFacts, group: GroupFacts): MailText {
  return {
    subject: `Nowe rezerwacje: ${facts.inSubject.service} — ${facts.inSubject.name}, ${counted(group)}`,
    blocks: [
      // Impersonal: the client's gender is not known.
      { p: `Zapis na stałe zajęcia ze strony „Moje treningi”, ${sessionCount(group.dates.length)}:` },
      datesBlock(group),
      {
        fields: [[LABELS.service, facts.service], [LABELS.place, facts.place], ...clientFields(facts)],
      },
      calendarLink(facts),
      { p: "W załączniku są pliki, które dodają te terminy do kalendarza." },
    ],
  };
}
