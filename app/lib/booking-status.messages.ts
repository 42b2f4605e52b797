// The one rule for a booking's status words. Beside a booking (a badge, the
// data export, "Status:" on the client's page) they agree with "rezerwacja":
// "potwierdzona", "odwołana", "odbyła się". After a service's name, which may
// be masculine ("Trening personalny") or feminine ("Bezpłatna konsultacja"),
// they are impersonal: "(odbyto)", "(odwołano)", which agree with either.
export type BookingStatus = "confirmed" | "cancelled" | "attended" | "no_show";

/** A booking's status, agreeing with "rezerwacja": "odwołana", "odbyła się". */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: "potwierdzona",
  cancelled: "odwołana",
  attended: "odbyła się",
  no_show: "nieobecność",
};

/** The outcome after a service's name, as in a calendar event's title: "Trening personalny — Łucja (odbyto)". */
export const OUTCOME_AFTER_SERVICE_NAME: Partial<Record<BookingStatus, string>> = {
  attended: "odbyto",
  no_show: "nieobecność",
  cancelled: "odwołano",
};
