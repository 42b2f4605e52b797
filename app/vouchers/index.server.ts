// The entry of app/vouchers/ for other folders' server code.
export { markVoucherPaid, orderVoucher } from "./voucher-store.server";
export { vouchersOnSale } from "./voucher-offers";
