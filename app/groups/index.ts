// The groups capability's browser entry: what pages show of sessions with seats (issue 61).
export { joinedDateLine, joinedSummary, WEEKLY_GROUPS } from "./weekly-groups.messages";
export { WeeklyGroupsSection } from "./weekly-groups-section";
