// The mail to someone waiting, rendered when it is sent: the day's free times
// as they are then (none left: skipped), with the link to /rezerwacja for
// that day and service and to the client's own page; for a group session's
// seat, its free seats and the link to the session's page. Someone whose phone
// takes push by then is told there instead (waitlist-push.server.ts).
import { env } from "~/env.server";
import { renderBlocks, withClientPageLink, type MailAddresses, type Template, type Templates } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { waitingReach } from "./waitlist-channel.server";
import { waitlistConfirmationMail } from "./waitlist-confirm-mail.server";
import { freedTimes } from "./waitlist-freed.server";
import { groupSessionPath, waitlistBookingUrl } from "./waitlist-links";
import { seatFreedLines, seatFreedSubject } from "./waitlist-seat.messages";
import { waitlistPush } from "./waitlist-push.server";
import { timeFreedLines, timeFreedSubject } from "./waitlist.messages";

/** `site`: the content as it is at send time (the services and the booking rules). */
export function waitlistTemplates({ addresses = env, site }: { addresses?: MailAddresses; site: () => SiteContent }): Templates {
  const email: Template = async (row, context) => {
    const freed = await freedTimes(row, context, site());
    if (!freed || "skip" in freed) return freed;
    // Never both: a client whose phone takes push is told there.
    if ((await waitingReach(context.db, freed.entry.email)).channel === "push") return { handOver: "push", reason: "the client's phone takes push" };
    const { entry } = freed;
    const lines =
      "session" in freed
        ? seatFreedLines({ ...freed.session, free: freed.free })
        : timeFreedLines({ day: entry.day, service: freed.service.name, times: freed.times });
    const subject = "session" in freed ? seatFreedSubject(freed.session.title) : timeFreedSubject(entry.day);
    const link =
      "session" in freed ? `${addresses.SITE_URL}${groupSessionPath(freed.session.id)}` : waitlistBookingUrl(addresses.SITE_URL, freed.service.slug, entry.day);
    const blocks = [{ p: lines.intro }, { p: lines.book, link }, { note: lines.why }];
    return { message: { from: addresses.MAIL_FROM, to: entry.email, subject, ...renderBlocks(subject, withClientPageLink(blocks, addresses.SITE_URL)) } };
  };
  return { waitlist_time_freed: { email, push: waitlistPush(site) as Template }, waitlist_confirm: { email: waitlistConfirmationMail(addresses, site) } };
}
