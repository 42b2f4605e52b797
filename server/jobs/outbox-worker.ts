// The outbox's worker as the server runs it: the channels this instance
// delivers and every capability's templates, handed to app/notifications.
// Adding a channel is one module in app/notifications/channels/ and one entry
// in `channels` here; a capability's new message is one entry in `templates`.
// Push goes out even when e-mail is off (no SMTP_URL): its rows only.
import type { Kysely } from "kysely";
import { backupTemplates } from "~/backup/index.server";
import { bookingTemplates } from "~/bookings/index.server";
import { clientAccountTemplates, programNewsTemplates } from "~/client-account/index.server";
import { importNoticeTemplates } from "~/imports/index.server";
import type { Database } from "~/db/database.server";
import { enquiryTemplates } from "~/enquiries/index.server";
import type { Channel, Templates } from "~/notifications";
import { emailChannel, pushChannel, pushSettings, pushTemplates, type PushSettings } from "~/notifications/index.server";
import type { MailAddresses } from "~/notifications";
import { startNotificationWorker, type Logger, type NotificationWorker } from "~/notifications/index.server";
import { groupTemplates } from "~/groups/index.server";
import { packageTemplates } from "~/packages/index.server";
import { reviewTemplates } from "~/reviews/index.server";
import { questionnaireTemplates } from "~/questionnaire/index.server";
import { mailGroupOf } from "~/series/index.server";
import type { SiteContent } from "~/site-content";
import { initialSiteContent } from "~/site-content/index.server";
import { waitlistTemplates } from "~/waitlist/index.server";
import { voucherTemplates } from "~/vouchers/index.server";
import { onlinePaymentTemplates } from "~/online-payments/index.server";
import { maskPersonalData } from "../mask-personal-data";

export type { Logger };

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  /** The SMTP transport the e-mail channel sends through (createMailTransport); null when mail is off. */
  transport: Parameters<typeof emailChannel>[0] | null;
  /** The push channel's keys, subject and guard; the environment's when omitted. */
  push?: PushSettings;
  /** Channels besides e-mail (a test's). */
  moreChannels?: readonly Channel[];
  /** Templates besides the capabilities' (a test channel's). */
  moreTemplates?: Templates;
  /** How long to wait after the outbox is empty before looking again. */
  pollMs: number;
  log?: Logger;
  /** The site's content as it is when a message is sent (the live content); the initial content when omitted. */
  site?: () => SiteContent;
  /** From/To; the environment when omitted. */
  addresses?: MailAddresses;
  /** The current time; tests move it forward instead of waiting. */
  clock?: () => Date;
};

export type OutboxWorker = NotificationWorker;

/** Every capability's templates, by kind and channel. */
export function messageTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  return {
    ...enquiryTemplates({ addresses, site }),
    ...bookingTemplates({ addresses, site, groupOf: mailGroupOf }),
    ...packageTemplates(addresses, site),
    ...waitlistTemplates({ addresses, site }),
    ...clientAccountTemplates(addresses, site),
    ...programNewsTemplates(addresses, site),
    ...backupTemplates(addresses, site),
    ...groupTemplates(addresses, site),
    ...reviewTemplates(addresses, site),
    ...questionnaireTemplates(addresses, site),
    ...voucherTemplates(addresses, site),
    ...onlinePaymentTemplates(addresses, site),
    ...importNoticeTemplates(addresses, site),
  };
}

/** Delivers outbox rows as they become due, until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { transport, push, moreChannels = [], moreTemplates = {}, site = initialSiteContent, addresses, ...rest } = options;
  const templates = messageTemplates(addresses, site);
  for (const [kind, byChannel] of [...Object.entries(pushTemplates), ...Object.entries(moreTemplates)]) {
    templates[kind as keyof Templates] = { ...templates[kind as keyof Templates], ...byChannel };
  }
  const channels = [
    ...(transport ? [emailChannel(transport)] : []),
    pushChannel(rest.db, push ?? pushSettings(() => site().business.email, rest.clock)),
    ...moreChannels,
  ];
  return startNotificationWorker({ ...rest, channels, templates, mask: maskPersonalData });
}
