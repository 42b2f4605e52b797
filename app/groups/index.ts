// The groups capability's entry for what the browser may load too (issue 61): the public pages' pieces, the client's weekly groups, the trainer's pages' pieces and their forms' fields.
export { joinedDateLine, joinedSummary, joinPreviewLine, WEEKLY_GROUPS } from "./weekly-groups.messages";
export { WeeklyGroupsSection } from "./weekly-groups-section";
export { GroupSessionList } from "./group-list";
export { NewGroupForm } from "./new-group-fields";
export { CancelGroupForm, GroupParticipants, GroupSessionFacts, type ParticipantLine, ParticipantExtras } from "./group-session-view";
export { GROUP_SESSION_FIELDS, NEW_GROUP_FIELDS } from "./new-group-form";
export { GROUP_CANCEL_REFUSALS, GROUP_CANCELLED, groupNamesText, participantName, seatsTakenText } from "./groups-admin.messages";
export { GroupHoldForm } from "./group-hold-form";
export { type EventContext, groupSessionEvents } from "./group-events";
export { PublicSessionList, SessionFacts } from "./group-session-list";
export { ALL_SESSIONS, BOOK_INDIVIDUAL, GROUP_SESSIONS_PAGE, NO_SESSIONS, SEAT_FORM, SESSION_CLOSED, SESSION_NOT_FOUND } from "./groups-public.messages";
export { SeatBookingForm } from "./seat-booking-form";
export { CompanionFields } from "./companion-fields";
export type { PublicSessionFacts, SessionCard } from "./session-card";
export type { SeatValues } from "./seat-request";
