// The entry of app/vouchers/ for other folders: what they may use of it that the browser may load too.
export { normalizeVoucherCode } from "./voucher-code";
export type { VoucherOnSale } from "./voucher-offers";
export { VOUCHER_PAGE } from "./vouchers.messages";
