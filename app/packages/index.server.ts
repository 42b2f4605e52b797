// The entry of app/packages/ for other folders' server code.
export { packageAction, packagePaymentTap, saleOffers } from "./package-action.server";
export { type PackageSale, recordSale } from "./client-packages.server";
export { withdrawUnpaidOrder } from "./lapsed-order.server";
export { erasePackagesEndedBefore } from "./package-retention.server";
export { tellRunningOut } from "./package-running-out.server";
export { packageTemplates } from "./package-templates.server";
export { settlePackageUse } from "./package-use.server";
export {
  type CoveringLine,
  lineFor,
  openPackageNotices,
  packageLines,
  packagePays,
  type PackageLine,
  packagesOf,
  packageSummary,
} from "./package-views.server";
export { sessionPayment } from "./session-payment.server";
