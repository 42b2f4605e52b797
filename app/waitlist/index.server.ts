// The entry of app/waitlist/ for other folders' server code.
export { handleWaitlist, type SeatWaited, type WaitlistOutcome } from "./waitlist-action.server";
export { waitlistTemplates } from "./waitlist-mail.server";
export { eraseEndedWaitlist, eraseWaitlistOf, waitlistEntriesOf } from "./waitlist-store.server";
export { tellWaiting } from "./waitlist-tell.server";
export { confirmWaitlist, type WaitlistLinkState, waitlistLinkState } from "./waitlist-confirm.server";
