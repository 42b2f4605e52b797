// What the trainer's agenda (/admin/kalendarz) and a card's bookings say
// after a button was pressed: one toast per outcome.
import type { ChangeRefusal } from "~/bookings";
import type { ReminderMark } from "~/agenda/reminder-marks.server";
import type { Weekday } from "~content/booking-schema";
import { forWeekday, onWeekday } from "~/lib/polish-grammar";
import { bookingCount, dayCount, sessionCount } from "~/lib/polish-phrases";

/** Why a change of a booking was refused. */
export const CHANGE_REFUSALS: Record<ChangeRefusal, string> = {
  "not-found": "Nie ma takiej rezerwacji — mogła zostać usunięta.",
  cancelled: "Ta rezerwacja została już odwołana.",
  finished: "To spotkanie ma już zapisany wynik.",
  "not-started": "To spotkanie jeszcze się nie zaczęło.",
  stale: "Tę rezerwację zmieniono przed chwilą w innym oknie albo przez klienta — sprawdź aktualny termin poniżej.",
  late: "Na zmianę jest już za późno.",
  "moves-used": "Tej rezerwacji nie można już przełożyć.",
  group: "Miejsca w zajęciach grupowych się nie przekłada: odwołaj je i zapisz klienta na inne zajęcia.",
  taken: "Ten termin został właśnie zajęty. Wybierz inny.",
  unpaid: "Ta rezerwacja czeka na płatność online: można ją przełożyć dopiero po zapłacie.",
};

export const UNKNOWN_INTENT = "Nieznane polecenie. Odśwież stronę.";

/**
 * Whether the client hears of a change: not when the trainer unticked their
 * mails (or they have no address). A client's gender is not known: nothing
 * here agrees with one ("zadzwoń", never "zadzwoń do niego").
 */
export const clientTold = (mailClient: boolean) => (mailClient ? "Klient dostanie e-mail." : "Klient nie dostanie e-maila — zadzwoń i daj znać.");

export const UNBLOCKED = "Blokada usunięta: ten czas znów można rezerwować.";
export const NEW_FEED = "Nowy adres kalendarza gotowy. Stary przestał działać: dodaj nowy w swoim kalendarzu.";

/** "Odwołano 3 treningi od 2 marca. …". */
export const cancelledFollowing = ({ count, from, mailClient }: { count: number; from: string; mailClient: boolean }) =>
  `Odwołano ${sessionCount(count)} od ${from}. ${clientTold(mailClient)}`;

export const NO_ADDRESS_TO_BLOCK = "Ten klient nie ma adresu e-mail: nie ma czego zablokować. Odwołaj bez blokady.";

export const cancelledAndBlocked = ({ email, mailClient }: { email: string; mailClient: boolean }) =>
  `Odwołano i zablokowano ${email}. ${clientTold(mailClient)}`;

export const cancelled = (mailClient: boolean) => `Odwołano. ${mailClient ? "Klient dostanie e-mail z Twoją wiadomością." : clientTold(mailClient)}`;

export const ATTENDED = "Zapisano: spotkanie się odbyło.";
export const NO_SHOW = "Zapisano: nieobecność klienta.";
export const KEPT = "Zostawiono: termin obowiązuje bez zmian.";

export const NEED_DAY_AND_TIME = "Podaj nowy dzień i godzinę, np. 18:00.";
export const HOUR_SKIPPED = "Tej godziny nie ma tego dnia (zmiana czasu). Wybierz inną.";
export const TIME_PASSED = "Ten termin już minął. Wybierz inny.";
export const ONE_OF_NEW_TIMES_TAKEN = "Któryś z nowych terminów jest zajęty: nic nie przeniesiono. Wybierz inną godzinę.";

/** A day and time a booking moves to: its weekday, its date ("3 marca") and its time ("18:00"). */
export type MovedWhen = { weekday: Weekday; date: string; time: string };

/** "na środę, 3 marca, 18:00": the weekday in the accusative after "na". */
const onDayAt = ({ weekday, date, time }: MovedWhen) => `${forWeekday(weekday)}, ${date}, ${time}`;

/** "Przeniesiono 3 terminy, pierwszy na środę, 3 marca, 18:00. …". */
export const movedFollowing = ({ count, when, mailClient }: { count: number; when: MovedWhen; mailClient: boolean }) =>
  `Przeniesiono ${sessionCount(count)}, pierwszy ${onDayAt(when)}. ${clientTold(mailClient)}`;

/** "Przeniesiono na środę, 3 marca, 18:00. …". */
export const movedTo = ({ when, mailClient }: { when: MovedWhen; mailClient: boolean }) => `Przeniesiono ${onDayAt(when)}. ${clientTold(mailClient)}`;

export const PICK_FROM_LIST = "Wybierz nowy termin z listy.";

/** A move to a time offered: the client always gets "Zmiana terminu". */
export const moved = ({ day, range }: { day: string; range: string }) => `Przeniesiono. Nowy termin: ${day}, ${range}. Klient dostanie e-mail.`;

export const NEED_BLOCK_HOURS = "Podaj prawdziwy dzień i godziny od–do, np. 15:00 i 17:00.";

export const beyondHorizon = (horizonDays: number) =>
  `Ten dzień wypada dalej niż ${dayCount(horizonDays)} naprzód, a tak daleko i tak nikt nie może zarezerwować terminu. Zablokuj go później.`;

