// The entry of app/payments/ for other folders' server code.
export { paidFromPackage } from "./from-package.server";
export { prepaidBookings, type PrepaidBookings } from "./prepaid-bookings.server";
export { paymentChange, type LedgerWrite, type PaymentRequest } from "./payment-change";
export { applyPayment } from "./apply-payment.server";
export { paymentRequestOf } from "./payment-form";
export { AMOUNT_PROBLEM, PAYMENT_TOASTS, type PaymentOutcome } from "./payments.messages";
export { monthPayments } from "./month-summary.server";
export { yearCharts } from "./year-charts.server";
export { MONTH_QUERY, monthAsked, monthBounds } from "./payment-month";
export { paymentsPage, type UnpaidRow } from "./payments-page.server";
export { csvFileName, CSV_HEADER, entryKindWord, methodWord } from "./payments.messages";
export { monthEntries } from "./month-entries.server";
export { linesOf } from "./unpaid-people";
