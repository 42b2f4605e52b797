// The entry of app/agenda/ for other folders' server code.
export { type AgendaEntry, agendaWeek } from "./agenda-week.server";
export { agendaAction, bookingActedOn } from "./agenda.server";
export { tryBlock } from "./actions/block.server";
export { CARD_BOOKING_INTENTS, cardBookings } from "./card-bookings.server";
export { newBookingPage } from "./new-booking-page.server";
export { handlePastSession, isPastSessionField, pastSessionPage } from "./past-session.server";
export { handleRepeatBooking, repeatBookingPage } from "./repeat-booking.server";
export { handleTrainerBooking } from "./trainer-booking.server";
export { namedOccupied } from "./named-occupied.server";
export { addDayOff, removeException, saveWeekHours, workingHoursView } from "./working-hours.server";
export { cancelAllClosedOver, closedOverView } from "./closed-over.server";
export { type TomorrowReminders, tomorrowReminders } from "./remind-tomorrow.server";
export { groupParticipants, type GroupParticipant } from "./group-participants.server";
export { clientOf } from "./trainer-booking-fields.server";
