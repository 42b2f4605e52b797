// The groups capability's entry for what the browser may load too (issue 61): the client's weekly groups, the trainer's pages' pieces and the form's schema.
export { joinedDateLine, joinedSummary, WEEKLY_GROUPS } from "./weekly-groups.messages";
export { WeeklyGroupsSection } from "./weekly-groups-section";
export { GroupSessionList } from "./group-list";
export { NewGroupForm } from "./new-group-fields";
export { CancelGroupForm, GroupParticipants, GroupSessionFacts, type ParticipantLine, ParticipantExtras } from "./group-session-view";
export { GROUP_SESSION_FIELDS, NEW_GROUP_FIELDS } from "./new-group-form";
export { GROUP_CANCEL_REFUSALS, GROUP_CANCELLED, groupNamesText, participantName, seatsTakenText } from "./groups-admin.messages";
export { GroupHoldForm } from "./group-hold-form";
