// "Klient odstąpił od umowy…" under a package bought within the last weeks:
// the day the client sent the statement, the rule with this package's
// figures, then one tap (package-withdrawal.server.ts). A plain form: it
// works without JavaScript, and a refusal comes back open with the day typed.
import { Form } from "react-router";
import { Temporal } from "temporal-polyfill";
import type { PackageView } from "~/packages/package-views.server";
import { lastDayToWithdraw, withdrawalSettlement } from "~/packages/package-withdrawal";
import { WITHDRAWAL_FORM, withdrawalPreview } from "~/packages/package-withdrawal.messages";
import { typeset as t } from "~/lib/typeset";

/** How long after the 14 days the form is still offered: a statement sent on the last day may come by post. */
const POST_DAYS = 14;

type Problem = { message: string; values: Record<string, string> };

export function WithdrawPackageForm({ pack, page, today, problem }: { pack: PackageView; page: string; today: string; problem: Problem | null }) {
  const lastDay = lastDayToWithdraw(pack.soldOn);
  if (Temporal.PlainDate.compare(Temporal.PlainDate.from(today), lastDay.add({ days: POST_DAYS })) > 0) return null;
  const field = `pakiet-${pack.id}-oswiadczenie`;
  const dueIfAsked = withdrawalSettlement({ ...pack, earlyStartRequested: true, paid: [] }).due;
  return (
    <details className="packages-fold" open={problem !== null || undefined}>
      <summary className="admin-link">{WITHDRAWAL_FORM.summary}</summary>
      <Form method="post" action={page} className="admin-form">
        <input type="hidden" name="id" value={pack.id} />
        <input type="hidden" name="version" value={pack.version} />
        <input type="hidden" name="back" value={page} />
        {problem && (
          <p className="admin-mail-error" role="alert">
            {t(problem.message)}
          </p>
        )}
        <p className="admin-lead">{t(WITHDRAWAL_FORM.lead)}</p>
        <p className="admin-lead">{t(withdrawalPreview({ ...pack, dueIfAsked, lastDay: lastDay.toString() }))}</p>
        <div className="admin-field">
          <label htmlFor={field}>{t(WITHDRAWAL_FORM.statedOn)}</label>
          <input id={field} name="statedOn" type="date" required min={pack.soldOn} max={today} defaultValue={problem?.values.statedOn ?? today} />
        </div>
        <button type="submit" name="intent" value="withdraw" className="admin-button admin-button-danger">
          {t(WITHDRAWAL_FORM.submit)}
        </button>
      </Form>
    </details>
  );
}
