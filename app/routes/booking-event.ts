import type { Route } from "./+types/booking-event";
import { bookingEvent } from "~/bookings/booking-calendar-file.server";
import { bookingFromLink } from "~/bookings/manage-booking.server";
import { env } from "~/env.server";

// "Dodaj do kalendarza": the booking as an .ics file, from the same personal link.
export async function loader({ params }: Route.LoaderArgs) {
  const booking = await bookingFromLink(params.token);
  const manageUrl = `${env.SITE_URL}/rezerwacja/${params.token}`;
  return new Response(bookingEvent(booking, { view: "visitor", siteUrl: env.SITE_URL, manageUrl }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rezerwacja.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
