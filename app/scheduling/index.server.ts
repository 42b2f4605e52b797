// The entry of app/scheduling/ for other folders' server code.
export { calendarFrom, futureBookingsOf } from "./calendar-queries.server";
export { claimSlot, freeAndFullDays, freeTimes, nearestSlots, type SlotClaim } from "./free-times.server";
export { afterBookingPublish, bookingsOutsideRules } from "./outside-rules.server";
export { trainerFreeSlots, trainerRules } from "./trainer-times.server";
