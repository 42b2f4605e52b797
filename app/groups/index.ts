// The groups capability's browser entry: the public pages' pieces (issue 61).
export { type EventContext, groupSessionEvents } from "./group-events";
export { GroupSessionList, SessionFacts } from "./group-session-list";
export { ALL_SESSIONS, BOOK_INDIVIDUAL, GROUP_SESSIONS_PAGE, NO_SESSIONS, SEAT_FORM, SESSION_CLOSED, SESSION_NOT_FOUND } from "./groups-public.messages";
export { SeatBookingForm } from "./seat-booking-form";
export type { GroupSessionFacts, SessionCard } from "./session-card";
export type { SeatValues } from "./seat-request";
