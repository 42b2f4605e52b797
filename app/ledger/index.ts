// The entry of app/ledger/ for other folders: the arithmetic, which the browser may load too.
export { balanceOf, netPaid, signedAmount, standingPayment, type EntryFacts, type EntryKind, type SalePayment } from "./ledger";
