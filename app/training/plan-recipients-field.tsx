// "Ten sam plan także dla innych klientów": a fold under the plan with a
// checkbox for each client who trains now (plan-recipients.server.ts), so a
// plan written once for a group of regulars is saved for each of them with
// the same "Zapisz plan". Folded: most plans are one client's.
import { typeset as t } from "~/lib/typeset";
import { PLAN_PAGE } from "./plan.messages";

/** A client the plan may be given to, told apart from another of the same name. */
export type PlanRecipient = { id: number; label: string };

export function PlanRecipientsField({ recipients, ticked }: { recipients: readonly PlanRecipient[]; ticked: readonly string[] }) {
  if (recipients.length === 0) return null;
  return (
    <details className="plan-picker" open={ticked.length > 0 || undefined}>
      <summary className="admin-button">{t(PLAN_PAGE.alsoFor)}</summary>
      <fieldset className="plan-also">
        <legend className="admin-visually-hidden">{t(PLAN_PAGE.alsoFor)}</legend>
        <p className="plan-picker-hint">{t(PLAN_PAGE.alsoForHint)}</p>
        <ul className="plan-picker-list">
          {recipients.map((recipient) => (
            <li key={recipient.id}>
              <label>
                <input type="checkbox" name="also" value={recipient.id} defaultChecked={ticked.includes(String(recipient.id))} />
                {t(recipient.label)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
