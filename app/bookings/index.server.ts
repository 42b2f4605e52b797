// The entry of app/bookings/ for other folders' server code.
export { handleBooking } from "./booking-action.server";
export { voucherTake } from "./voucher-take.server";
export { appliedOf, shownValue } from "./booking-voucher-check.server";
export type { SeatBooker, SeatBookingAnswer, SeatBookingRequest } from "./seat-booker";
export { bookingRequestSchema } from "./booking-request";
export { contractInfo } from "./contract-info.server";
export {
  bookingEvent,
  type BookingForCalendar,
  calendarContentType,
  calendarFeed,
  type CalendarFeedOptions,
  calendarMethod,
  type FeedDetails,
  firstName,
} from "./booking-calendar-file.server";
export type { BookingMailKind } from "./booking-mail.server";
export { alternativeChoices, bookingChoices, bookingRulesText, noFreeDaysText, serviceChoices, type SessionTime } from "./booking-page.server";
export { bookingOrder } from "./booking-order.server";
export { howToPayOnPage } from "./booking-page-payment.server";
export { BOOKING_RATE_WINDOW_MINUTES, NETWORK_SWEEP_MINUTES, returnBookingAttempt, takeBookingAttempt } from "./booking-rate-limit.server";
export { blockTime, unblockTime } from "./calendar-blocks.server";
export { claimCells, SlotTaken } from "./booking-cells.server";
export {
  bookSession,
  changeBooking,
  changeWithin,
  findBooking,
  inChangeTransaction,
  insertBooking,
  isTakenError,
  type NewBooking,
  type TrainerBooking,
} from "./booking-store.server";
export { bookingTemplates } from "./booking-templates.server";
export { awaitingPayment, freedUnpaid, freeLapsedHolds, holdOnPage, settleHeldBooking, settleHeldPackage } from "./payment-hold.server";
export { onlinePartOf, payOrFree } from "./booking-online-payment.server";
export { refundToastOf } from "./online-refund-of-booking.server";
export { bookingToken } from "./booking-token.server";
export { lockBooking, retryingDeadlocks } from "./booking-locks.server";
export { notifyTwoHoursBefore } from "./booking-notifications.server";
export { REMINDERS } from "./reminder-kinds";
export { calendarUidHost } from "./calendar-uid-host.server";
export {
  bookingFromLink,
  type CancelFollowing,
  changeableOnline,
  manageBooking,
  movableOnline,
  moveBookingTo,
  moveChoices,
  serviceOfBooking,
  sessionStage,
} from "./manage-booking.server";
