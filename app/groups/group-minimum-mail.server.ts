// The trainer's question about a session below its minimum, rendered when it
// is sent from the session as it is then: decided meanwhile (held, cancelled,
// begun) or the minimum reached since, and it is skipped.
import type { OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { trainerMail, type MailAddresses, type RenderContext, type Template, type Templates } from "~/notifications";
import type { PushMessage } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { panelGroupSessionPath } from "./group-links";
import { BELOW_MINIMUM_LINK, belowMinimumLines, belowMinimumPush, belowMinimumSubject, type BelowMinimum } from "./group-minimum.messages";
import { seatsTaken } from "./group-minimum.server";

async function stillBelow(row: OutboxRow, { db, now }: RenderContext): Promise<(BelowMinimum & { id: number }) | { skip: string }> {
  const { groupSessionId } = JSON.parse(row.data ?? "{}") as { groupSessionId?: number };
  const session = await db
    .selectFrom("group_sessions")
    .selectAll()
    .where("id", "=", groupSessionId ?? -1)
    .executeTakeFirst();
  if (!session || session.status !== "open" || session.held_at !== null || session.min_seats === null || Date.parse(session.starts_at) <= now.getTime())
    return { skip: "the session is decided, cancelled or begun" };
  const taken = await seatsTaken(db, session.id);
  if (taken >= session.min_seats) return { skip: "the minimum is reached" };
  return { id: session.id, title: session.title, startsAt: session.starts_at, taken, minSeats: session.min_seats };
}

/** `site`: the content at send time (the address the trainer publishes). */
export function groupTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  const push: Template<PushMessage> = async (row, context) => {
    const facts = await stillBelow(row, context);
    return "skip" in facts ? facts : { message: { topic: "booking", ...belowMinimumPush(facts), url: panelGroupSessionPath(facts.id) } };
  };
  return {
    group_below_minimum: {
      async email(row, context) {
        const facts = await stillBelow(row, context);
        if ("skip" in facts) return facts;
        const subject = belowMinimumSubject(facts);
        const blocks = [...belowMinimumLines(facts).map((p) => ({ p })), { p: BELOW_MINIMUM_LINK, link: `${to.SITE_URL}${panelGroupSessionPath(facts.id)}` }];
        return { message: trainerMail(to, site().business.email, subject, blocks) };
      },
      push: push as Template,
    },
  };
}
