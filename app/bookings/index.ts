// The entry of app/bookings/ for other folders: what they may use of it that the browser may load too.
export {
  type BookingChange,
  changeDeadline,
  type ChangeOptions,
  type ChangeOutcome,
  type ChangeRefusal,
  cutoffHoursOf,
  MAX_CLIENT_MOVES,
  versionFromForm,
} from "./booking-change-rules";
export { BOOKING_LIMITS } from "./booking-limits";
export {
  BOOKING_FORM_ERRORS,
  emailBlocked,
  pricePerPerson,
  tooManyBookings,
  tooManyFutureBookings,
  VOUCHER_CODE_FIELD,
  VOUCHER_NOT_SHOWN,
  VOUCHER_REMOVED,
} from "./bookings.messages";
export { ContractSummary, type ContractInfo } from "./contract-summary";
export { SENDING, SUBMIT, SUBMIT_PAID_BY_VOUCHER } from "./contract.messages";
export { VoucherCodeField, withVoucher } from "./voucher-code-field";
export { ReviewConsentBox } from "./review-consent-box";
export { CLIENT_PAGE_PATH, clientPageUrl, manageBookingUrl } from "./booking-links";
export { BookingMoveStep } from "./booking-move-step";
export { CancelWithQuestion } from "./cancel-with-question";
export { DayStep, ServiceStep, type TimeChoice, useFocusOnChange } from "./booking-picker";
export { PackageOrderBox } from "./package-order-box";
export { PaymentHoldNotice } from "./payment-hold-notice";
export { HELD_STATUS, paymentUnavailable } from "./booking-payment.messages";
export { PersonFields } from "./person-fields";
export { likelyService } from "./likely-service";
export { seatMinimum } from "./seat-minimum.messages";
export { placeDescription, priceLabel } from "./booking-places";
export {
  bookingStatusText,
  cancelButton,
  cancelFollowingButton,
  cancelFollowingQuestion,
  cancelQuestion,
  changeRefusalMessage,
  changeUntilText,
  IN_PACKAGE_PRICE,
  INVALID_CHANGE,
  MANAGE_NOTICES,
  MANAGE_PAGE_HEAD,
  pageHeading,
  type SessionStage,
  stageText,
  tooLateOnline,
  tooManyChanges,
} from "./manage-booking.messages";
export { VOUCHER_PRICE } from "./contract-mail.messages";
export { VOUCHER_INTENT, type AppliedVoucher, type VoucherPaid, type VoucherSeam, type VoucherTarget, type VoucherUse } from "./voucher-seam";
