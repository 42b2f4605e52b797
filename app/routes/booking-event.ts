import type { Route } from "./+types/booking-event";
import { bookingEvent, bookingFromLink, calendarContentType, calendarMethod, calendarUidHost } from "~/bookings/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { contentFor } from "~/site-content/index.server";
import { manageBookingUrl } from "~/bookings";

// "Dodaj do kalendarza": the booking as an .ics file, from the same personal link.
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await bookingFromLink(params.token);
  const manageUrl = manageBookingUrl(env.SITE_URL, params.token);
  const uidHost = await calendarUidHost(await getDatabase(), env.SITE_URL);
  const site = contentFor(context);
  return new Response(bookingEvent(booking, { view: "visitor", site, siteUrl: env.SITE_URL, uidHost, manageUrl: () => manageUrl }), {
    headers: {
      "Content-Type": calendarContentType(calendarMethod(booking)),
      "Content-Disposition": 'attachment; filename="rezerwacja.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
