// "Powiadom klienta" for a client without e-mail: the site cannot write to
// them, so the trainer's own phone does, by SMS or WhatsApp, the reminder
// already typed; one tap opens it, one more sends it.
import type { AgendaBooking } from "~/agenda/agenda-week.server";
import { reminderMessage } from "~/agenda/agenda.messages";
import { smsHref, whatsAppHref } from "~/lib/contact-links";
import { weekdayOfIsoNumber, monthIn } from "~/lib/polish-grammar";

type Remindable = Pick<AgendaBooking, "date" | "clock" | "service" | "place" | "phone">;

/** The reminder for a booking on its Warsaw date ("2026-11-26") and time ("18:00"). */
export function reminderFor(booking: Remindable): string {
  const [year, month, day] = booking.date.split("-").map(Number) as [number, number, number];
  const isoWeekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
  return reminderMessage({
    weekday: weekdayOfIsoNumber(isoWeekday),
    date: `${day} ${monthIn(month, "genitive")}`,
    time: booking.clock,
    service: booking.service,
    place: booking.place,
  });
}

export function RemindLinks({ booking }: { booking: Remindable }) {
  const text = reminderFor(booking);
  return (
    <>
      <a href={smsHref(booking.phone, text)} className="admin-button">
        Przypomnij SMS-em
      </a>
      <a href={whatsAppHref(booking.phone, text)} className="admin-button" target="_blank" rel="noreferrer">
        <span className="admin-visually-hidden">Przypomnij przez </span>WhatsApp
      </a>
    </>
  );
}
