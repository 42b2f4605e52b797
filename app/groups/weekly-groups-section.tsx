// The weekly groups on /moje-treningi: each with its day, time, place and
// price, its seats ahead, and the way to join the coming weeks: its summary
// first (/moje-treningi/zajecia), then the button that books.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { WeeklyGroup } from "./weekly-groups.server";
import { WEEKLY_GROUPS, weeklyGroupSeats, weeklyGroupWhen } from "./weekly-groups.messages";

export function WeeklyGroupsSection({ groups }: { groups: WeeklyGroup[] }) {
  if (!groups.length) return null;
  return (
    <section aria-labelledby="zajecia-w-grupie" className="mt-10">
      <h2 id="zajecia-w-grupie" className="heading-2">
        {WEEKLY_GROUPS.heading}
      </h2>
      <p className="mt-4">{t(WEEKLY_GROUPS.lead)}</p>
      <ul className="mt-4 space-y-6">
        {groups.map((group) => (
          <li key={group.weeklyKey}>
            <p className="font-bold">{t(group.title)}</p>
            <p>{t(weeklyGroupWhen(group))}</p>
            <p>{t(weeklyGroupSeats(group))}</p>
            {group.withSeats > 0 && (
              // The join's summary (its dates, seats and total) comes before the button that obliges to pay.
              <p className="mt-3">
                <Link to={`${href("/moje-treningi/zajecia")}?grupa=${encodeURIComponent(group.weeklyKey)}`} className="button-primary">
                  {WEEKLY_GROUPS.join}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
