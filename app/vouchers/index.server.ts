// The entry of app/vouchers/ for other folders' server code.
export { voucherContract } from "./voucher-contract.server";
export { handleVoucherOrder } from "./voucher-order.server";
export { markVoucherPaid, orderVoucher, payVoucherOnline } from "./voucher-store.server";
export { vouchersOnSale } from "./voucher-offers";
export { voucherTemplates } from "./voucher-templates.server";
export { panelVouchers, type PanelVoucher } from "./voucher-panel.server";
export { voucherSeam } from "./voucher-seam.server";
export { voucherMonth } from "./voucher-month.server";
export { sellVoucher, VOUCHER_SALE_FIELDS } from "./voucher-sale.server";
export { printableVoucher } from "./voucher-print.server";
export { ORDERED_QUERY, returnedPayment, voucherPaymentUrl } from "./voucher-online-payment.server";
export { changeVoucherByForm, VOUCHER_CHANGE_FIELDS, VOUCHER_CHANGE_INTENTS } from "./voucher-change-form.server";
