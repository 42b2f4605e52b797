// The agenda's week grid: a table with the hours down and the seven days
// across, narrow enough for a 390 px phone (a first name a booking, "wolne"
// a free hour) and roomier on a desktop. A booking opens in the day list with
// its actions; a free hour opens a new booking at that time. Plain links.
import { href, Link } from "react-router";
import type { AgendaDay } from "~/agenda/agenda-week.server";
import { weekGrid, type GridBooking, type GridCell } from "~/agenda/agenda-grid";
import { BUSY_BY, bookFreeTime, CELL_WORDS, GRID_REMINDED, GRID_WEEKDAYS, gridCaption, VIEW_NAMES } from "~/agenda/agenda-grid.messages";
import { bookingStateLabel } from "~/agenda/card-booking-item";
import { typeset as t } from "~/lib/typeset";
import { TRAINER_QUESTIONNAIRE } from "~/questionnaire";
import { agendaViewHref, openedBookingHref, type AgendaView } from "~/agenda/agenda-query";

const dayNumber = (date: string) => Number(date.slice(8));

export function WeekGridView({ days, title, today }: { days: AgendaDay[]; title: string; today: string }) {
  const grid = weekGrid(days);
  return (
    <div className="agenda-grid-frame">
      <table className="agenda-grid">
        <caption className="admin-visually-hidden">{t(gridCaption(title))}</caption>
        <colgroup>
          <col className="agenda-grid-hours" />
          <col span={7} />
        </colgroup>
        <thead>
          <tr>
            <td />
            {days.map((day, index) => (
              <th key={day.date} scope="col" aria-current={day.date === today ? "date" : undefined} data-closed={day.closed ? "" : undefined}>
                <Link to={agendaViewHref(day.date, "day")} aria-label={day.title}>
                  {GRID_WEEKDAYS[index]}
                  <span className="agenda-grid-day-number">{dayNumber(day.date)}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.hours.map((hour, row) => (
            <tr key={hour}>
              <th scope="row">{hour}</th>
              {grid.days.map((day, column) => (
                <GridCellView key={day.date} cell={day.cells[row]!} day={days[column]!} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GridCellView({ cell, day }: { cell: GridCell; day: AgendaDay }) {
  switch (cell.kind) {
    case "bookings":
      return (
        <td data-kind="bookings">
          {cell.bookings.map((booking) => (
            <GridBookingLink key={booking.id} booking={booking} date={day.date} />
          ))}
        </td>
      );
    case "group":
      return (
        <td data-kind="group">
          <Link to={href("/admin/zajecia/:id", { id: String(cell.group.id) })} className="agenda-grid-booking agenda-grid-group">
            <span className="agenda-grid-clock">{cell.group.clock}</span> <span className="agenda-grid-first">{t(cell.group.title)}</span>{" "}
            <span className="agenda-grid-seats">{`${cell.group.taken}/${cell.group.seats}`}</span>
          </Link>
        </td>
      );
    case "free":
      return (
        <td data-kind="free">
          <Link to={`${href("/admin/kalendarz/nowa")}?start=${encodeURIComponent(cell.time.start)}`} className="agenda-grid-free">
            <span aria-hidden="true">+</span>
            <span className="admin-visually-hidden">{t(bookFreeTime(day.title, cell.time.label))}</span>
          </Link>
        </td>
      );
    case "busy":
      return (
        <td data-kind="busy" data-by={cell.by}>
          <span className="admin-visually-hidden">{BUSY_BY[cell.by]}</span>
        </td>
      );
    default:
      return (
        <td data-kind={cell.kind}>
          <span className="admin-visually-hidden">{CELL_WORDS[cell.kind]}</span>
        </td>
      );
  }
}

function GridBookingLink({ booking, date }: { booking: GridBooking; date: string }) {
  const first = booking.name.split(/\s+/)[0] ?? booking.name;
  return (
    <Link to={openedBookingHref(date, booking.id)} className="agenda-grid-booking" data-status={booking.status} data-fresh={booking.fresh || undefined}>
      <span className="agenda-grid-clock">
        {booking.clock}
        {booking.reminded && <span aria-hidden="true">{" ✓"}</span>}
      </span>{" "}
      <span className="agenda-grid-first">
        {booking.doctorNote && (
          <span className="agenda-grid-doctor" aria-hidden="true">
            {"! "}
          </span>
        )}
        {t(first)}
      </span>
      <span className="agenda-grid-rest">{t(booking.name.slice(first.length))}</span>
      <span className="admin-visually-hidden">
        {`, ${bookingStateLabel(booking)}${booking.reminded ? `, ${GRID_REMINDED}` : ""}${booking.doctorNote ? `, ${TRAINER_QUESTIONNAIRE.doctorMark}` : ""}`}
      </span>
    </Link>
  );
}

/** "Dzień" (the list from the day shown) or "Tydzień" (the grid): the choice stays on this device. */
export function ViewSwitch({ view, focus }: { view: AgendaView; focus: string }) {
  return (
    <nav aria-label="Widok kalendarza" className="agenda-views">
      <Link to={agendaViewHref(focus, "day")} className="admin-button" aria-current={view === "day" ? "page" : undefined}>
        {VIEW_NAMES.day}
      </Link>
      <Link to={agendaViewHref(focus, "week")} className="admin-button" aria-current={view === "week" ? "page" : undefined}>
        {VIEW_NAMES.week}
      </Link>
    </nav>
  );
}
