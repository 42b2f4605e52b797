// The groups capability's server entry: sessions with seats (issue 61).
export { bookable, bookSeats, freeSeatNumbers, type SeatOutcome, type SeatRequest } from "./group-seats.server";
export { cancelGroupSession, type GroupCancelOutcome, type GroupPlan, openGroupSessions, type OpenedDate } from "./group-sessions.server";
export { lockGroupSession } from "./group-locks.server";
export { askBelowMinimum, holdGroupSession, type HoldOutcome, seatsTaken } from "./group-minimum.server";
export { groupTemplates } from "./group-minimum-mail.server";
export { joinWeeklyGroup, type JoinedDate, type WeeklyGroup, weeklyGroupsFor } from "./weekly-groups.server";
export { openGroupOnce } from "./group-openings.server";
export { handleNewGroup, type NewGroupAnswer } from "./new-group.server";
export { comingGroups, groupsBetween, groupSessionWithBookings, type GroupSummary } from "./group-views.server";
export { addParticipant, type AddParticipantAnswer, type Participant } from "./add-participant.server";
export { cancelGroupFromForm } from "./cancel-group.server";
export { holdGroupFromForm } from "./hold-group.server";
export { COMING_WEEKS, type ComingSession, comingSessions, groupSessionWithSeats, nextWithSeats } from "./coming-sessions.server";
export { handleSeatBooking, type SeatBookingOutcome, type SeatFailure } from "./seat-action.server";
export { byTitle, sessionCard } from "./session-cards.server";
export { seatContract } from "./seat-contract.server";
export { GROUP_LINK_ON_BOOKING } from "./groups-public.messages";
