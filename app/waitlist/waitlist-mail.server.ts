// The mail to someone waiting, rendered when it is sent: the day's free times
// as they are then (none left: skipped), with the link to /rezerwacja for
// that day and service and to the client's own page. Someone whose phone
// takes push by then is told there instead (waitlist-push.server.ts).
import { env } from "~/env.server";
import { renderBlocks, withClientPageLink, type MailAddresses, type Template, type Templates } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { waitingReach } from "./waitlist-channel.server";
import { waitlistConfirmationMail } from "./waitlist-confirm-mail.server";
import { freedTimes } from "./waitlist-freed.server";
import { waitlistBookingUrl } from "./waitlist-links";
import { waitlistPush } from "./waitlist-push.server";
import { timeFreedLines, timeFreedSubject } from "./waitlist.messages";

/** `site`: the content as it is at send time (the services and the booking rules). */
export function waitlistTemplates({ addresses = env, site }: { addresses?: MailAddresses; site: () => SiteContent }): Templates {
  const email: Template = async (row, context) => {
    const freed = await freedTimes(row, context, site());
    if (!freed || "skip" in freed) return freed;
    const { entry, service, times } = freed;
    // Never both: a client whose phone takes push is told there.
    if ((await waitingReach(context.db, entry.email)).channel === "push") return { handOver: "push", reason: "the client's phone takes push" };
    const lines = timeFreedLines({ day: entry.day, service: service.name, times });
    const subject = timeFreedSubject(entry.day);
    const blocks = [{ p: lines.intro }, { p: lines.book, link: waitlistBookingUrl(addresses.SITE_URL, service.slug, entry.day) }, { note: lines.why }];
    return { message: { from: addresses.MAIL_FROM, to: entry.email, subject, ...renderBlocks(subject, withClientPageLink(blocks, addresses.SITE_URL)) } };
  };
  return { waitlist_time_freed: { email, push: waitlistPush(site) as Template }, waitlist_confirm: { email: waitlistConfirmationMail(addresses, site) } };
}
