import type { Route } from "./+types/booking-event";
import { bookingEvent, bookingFromLink, calendarContentType, calendarMethod, calendarUidHost } from "~/bookings/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";

// "Dodaj do kalendarza": the booking as an .ics file, from the same personal link.
export async function loader({ params }: Route.LoaderArgs) {
  const booking = await bookingFromLink(params.token);
  const manageUrl = `${env.SITE_URL}/rezerwacja/${params.token}`;
  const uidHost = await calendarUidHost(await getDatabase(), env.SITE_URL);
  return new Response(bookingEvent(booking, { view: "visitor", siteUrl: env.SITE_URL, uidHost, manageUrl: () => manageUrl }), {
    headers: {
      "Content-Type": calendarContentType(calendarMethod(booking)),
      "Content-Disposition": 'attachment; filename="rezerwacja.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