export const BLOCK_ENDS_BEFORE_START = "Godzina „do” musi być późniejsza niż „od” (tego dnia).";
export const BLOCK_PASSED = "Ten czas już minął: nie ma czego blokować.";
export const blocked = ({ day, from, to }: { day: string; from: string; to: string }) => `Zablokowano: ${day}, ${from}–${to}.`;
export const BLOCK_CLASHES = "W tym czasie jest już rezerwacja albo blokada. Odwołaj ją najpierw albo wybierz inne godziny.";

/** A private calendar's all-day event: "cały dzień", or its days when it lasts several ("całe dni: 28–30 listopada 2026"). */
export const allDayText = (severalDays: string | null) => (severalDays === null ? "cały dzień" : `całe dni: ${severalDays}`);

/** The choice for a series' occurrence: "Ten i następne (3 treningi)". */
export const thisAndFollowing = (count: number) => `Ten i następne (${sessionCount(count)})`;

/** The fold of older sessions still to mark: "Starsze: 3 rezerwacje". */
export const olderToMark = (count: number) => `Starsze: ${bookingCount(count)}`;

/** The fold of this week's past days: "Wcześniej w tym tygodniu: 5 rezerwacji", or none. */
export const earlierThisWeek = (count: number) => `Wcześniej w tym tygodniu: ${count ? bookingCount(count) : "brak rezerwacji"}`;

/** A session the trainer reminds of: "18:00", its service and its place. */
export type RemindedSession = { time: string; service: string; place: string };

const sessionAt = ({ time, service, place }: RemindedSession) => `o ${time} (${service}, ${place})`;

/**
 * What the trainer texts a client without e-mail from their own phone (SMS
 * or WhatsApp): "Dzień dobry! Przypominam o naszym spotkaniu w czwartek,
 * 26 listopada, o 18:00 (Trening personalny, Studio). …", every session of
 * the day in one message, and the client's page when given. No "jutro": the
 * message may be read on another day than it is sent.
 */
export function reminderMessage({ weekday, date, sessions, pages = [] }: { weekday: Weekday; date: string; sessions: RemindedSession[]; pages?: string[] }) {
  const times = sessions.map(sessionAt);
  const listed = times.length > 1 ? `${times.slice(0, -1).join(", ")} i ${times.at(-1)}` : times[0];
  const meetings = sessions.length > 1 ? "naszych spotkaniach" : "naszym spotkaniu";
  // Each booking's own page: a client without e-mail cannot sign in to /moje-treningi (issue 58).
  const page = pages.length === 0 ? "" : pages.length === 1 ? ` Twoja rezerwacja: ${pages[0]}` : ` Twoje rezerwacje: ${pages.join(", ")}`;
  return `Dzień dobry! Przypominam o ${meetings} ${onWeekday(weekday)}, ${date}, ${listed}. Gdyby coś się zmieniło, proszę o wiadomość.${page}`;
}

/** Said once the trainer marked a client as reminded (impersonal: "przypomniany" would be a man only). */
export const REMINDED = "Zapisano: przypomniano o terminie.";

/** The button that marks it without JavaScript, and its label naming the client. */
export const MARK_REMINDED = "Zapisz: przypomniano";
export const markRemindedLabel = (name: string) => `Zapisz, że przypomniano: ${name}`;
export const NOTHING_TO_REMIND = "Tego spotkania nie ma już w kalendarzu: nie ma o czym przypominać.";

/** "Przypomniano 18:05". */
export const remindedAt = (clock: string) => `Przypomniano ${clock}`;

const REMINDED_BY: Record<ReminderMark["by"], string> = {
  phone: "Przypomniano z telefonu",
  email: "Przypomnienie wysłane e-mailem",
  push: "Przypomnienie wysłane powiadomieniem",
};

/** A booking's line once its client was reminded, with the day (issue 58): "Przypomnienie wysłane e-mailem 23 listopada o 10:00". */
export const reminderMarkText = ({ by, date, clock }: ReminderMark) => `${REMINDED_BY[by]} ${date} o ${clock}`;

/** The cancel form's box for a session with a deposit paid online, and the toast when it stays (issue 81, art. 394 § 1 k.c.). */
export const keepDepositLabel = (deposit: string) => `Klient odwołał później, niż pozwala regulamin: zadatek ${deposit} zostaje`;
export const DEPOSIT_KEPT = "Zadatek zostaje, jak mówi regulamin; klient dostanie to w e-mailu.";

/** A booking's badge while it waits for its payment online, or once freed for want of it (issue 81). */
export const PAYMENT_HOLD_MARKS = { waiting: "czeka na płatność online", lapsed: "bez płatności w czasie: termin zwolniony" } as const;

/** What the trainer texts a client without e-mail when cancelling: the site cannot tell them. */
export const cancelNoticeMessage = ({ weekday, date, time }: MovedWhen) =>
  `Dzień dobry! Niestety muszę odwołać nasze spotkanie ${onWeekday(weekday)}, ${date}, o ${time}. Odezwę się, aby ustalić nowy termin.`;

/** Said in the cancel and move forms of a client the site cannot write to. */
export const NO_EMAIL_TO_TELL = "Ten klient nie ma adresu e-mail: strona go nie powiadomi.";
export const TELL_BY_PHONE_AFTER_MOVE = "Po przeniesieniu zadzwoń albo napisz SMS z nowym terminem.";

/** The agenda's folded list of bookings a change of settings left out: "2 rezerwacje do decyzji: poza nowymi zasadami". */
export const bookingsToDecide = (count: number) => `${bookingCount(count)} do decyzji: poza nowymi zasadami`;
