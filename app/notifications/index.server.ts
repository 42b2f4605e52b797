// The entry of app/notifications/ for other folders' server code.
export { createMailTransport, emailChannel } from "./channels/email.server";
export { cardOfEmail, clientChannel, type ClientChannel } from "./client-channel.server";
export { type Logger, type NotificationWorker, startNotificationWorker } from "./notification-worker.server";
export { notify } from "./notify.server";
export { gatheredItems, notifyGathered } from "./notify-gathered.server";
export { requeueOutboxRow } from "./outbox.server";
export { vapidKeys } from "./channels/push-keys.server";
export {
  type ClientDevice,
  clientDevices,
  listPushSubscriptions,
  removeClientDevices,
  saveClientDevice,
  removePushSubscription,
  savePushSubscription,
  updatePushSubscription,
  type PushSubscriptionRow,
} from "./channels/push-subscriptions.server";
export { pushChannel, sendPush, type PushMessage, type PushSettings } from "./channels/push.server";
export { pushTemplates } from "./channels/push-templates.server";
export { deviceFromForm, endpointFromForm, PUSH_FORM_FIELDS, pushPageAction } from "./channels/push-page-action.server";
export { pushSettings } from "./channels/push-settings.server";
