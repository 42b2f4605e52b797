// The entry of app/online-payments/ for other folders' code that runs anywhere.
export { onlineRecord, PROVIDER_NAMES, refundAskedForClient, refundForTrainer } from "./online-payments.messages";
