// The weekly groups on /moje-treningi: each with its day, time, place and
// price, its seats ahead, and one button that joins the coming weeks. The
// form carries its own submission key: sent twice, it books nothing twice.
import { Form, href } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { WeeklyGroup } from "./weekly-groups.server";
import { WEEKLY_GROUPS, weeklyGroupSeats, weeklyGroupWhen } from "./weekly-groups.messages";

export function WeeklyGroupsSection({ groups, submissionKey }: { groups: WeeklyGroup[]; submissionKey: string }) {
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
              <Form method="post" action={href("/moje-treningi/zajecia")} className="mt-3">
                <input type="hidden" name="weeklyKey" value={group.weeklyKey} />
                <input type="hidden" name="submissionKey" value={submissionKey} />
                <button type="submit" className="button-primary">
                  {WEEKLY_GROUPS.join}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
