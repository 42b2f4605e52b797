// What a weekly group's join says before its button (issue 79): each date
// and what the join does with it, how many seats it books, their total, and
// the same consumer-law facts and folds as a single seat's on /zajecia/:id,
// its order and price worded for all the weeks at once.
import type { Kysely } from "kysely";
import type { ContractInfo } from "~/bookings";
import { bookingRulesText } from "~/bookings/index.server";
import { isEmailBlocked } from "~/clients/index.server";
import type { Database } from "~/db/database.server";
import { typeset } from "~/lib/typeset";
import type { SiteContent } from "~/site-content";
import { groupSessionWithSeats } from "./coming-sessions.server";
import { seatContract } from "./seat-contract.server";
import { joinCandidates, type JoinedDate } from "./weekly-join-dates.server";
import { weeklyJoinOrdered, weeklyJoinTotal } from "./weekly-groups.messages";

type Content = Pick<SiteContent, "business" | "terms" | "booking" | "privacy">;

/** `blocked`: the client's address is one the trainer blocked, so the join would book nothing (joinWeeklyGroup). */
export type WeeklyJoinSummary = { title: string; dates: JoinedDate[]; seats: number; contract: ContractInfo | null; blocked: boolean };

/** The join's summary for the signed-in client, or null when the group has no session ahead. */
export async function weeklyJoinSummary(
  db: Kysely<Database>,
  join: { weeklyKey: string; clientId: number },
  content: Content,
  { siteUrl, now }: { siteUrl: string; now: Date },
): Promise<WeeklyJoinSummary | null> {
  const candidates = await joinCandidates(db, join, content.booking, now);
  const first = candidates[0];
  if (!first) return null;
  const client = await db.selectFrom("clients").select("email").where("id", "=", join.clientId).executeTakeFirst();
  if (client && (await isEmailBlocked(db, client.email, content.privacy.blockMonths, now))) {
    return { title: first.title, dates: candidates.map((candidate) => candidate.date), seats: 0, contract: null, blocked: true };
  }
  const booked = candidates.filter((candidate) => candidate.date.outcome === "booked");
  const session = await groupSessionWithSeats(db, (booked[0] ?? first).id, now);
  const single = session ? seatContract(content, session, { rules: bookingRulesText(content.booking, content.business), siteUrl }) : null;
  const total = booked.reduce((sum, candidate) => sum + candidate.price, 0);
  const contract = single && {
    ...single,
    facts: single.facts.map(([label, value], index): [string, string] => {
      if (index === 0) return [label, typeset(weeklyJoinOrdered({ title: first.title, place: first.place, seats: booked.length }))];
      if (index === 1) return [label, typeset(weeklyJoinTotal({ seats: booked.length, price: first.price, total }))];
      return [label, value];
    }),
  };
  return { title: first.title, dates: candidates.map((candidate) => candidate.date), seats: booked.length, contract, blocked: false };
}
