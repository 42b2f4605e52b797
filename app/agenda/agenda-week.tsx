// The agenda's week on a phone: the sessions still to mark on top, then the
// week from the day asked for (today) on, each day saying when it is closed,
// the days before it folded, and the way to the weeks around it above and
// below the days. Plain links and forms: it all works without JavaScript.
import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { AgendaItem, ToMarkItem } from "~/agenda/agenda-entry";
import type { AgendaBooking, AgendaDay, AgendaWeek, FreeTime } from "~/agenda/agenda-week.server";
import { earlierThisWeek, olderToMark } from "~/agenda/agenda.messages";
import { typeset as t } from "~/lib/typeset";

/** How many sessions to mark show open; older ones wait one tap away, so today stays near the top. */
const TO_MARK_SHOWN = 3;

export function ToMarkSection({ entries }: { entries: AgendaBooking[] }) {
  if (!entries.length) return null;
  const [shown, older] = [entries.slice(0, TO_MARK_SHOWN), entries.slice(TO_MARK_SHOWN)];
  return (
    <section className="agenda-to-mark" aria-labelledby="do-oznaczenia">
      {/* One session (the one just over) is shown, a tap from marked; more fold under their count, so today stays in the first screen. */}
      <details className="agenda-fold agenda-notice" open={entries.length === 1 || undefined}>
        <summary>
          <h2 id="do-oznaczenia">Do oznaczenia ({entries.length})</h2>
        </summary>
        <p className="admin-lead">{t("Te spotkania już się skończyły. Zaznacz, czy się odbyły: od tego zależy rozliczenie pakietów.")}</p>
        <ul className="agenda-entries">
          {shown.map((entry) => (
            <ToMarkItem key={entry.id} entry={entry} />
          ))}
        </ul>
        {older.length > 0 && (
          <details className="agenda-fold">
            <summary>{olderToMark(older.length)}</summary>
            <ul className="agenda-entries">
              {older.map((entry) => (
                <ToMarkItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </details>
        )}
      </details>
    </section>
  );
}

export function WeekNavigation({ week, today, label }: { week: Pick<AgendaWeek, "previous" | "next" | "focus">; today: string; label: string }) {
  return (
    <nav aria-label={label} className="agenda-weeks">
      <Link to={`?od=${week.previous}`} className="admin-button agenda-week-previous">
        ← Poprzedni<span className="admin-visually-hidden"> tydzień</span>
      </Link>
      {week.focus !== today && (
        <Link to={href("/admin/kalendarz")} className="admin-button agenda-week-today">
          Dziś
        </Link>
      )}
      <Link to={`?od=${week.next}`} className="admin-button agenda-week-next">
        Następny<span className="admin-visually-hidden"> tydzień</span> →
      </Link>
    </nav>
  );
}

/**
 * Today, tomorrow, or any date from the phone's own date picker: a GET form,
 * so the address (?od=…) is the same one mails and bookmarks use. The view's
 * choice (`views`) shares the first row, so today's lines stay on the first screen.
 */
export function DayJump({ focus, today, tomorrow, views }: { focus: string; today: string; tomorrow: string; views?: ReactNode }) {
  return (
    <nav aria-label="Przejdź do dnia" className="agenda-jump">
      <Link to={href("/admin/kalendarz")} className="admin-button" aria-current={focus === today ? "date" : undefined}>
        Dziś
      </Link>
      <Link to={`?od=${tomorrow}`} className="admin-button" aria-current={focus === tomorrow ? "date" : undefined}>
        Jutro
      </Link>
      {views}
      <Form method="get" className="agenda-jump-date">
        <label htmlFor="agenda-dzien" className="admin-visually-hidden">
          {t("Dzień w kalendarzu")}
        </label>
        <input id="agenda-dzien" name="od" type="date" defaultValue={focus} key={focus} required />
        <button type="submit" className="admin-button">
          Pokaż<span className="admin-visually-hidden"> dzień</span>
        </button>
      </Form>
    </nav>
  );
}

/** One day of the list; `opened` is a booking tapped in the week grid, shown open with its actions. */
/** `reminders`: tomorrow's clients to remind (in tomorrow's day, and today's in the evening); each line's own links then stay away in tomorrow's. */
export function AgendaDaySection({
  day,
  today,
  opened,
  reminders,
  remindInLine = true,
}: {
  day: AgendaDay;
  today: string;
  opened?: number | null;
  reminders?: ReactNode;
  remindInLine?: boolean;
}) {
  return (
    <section className="agenda-day" data-closed={day.closed ? "" : undefined} aria-labelledby={`dzien-${day.date}`}>
      <h3 id={`dzien-${day.date}`}>
        {day.date === today ? "Dziś, " : ""}
        {day.title}
      </h3>
      {day.closed && (
        <p className="agenda-day-note">
          <span className="admin-badge">zamknięte</span> {t(day.closed)}
        </p>
      )}
      {day.otherHours && <p className="agenda-day-note">{t(day.otherHours)}</p>}
      {reminders}
      {day.entries.length > 0 ? (
        <ul className="agenda-entries">
          {day.entries.map((entry) => (
            <AgendaItem key={`${entry.kind}-${entry.id}`} entry={entry} open={entry.kind === "booking" && entry.id === opened} anchor remind={remindInLine} />
          ))}
        </ul>
      ) : (
        !day.closed && <p className="admin-lead">Brak rezerwacji.</p>
      )}
      {day.date >= today && <FreeTimes day={day} />}
    </section>
  );
}

/** Free times shown open before the rest fold away: two rows of chips on a phone. */
const FREE_SHOWN = 8;

/** The day's free times as links to take a booking there, and "Dodaj rezerwację" for any other time. */
function FreeTimes({ day }: { day: AgendaDay }) {
  const chip = (time: FreeTime) => (
    <li key={time.start}>
      <Link to={`${href("/admin/kalendarz/nowa")}?start=${encodeURIComponent(time.start)}`} className="agenda-free-time">
        {time.label}
        <span className="admin-visually-hidden">{t(` — zarezerwuj: ${day.title}`)}</span>
      </Link>
    </li>
  );
  const [shown, more] = [day.free.slice(0, FREE_SHOWN), day.free.slice(FREE_SHOWN)];
  return (
    <div className="agenda-free">
      {day.free.length > 0 && (
        <>
          <p>Wolne godziny:</p>
          <ul className="agenda-free-times" aria-label={`Wolne godziny: ${day.title}`}>
            {shown.map(chip)}
          </ul>
          {more.length > 0 && (
            <details className="agenda-fold agenda-free-more">
              <summary>Więcej wolnych godzin ({more.length})</summary>
              <ul className="agenda-free-times">{more.map(chip)}</ul>
            </details>
          )}
        </>
      )}
      <div className="admin-button-row">
        <Link to={`${href("/admin/kalendarz/nowa")}?dzien=${day.date}`} className="admin-button">
          Dodaj rezerwację<span className="admin-visually-hidden">{t(`: ${day.title}`)}</span>
        </Link>
      </div>
    </div>
  );
}

/** The week's days before the one shown first, folded: their sessions to mark are on top already. */
export function EarlierDays({ days, today, opened }: { days: AgendaDay[]; today: string; opened?: number | null }) {
  if (!days.length) return null;
  const bookings = days.reduce((count, day) => count + day.entries.filter((entry) => entry.kind === "booking").length, 0);
  return (
    <details className="agenda-fold">
      <summary>{t(earlierThisWeek(bookings))}</summary>
      {days.map((day) => (
        <AgendaDaySection key={day.date} day={day} today={today} opened={opened} />
      ))}
    </details>
  );
}
