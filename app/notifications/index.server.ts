// The entry of app/notifications/ for other folders' server code.
export { createMailTransport, emailChannel } from "./channels/email.server";
export { type Logger, type NotificationWorker, startNotificationWorker } from "./notification-worker.server";
export { notify } from "./notify.server";
export { requeueOutboxRow } from "./outbox.server";
