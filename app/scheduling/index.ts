// The entry of app/scheduling/ for other folders: what they may use of it that the browser may load too.
export { type Calendar, dayRule, freeSlotsByDay, freeSlotsOn, hoursOn, type NamedOccupied, type Slot } from "./availability";
export { noticeBelowCutoffWarning, RULE_CONFLICT_LABELS, ruleConflicts } from "./booking-rules";
export { holidayOn } from "./polish-holidays";
export { slotRefusalMessage } from "./slot-check";
export {
  formatClock,
  formatDate,
  formatDateRange,
  formatDay,
  formatSession,
  formatTimeRange,
  minutesOf,
  parseDate,
  warsawBoundary,
  warsawDate,
  warsawInstant,
} from "./warsaw-time";
