// "Powiadom klienta" for a client without e-mail: the site cannot write to
// them, so the trainer's own phone does, by SMS or WhatsApp, the reminder
// already typed; one tap opens it, one more sends it.
import type { AgendaBooking } from "~/agenda/agenda-week.server";
import { cancelNoticeMessage, reminderMessage } from "~/agenda/agenda.messages";
import { smsHref, whatsAppHref } from "~/lib/contact-links";
import { weekdayOfIsoNumber, monthIn } from "~/lib/polish-grammar";

type Remindable = Pick<AgendaBooking, "date" | "clock" | "service" | "place" | "phone">;

/** The weekday, "26 listopada" and "18:00" of a booking's Warsaw date ("2026-11-26") and time. */
function when(booking: Pick<Remindable, "date" | "clock">) {
  const [year, month, day] = booking.date.split("-").map(Number) as [number, number, number];
  const isoWeekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
  return { weekday: weekdayOfIsoNumber(isoWeekday), date: `${day} ${monthIn(month, "genitive")}`, time: booking.clock };
}

/** The reminder for a booking, as the trainer's phone sends it. */
export function reminderFor(booking: Remindable): string {
  return reminderMessage({ ...when(booking), service: booking.service, place: booking.place });
}

/** "Napisz SMS o odwołaniu": the client without e-mail told of a cancel from the trainer's phone, the text already typed. */
export function CancelNoticeLink({ booking }: { booking: Pick<Remindable, "date" | "clock" | "phone"> }) {
  return (
    <a href={smsHref(booking.phone, cancelNoticeMessage(when(booking)))} className="admin-button">
      Napisz SMS o odwołaniu
    </a>
  );
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
