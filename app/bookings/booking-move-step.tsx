// Moving a booking on the client's own page: a new day, then a new time (or
// the nearest free ones after a clash), sent with the booking's version.
import { Form, href, Link } from "react-router";
import { DayStep, type DayChoice, type TimeChoice } from "~/bookings/booking-picker";
import { TimeStep } from "~/bookings/booking-time-step";
import { moveTimesHeading, noFreeTimesToMove } from "~/bookings/manage-booking.messages";
import { typeset as t } from "~/lib/typeset";

export type MoveChoices = { days: DayChoice[]; day: string | null; dayTitle: string | null; times: TimeChoice[] };

export function BookingMoveStep({
  token,
  version,
  phone,
  move,
  alternatives,
}: {
  token: string;
  version: number;
  phone: string;
  move: MoveChoices;
  alternatives: TimeChoice[] | undefined;
}) {
  const page = href("/rezerwacja/:token", { token });
  return (
    <div className="booking-steps">
      <DayStep
        title="Nowy dzień"
        days={move.days}
        selected={move.day}
        dayHref={(date) => `${page}?zmien&dzien=${date}#godzina`}
        emptyText={t(noFreeTimesToMove(phone))}
      />
      <Form method="post" preventScrollReset className="enquiry-form">
        <input type="hidden" name="version" value={version} />
        <TimeStep
          title="Nowa godzina"
          times={alternatives ?? move.times}
          heading={moveTimesHeading({ alternatives: alternatives !== undefined, dayTitle: move.dayTitle })}
        />
        {(move.day || alternatives) && (
          <button type="submit" name="intent" value="move" className="button-primary">
            Przenieś na wybraną godzinę
          </button>
        )}
        <p>
          <Link to={page} className="text-link">
            Zostaw obecny termin
          </Link>
        </p>
      </Form>
    </div>
  );
}
