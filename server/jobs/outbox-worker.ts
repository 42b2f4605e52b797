// The outbox's worker as the server runs it: the channels this instance
// delivers and every capability's templates, handed to app/notifications.
// Adding a channel is one module in app/notifications/channels/ and one entry
// in `channels` here; a capability's new message is one entry in `templates`.
import type { Kysely } from "kysely";
import { bookingTemplates } from "~/bookings/index.server";
import type { Database } from "~/db/database.server";
import { enquiryTemplates } from "~/enquiries/index.server";
import type { Channel, Templates } from "~/notifications";
import { emailChannel } from "~/notifications/index.server";
import type { MailAddresses } from "~/notifications";
import { startNotificationWorker, type Logger, type NotificationWorker } from "~/notifications/index.server";
import { packageTemplates } from "~/packages/index.server";
import { mailGroupOf } from "~/series/index.server";
import { maskPersonalData } from "../mask-personal-data";

export type { Logger };

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  /** The SMTP transport the e-mail channel sends through (createMailTransport). */
  transport: Parameters<typeof emailChannel>[0];
  /** Channels besides e-mail (a test's). */
  moreChannels?: readonly Channel[];
  /** Templates besides the capabilities' (a test channel's). */
  moreTemplates?: Templates;
  /** How long to wait after the outbox is empty before looking again. */
  pollMs: number;
  log?: Logger;
  /** The name of an offer item for its slug; null shows the slug itself. */
  serviceName?: (slug: string) => string | null;
  /** From/To; the environment when omitted. */
  addresses?: MailAddresses;
  /** The current time; tests move it forward instead of waiting. */
  clock?: () => Date;
};

export type OutboxWorker = NotificationWorker;

/** Every capability's templates, by kind and channel. */
export function messageTemplates(addresses: MailAddresses | undefined, serviceName: (slug: string) => string | null): Templates {
  return {
    ...enquiryTemplates({ addresses, serviceName }),
    ...bookingTemplates({ addresses, groupOf: mailGroupOf }),
    ...packageTemplates(addresses),
  };
}

/** Delivers outbox rows as they become due, until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { transport, moreChannels = [], moreTemplates = {}, serviceName = () => null, addresses, ...rest } = options;
  const templates = messageTemplates(addresses, serviceName);
  for (const [kind, byChannel] of Object.entries(moreTemplates)) {
    templates[kind as keyof Templates] = { ...templates[kind as keyof Templates], ...byChannel };
  }
  return startNotificationWorker({ ...rest, channels: [emailChannel(transport), ...moreChannels], templates, mask: maskPersonalData });
}
