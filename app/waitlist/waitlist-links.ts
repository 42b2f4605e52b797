// Where the waitlist's messages lead: the booking page with the day and the
// service chosen; the push as a path of this site, the mail absolute.
import { href } from "react-router";

export const waitlistBookingPath = (service: string, day: string) => `${href("/rezerwacja")}?usluga=${encodeURIComponent(service)}&dzien=${day}#godzina`;

export const waitlistBookingUrl = (siteUrl: string, service: string, day: string) => `${siteUrl}${waitlistBookingPath(service, day)}`;

/** A group session's page, where its seats are booked (issue 61). */
export const groupSessionPath = (sessionId: number) => href("/zajecia/:id", { id: String(sessionId) });
