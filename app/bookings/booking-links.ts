// The addresses of the site's pages a booking's mail links to, absolute (a
// mail is read away from the site), built with React Router's typed href().
import { href } from "react-router";

/** The booking's own page: change or cancel it. */
export const manageBookingUrl = (siteUrl: string, token: string) => `${siteUrl}${href("/rezerwacja/:token", { token })}`;

/** The booking form: choose another time. */
export const bookingFormUrl = (siteUrl: string) => `${siteUrl}${href("/rezerwacja")}`;

/** The trainer's calendar in the panel. */
export const trainerCalendarUrl = (siteUrl: string) => `${siteUrl}${href("/admin/kalendarz")}`;

/**
 * The client's own page ("Moje treningi"), where they see their sessions and
 * turn push reminders on; a plain path until its route is in the table.
 */
export const CLIENT_PAGE_PATH = "/moje-treningi";
export const clientPageUrl = (siteUrl: string) => `${siteUrl}${CLIENT_PAGE_PATH}`;

/** The health questionnaire before the first session (on the client's page, signed in by a link from their mail). */
export const questionnaireUrl = (siteUrl: string) => `${siteUrl}${href("/moje-treningi/ankieta")}`;
