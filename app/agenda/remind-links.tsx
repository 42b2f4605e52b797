// "Powiadom klienta" for a client without e-mail: the site cannot write to
// them, so the trainer's own phone does, by SMS or WhatsApp, the reminder
// already typed; one tap opens it, one more sends it. Tomorrow's clients are
// listed one link each ("Przypomnij", and in the evening "Przypomnij
// jutrzejszym"); a tap marks the client reminded, as does the button beside
// it without JavaScript.
import { Form, useFetcher } from "react-router";
import type { AgendaBooking } from "~/agenda/agenda-week.server";
import { cancelNoticeMessage, MARK_REMINDED, markRemindedLabel, remindedAt, reminderMessage } from "~/agenda/agenda.messages";
import type { ClientToRemind, TomorrowReminders } from "~/agenda/remind-tomorrow.server";
import { typeset as t } from "~/lib/typeset";
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
  const { weekday, date, time } = when(booking);
  return reminderMessage({ weekday, date, sessions: [{ time, service: booking.service, place: booking.place }] });
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

function ClientReminder({ client, text }: { client: ClientToRemind; text: string }) {
  const fetcher = useFetcher();
  // The link still opens the phone's messages; the mark goes alongside.
  const mark = () => void fetcher.submit({ intent: "remind", id: String(client.id) }, { method: "post" });
  return (
    <li className="agenda-remind-client">
      <span className="agenda-who">{t(client.name)}</span>{" "}
      <span className="admin-button-row">
        <a href={smsHref(client.phone, text)} className="admin-button" onClick={mark} aria-label={t(`Przypomnij SMS-em: ${client.name}`)}>
          Przypomnij
        </a>
        <a
          href={whatsAppHref(client.phone, text)}
          className="admin-button"
          target="_blank"
          rel="noreferrer"
          onClick={mark}
          aria-label={t(`Przypomnij przez WhatsApp: ${client.name}`)}
        >
          WhatsApp
        </a>
      </span>
      {client.remindedAt ? (
        <span className="admin-badge" role="status">
          {remindedAt(client.remindedAt)}
        </span>
      ) : (
        <Form method="post" className="admin-button-row" preventScrollReset>
          <input type="hidden" name="id" value={client.id} />
          <button type="submit" name="intent" value="remind" className="admin-button" aria-label={t(markRemindedLabel(client.name))}>
            {MARK_REMINDED}
          </button>
        </Form>
      )}
    </li>
  );
}

/** Tomorrow's clients without e-mail, a reminder each with the links to their bookings' pages ("Przypomnij"; in today's evening "Przypomnij jutrzejszym"). */
export function RemindTomorrow({ reminders, heading }: { reminders: TomorrowReminders; heading: string }) {
  const { weekday, date } = when({ date: reminders.date, clock: "" });
  return (
    <section className="agenda-remind" aria-label={heading}>
      <h4 className="agenda-day-note">{heading}</h4>
      <ul className="agenda-entries">
        {reminders.clients.map((client) => (
          <ClientReminder key={client.id} client={client} text={reminderMessage({ weekday, date, sessions: client.sessions, pages: client.pages })} />
        ))}
      </ul>
    </section>
  );
}
