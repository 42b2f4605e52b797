// The entry of app/agenda/ for other folders: what they may use of it that the browser may load too.
export { AgendaItem } from "./agenda-entry";
export { BlockTimeSection } from "./block-time-form";
export { AgendaDaySection, DayJump, EarlierDays, ToMarkSection, WeekNavigation } from "./agenda-week";
export { RemindTomorrow } from "./remind-links";
export { bookingStateLabel, CardBookingItem } from "./card-booking-item";
export { TrainerBookingForm } from "./trainer-booking-form";
export { RepeatBookingForm } from "./repeat-booking-form";
export { REPEAT_REFUSALS } from "./repeat-booking.messages";
export { NEW_BOOKING_QUERY, pastSessionHref, repeatBookingHref } from "./new-booking-query";
export { PastSessionForm } from "./past-session-form";
export { NewClientFields } from "./new-booking-client";
export { NEW_CLIENT_DRAFT } from "./agenda-drafts.messages";
export { newClientSchema } from "./trainer-booking-request";
export { isTrainerBookingField } from "./trainer-booking-request";
export { DayOffForm, ExceptionList, WeekHoursForm } from "./working-hours-forms";
export { weekdayProblem, workingHoursToast } from "./working-hours.messages";
export { ViewSwitch, WeekGridView } from "./agenda-grid-view";
export { AGENDA_QUERY, VIEW_IN_QUERY, type AgendaView } from "./agenda-query";
