// A session below its minimum, on its page: what the trainer was asked
// (push and e-mail at her time to decide), and "Zostaw zajęcia"; cancelling
// is the form below it. Shown until she decides or the minimum is reached.
import { typeset as t } from "~/lib/typeset";
import type { GroupSummary } from "./group-views.server";
import { BELOW_MINIMUM_HEADING, belowMinimumLead, HOLD_BUTTON } from "./group-hold.messages";

export function GroupHoldForm({ group }: { group: Pick<GroupSummary, "minSeats" | "taken" | "heldAt" | "status" | "sequence"> }) {
  if (group.minSeats === null || group.taken >= group.minSeats || group.heldAt !== null || group.status !== "open") return null;
  return (
    <section className="admin-section" aria-labelledby="minimum">
      <h2 id="minimum" className="admin-subheading">
        {BELOW_MINIMUM_HEADING}
      </h2>
      <p>{t(belowMinimumLead(group.taken, group.minSeats))}</p>
      <form method="post" className="admin-form">
        <input type="hidden" name="version" value={group.sequence} />
        <button type="submit" name="intent" value="hold-group" className="admin-button">
          {HOLD_BUTTON}
        </button>
      </form>
    </section>
  );
}
