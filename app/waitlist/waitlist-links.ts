// Where the waitlist's mail leads: the booking page with the day and the service chosen.
import { href } from "react-router";

export const waitlistBookingUrl = (siteUrl: string, service: string, day: string) =>
  `${siteUrl}${href("/rezerwacja")}?usluga=${encodeURIComponent(service)}&dzien=${day}#godzina`;
