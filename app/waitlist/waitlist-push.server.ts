// The push to someone waiting whose phone takes it, rendered when it is sent
// from the day's free times then (none left: skipped); a tap opens the
// booking page for that day and service. When no phone of theirs takes push
// any more, it goes by e-mail instead.
import type { Template } from "~/notifications";
import type { PushMessage } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { waitingReach } from "./waitlist-channel.server";
import { freedTimes } from "./waitlist-freed.server";
import { groupSessionPath, waitlistBookingPath } from "./waitlist-links";
import { seatFreedPush } from "./waitlist-seat.messages";
import { timeFreedPush } from "./waitlist.messages";

export const waitlistPush =
  (site: () => SiteContent): Template<PushMessage> =>
  async (row, context) => {
    const freed = await freedTimes(row, context, site());
    if (!freed || "skip" in freed) return freed;
    const reach = await waitingReach(context.db, freed.entry.email);
    if (reach.channel === "email") return { handOver: "email", reason: "no phone of the client takes push" };
    if ("session" in freed) {
      const text = seatFreedPush({ ...freed.session, free: freed.free });
      return { message: { ...text, clientId: reach.clientId, url: groupSessionPath(freed.session.id) } };
    }
    const { entry, service, times } = freed;
    const text = timeFreedPush({ day: entry.day, service: service.name, times });
    return { message: { ...text, clientId: reach.clientId, url: waitlistBookingPath(service.slug, entry.day) } };
  };
