// The entry of app/packages/ for other folders: what they may use of it that the browser may load too.
export { ClientPackages } from "./client-packages";
export { PACKAGE_FIELDS, PACKAGE_INTENTS, PACKAGE_PAYMENT_INTENTS } from "./package-forms";
export { PackageNotices } from "./package-notices";
export { historyAuthor } from "./packages.messages";
export { servicesOfItem } from "./package-services";
