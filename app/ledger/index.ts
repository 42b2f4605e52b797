// The entry of app/ledger/ for other folders: the arithmetic, which the browser may load too.
export { balanceOf, netPaid, standingPayment, totalsWithin, type EntryFacts, type EntryKind, type SalePayment } from "./ledger";
