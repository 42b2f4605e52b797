// The trainer's mail of a refused refund, rendered at send time from the
// facts recorded with it (refused-refund.server.ts); registered by
// server/jobs/outbox-worker.ts.
import type { OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { trainerMail, type MailAddresses, type Templates } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { refundRefusedLines, refundRefusedSubject, type RefusedRefundFacts } from "./online-payments.messages";

export function onlinePaymentTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  return {
    refund_refused_trainer: {
      email(row: OutboxRow) {
        const facts = JSON.parse(row.data ?? "{}") as RefusedRefundFacts;
        const subject = refundRefusedSubject(facts);
        const blocks = refundRefusedLines(facts).map((p) => ({ p }));
        return { message: trainerMail(to, site().business.email, subject, blocks) };
      },
    },
  };
}
