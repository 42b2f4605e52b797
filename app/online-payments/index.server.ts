// The entry of app/online-payments/ for other folders' server code.
export { configuredProvider, paymentPageOrigin, providerNamed } from "./configured-provider.server";
export { payOrderOnline, type OrderPayment } from "./pay-order-online.server";
export { handlePaymentNotification } from "./payment-notification.server";
export { reconcilePayments } from "./reconcile-payments.server";
export { onlinePaymentOf, openPaymentUrl, paymentOfSession, type OnlineRecord } from "./online-payment-store.server";
export type { PaymentProvider } from "./payment-provider";
export type { BookingPayer, PackagePayer, PaidSales, VoucherPayer } from "./settle-payment.server";
export { askDueRefunds, askRefundsNow, oweRefund, refundStateOf, withdrawDueRefunds, type RefundOutcome } from "./online-refunds.server";
export { onlinePaymentTemplates } from "./refused-refund-mail.server";
