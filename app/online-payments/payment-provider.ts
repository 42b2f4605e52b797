// What the site asks of a payment provider, whoever it is: a payment for an
// order, a notification read and proven genuine, the payment confirmed, and
// its state read again when a notification never came.
import type { PaymentProviderName } from "~/db/online-payment-tables";

/** A payment to register: the person pays it on the provider's page. */
export type NewPayment = {
  /** The site's id of the attempt; the provider's notifications name it. */
  sessionId: string;
  /** In grosze. */
  amount: number;
  currency: "PLN";
  description: string;
  email: string;
  /** Where the person comes back to after paying (or not). */
  returnUrl: string;
  /** Where the provider tells the server. */
  notifyUrl: string;
  /** How long the person has to pay, and until when (the attempt's own limit, the same on a retry). */
  minutes: number;
  expiresAt: Date;
};

/** A payment the provider says was made: what it names and what it says arrived. */
export type PaidNotice = { sessionId: string; providerOrderId: string; amount: number; currency: string };

/** A notification read: a payment made, an attempt ended without one, a refund's outcome (by its key), or news the site does not act on. */
export type ProviderNotice =
  | ({ kind: "paid" } & PaidNotice)
  | { kind: "ended"; sessionId: string; state: "failed" | "expired" }
  | { kind: "refund"; key: string; done: boolean }
  | { kind: "other" };

/** A refund to ask of the provider: its own key (a UUID), the amount in grosze, what for, and where its outcome is told. */
export type NewRefund = { key: string; amount: number; description: string; notifyUrl: string };

/** The provider's answer to a refund: taken (its outcome may follow by notification), or refused with its reason. */
export type RefundAnswer = { kind: "asked" } | { kind: "refused"; reason: string };

/** What the provider knows of an attempt now. */
export type ProviderState = { kind: "unpaid" } | { kind: "expired" } | ({ kind: "paid"; confirmed: boolean } & PaidNotice) | { kind: "refunded" };

/** An attempt as the site keeps it: its id, and the provider's once it gave one. */
export type Attempt = { sessionId: string; providerOrderId: string | null };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The shortest time to pay the provider allows. */
  readonly minutesAtLeast: number;
  /** Registers the payment; the address of the provider's page where the person pays, and the provider's id when it gives one. */
  create(payment: NewPayment): Promise<{ paymentUrl: string; providerOrderId: string | null }>;
  /** A notification read and its signature checked: null when it is not the provider's. */
  notice(body: string, headers: Headers): Promise<ProviderNotice | null>;
  /** Tells the provider the site takes the payment (Przelewy24's verify); false when it refuses. */
  confirm(notice: PaidNotice): Promise<boolean>;
  /** The attempt's state at the provider, for a notification that never came. */
  read(attempt: Attempt): Promise<ProviderState>;
  /** Asks for a refund of a paid attempt; throws when the provider cannot be reached (ask again, under the same key). */
  refund(attempt: Attempt & { amount: number }, refund: NewRefund): Promise<RefundAnswer>;
}
