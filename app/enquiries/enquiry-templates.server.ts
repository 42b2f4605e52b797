// The enquiry's messages as the outbox renders them at send time: the
// trainer's copy and the visitor's acknowledgement, from the enquiry as it is.
import type { OutboxRow } from "~/db/database.server";
import type { Template, Templates } from "~/notifications";
import type { RenderContext } from "~/notifications";
import type { MailAddresses } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { composeAcknowledgementMail, composeTrainerMail } from "./enquiry-mail.server";
import { serviceName } from "./service-options";

export type EnquiryTemplateOptions = {
  /** From/To; the environment when omitted. */
  addresses?: MailAddresses;
  /** The site's content as it is at send time (the offer's names, the trainer's address and signature). */
  site: () => SiteContent;
};

const enquiryOf = (row: OutboxRow, { db }: RenderContext) => db.selectFrom("enquiries").selectAll().where("id", "=", row.enquiry_id).executeTakeFirst();

export function enquiryTemplates({ addresses, site }: EnquiryTemplateOptions): Templates {
  const notifyTrainer: Template = async (row, context) => {
    const enquiry = await enquiryOf(row, context);
    if (!enquiry) return null;
    const content = site();
    const service = enquiry.service === null ? null : (serviceName(content.offer, enquiry.service) ?? enquiry.service);
    return { message: composeTrainerMail(enquiry, service, content, addresses) };
  };
  const acknowledge: Template = async (row, context) => {
    const enquiry = await enquiryOf(row, context);
    return enquiry ? { message: composeAcknowledgementMail(enquiry, site(), addresses) } : null;
  };
  return { notify_trainer: { email: notifyTrainer }, acknowledge_visitor: { email: acknowledge } };
}
