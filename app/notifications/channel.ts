// What the outbox's worker knows of a channel and of a message's template.
// A channel delivers one rendered message (an e-mail, later a push or an
// SMS); a template turns an outbox row into that message at send time, from
// the row's subject as it is then, so a wording fix reaches pending messages.
import type { Kysely } from "kysely";
import type { Database, OutboxKind, OutboxRow } from "~/db/database.server";

/** Which message a delivery is: its outbox row (a channel with several devices records each one's outcome under it). */
export type DeliveryContext = { outboxId: number };

export type Channel<Message = unknown> = {
  /** The value of the outbox's `channel` column this channel delivers. */
  name: string;
  /** Resolves once delivered; throws to have the row tried again later (or failed past 24 hours). */
  deliver(message: Message, context: DeliveryContext): Promise<void>;
  /** Called once when the worker stops (a transport's connections). */
  close?(): void;
};

/** What a template may read when it renders. */
export type RenderContext = { db: Kysely<Database>; now: Date };

/**
 * The message to deliver; `{ skip }` when it no longer applies (its booking
 * was cancelled); `{ handOver }` when it goes by that other channel instead,
 * now (a client's reminder: by push once their phone is on, else by e-mail);
 * null when its subject is gone (erased) and nothing is due.
 * A template throws when no retry could help (an unusable address).
 */
export type Rendered<Message = unknown> = { message: Message } | { skip: string } | { handOver: string; reason: string } | null;

/** Thrown by a channel that cannot reach the recipient at all (every device gone): the row goes by `channel` instead, now. */
export class HandOver extends Error {
  constructor(
    readonly channel: string,
    reason: string,
  ) {
    super(reason);
  }
}

export type Template<Message = unknown> = (row: OutboxRow, context: RenderContext) => Promise<Rendered<Message>> | Rendered<Message>;

/** The templates of the kinds a capability sends, by kind, then by channel. */
export type Templates = Partial<Record<OutboxKind, Record<string, Template>>>;
