import type { OutboxKind, OutboxStatus } from "~/db/database.server";

/** Where an enquiry's e-mails are, taken together: a failure outweighs a queued mail, which outweighs a sent one. */
export type DeliveryState = "failed" | "queued" | "sent" | "none";

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  failed: "nie wysłano",
  queued: "w kolejce",
  sent: "wysłano",
  none: "brak e-maili",
};

export const MAIL_KIND_LABELS: Record<OutboxKind, string> = {
  notify_trainer: "Powiadomienie do Ciebie",
  acknowledge_visitor: "Potwierdzenie dla klienta",
};

export const MAIL_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "w kolejce",
  sending: "wysyłanie",
  sent: "wysłano",
  failed: "nie wysłano",
};
