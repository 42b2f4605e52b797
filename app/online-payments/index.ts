// The entry of app/online-payments/ for other folders' code that runs anywhere.
export { PROVIDER_NAMES } from "./online-payments.messages";
