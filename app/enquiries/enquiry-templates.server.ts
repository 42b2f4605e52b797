// The enquiry's messages as the outbox renders them at send time: the
// trainer's copy and the visitor's acknowledgement, from the enquiry as it is.
import type { OutboxRow } from "~/db/database.server";
import type { Template, Templates } from "~/notifications";
import type { RenderContext } from "~/notifications";
import type { MailAddresses } from "~/notifications";
import { composeAcknowledgementMail, composeTrainerMail } from "./enquiry-mail.server";

export type EnquiryTemplateOptions = {
  /** From/To; the environment when omitted. */
  addresses?: MailAddresses;
  /** The name of an offer item for its slug; null shows the slug itself. */
  serviceName: (slug: string) => string | null;
};

const enquiryOf = (row: OutboxRow, { db }: RenderContext) => db.selectFrom("enquiries").selectAll().where("id", "=", row.enquiry_id).executeTakeFirst();

export function enquiryTemplates({ addresses, serviceName }: EnquiryTemplateOptions): Templates {
  const notifyTrainer: Template = async (row, context) => {
    const enquiry = await enquiryOf(row, context);
    if (!enquiry) return null;
    const service = enquiry.service === null ? null : (serviceName(enquiry.service) ?? enquiry.service);
    return { message: composeTrainerMail(enquiry, service, addresses) };
  };
  const acknowledge: Template = async (row, context) => {
    const enquiry = await enquiryOf(row, context);
    return enquiry ? { message: composeAcknowledgementMail(enquiry, addresses) } : null;
  };
  return { notify_trainer: { email: notifyTrainer }, acknowledge_visitor: { email: acknowledge } };
}
