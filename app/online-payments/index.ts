// The entry of app/online-payments/ for other folders' code that runs anywhere.
export { onlineRecord, PROVIDER_NAMES } from "./online-payments.messages";
