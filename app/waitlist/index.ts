// The entry of app/waitlist/ for other folders: what they may use of it that the browser may load too.
export { type FullDay, FullDays } from "./full-days";
export { WaitlistForm, type WaitlistFormProps } from "./waitlist-form";
export { waitlistJoined } from "./waitlist.messages";
export { SEAT_WAITLIST, seatWaitlistJoined } from "./waitlist-seat-form.messages";
export { CONFIRM_PAGE, confirmedAnswer, confirmQuestion } from "./waitlist-confirm.messages";
