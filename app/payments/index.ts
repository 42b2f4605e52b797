// The entry of app/payments/ for other folders: what they may use of it that the browser may load too.
export { PaymentButtons } from "./payment-buttons";
export { PayAllForm } from "./pay-all-form";
export { BOOKING_PAYMENT_INTENTS, PAYMENT_FIELDS } from "./payment-form";
export { bookingPayment, isPaymentMethod, packagePayment, PAYMENT_METHODS, type MoneyMethod, type PaymentMethod, type PaymentState } from "./payment-state";
export { METHOD_LABELS, methodWord, paidHow, paymentText, SALE_PAYMENT_CHOICES } from "./payments.messages";
export {
  CSV_LINK,
  NEXT_MONTH,
  NOTHING_UNPAID,
  PAID_IN_MONTH,
  PAYMENTS_TITLE,
  PREVIOUS_MONTH,
  SUMMARY_HEADING,
  TOTAL,
  UNPAID_HEADING,
  PAY_ALL,
  payAllToast,
} from "./payments.messages";
export { BACK_TO_PAYMENTS, YEAR_LEAD, YEAR_LINK, YEAR_TITLE } from "./year.messages";
