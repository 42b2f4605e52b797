// The entry of app/notifications/ for other folders: what they may use of it that the browser may load too.
export type { Channel, RenderContext, Template, Templates } from "./channel";
export { type Block, renderBlocks, withClientPageLink } from "./channels/email-blocks";
export { trainerMail } from "./channels/trainer-mail";
export {
  type EmailAttachment,
  type EmailMessage,
  escapeHtml,
  headerSafe,
  htmlDocument,
  htmlParagraphs,
  isPlainAddress,
  type MailAddresses,
} from "./channels/email-format";
export { MAIL_OFF_LOG, NO_NAME, REPLY_HINT } from "./email.messages";
export { DELIVERY_LABELS, type DeliveryState, MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "./notification.messages";
export { PUSH_TOPICS, parseTopics, type PushTopic } from "./channels/push-topics";
export { PUSH_TEXTS, PUSH_TOPIC_LABELS, type PushText } from "./channels/push.messages";
export { PUSH_PAGE, pushEnableProblem } from "./channels/push-page.messages";
export { noSupportChange, type PushSupport, pushSupportHere, type PushWorker, subscribeToPush, unsubscribeFromPush } from "./push-subscribe";
