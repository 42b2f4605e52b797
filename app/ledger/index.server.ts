// The entry of app/ledger/ for other folders' server code.
export {
  hasPayment,
  packagePaymentColumns,
  paymentOfColumns,
  recordEntry,
  salePayment,
  salePayments,
  voidPayments,
  voidRefunds,
  type NewEntry,
  type Sale,
  type SaleKind,
} from "./ledger-store.server";
export { recordVoucherUse, returnVoucherUses, voucherUses } from "./voucher-uses.server";
export { orderBalances, orderIdOfSale, orderSale, restateLine, setLineAmount, type OrderLine } from "./orders.server";
