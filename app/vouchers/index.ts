// The entry of app/vouchers/ for other folders: what they may use of it that the browser may load too.
export { normalizeVoucherCode } from "./voucher-code";
export { VoucherChoices } from "./voucher-choices";
export type { VoucherOnSale } from "./voucher-offers";
export { VoucherOrderForm } from "./voucher-order-form";
export type { VoucherValues } from "./voucher-request";
export { amountVoucherUse, ONLINE_STEP, VOUCHER_FORM, VOUCHER_PAGE } from "./vouchers.messages";
export { VoucherPanel } from "./voucher-panel";
export { PAID_TOASTS, VOUCHERS_LEAD, VOUCHERS_TITLE } from "./voucher-panel.messages";
export { VOUCHERS_IN_MONTH, voucherMonthLines } from "./voucher-panel.messages";
export { VoucherSaleForm, type VoucherSaleProblem } from "./voucher-sale-form";
export { soldToast } from "./voucher-panel.messages";
