// A voucher's changes under its entry on /admin/bony, each folded: "Anuluj
// bon…" (with the refund it owes said first), "Przedłuż ważność…" (a later
// day), "Przywróć…" (a cancelled one); each with a reason, kept in the
// voucher's history shown above them. Plain forms (they work without
// JavaScript) that carry the voucher as the page showed it: a second tap, or
// a tab left open while another changed it, changes nothing twice.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { PanelVoucher } from "./voucher-panel.server";
import { CHANGE_FORMS, HISTORY_HEADING, historyLine, REASON_LIMITS, refundLine } from "./voucher-changes.messages";

/** A change's form refused, sent back with what was typed, for the voucher and intent it was. */
export type ChangeProblem = { id: number; intent: string; message: string; values: { reason: string; until: string } };

type Intent = keyof typeof CHANGE_FORMS;

/** The voucher's history, oldest first: "12 marca 2026 przedłużony do 30 września 2026: …". */
export function VoucherHistory({ voucher }: { voucher: PanelVoucher }) {
  if (voucher.history.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-bold">{HISTORY_HEADING}</p>
      <ol className="packages-history">
        {voucher.history.map((change, index) => (
          <li key={index}>{t(historyLine(change))}</li>
        ))}
      </ol>
    </div>
  );
}

/** The forms the voucher's state allows: cancel or restore, and extend while it is paid and unused. */
export function VoucherChangeForms({ voucher, action, problem }: { voucher: PanelVoucher; action: string; problem: ChangeProblem | null }) {
  const mine = (intent: Intent) => (problem?.id === voucher.id && problem.intent === intent ? problem : null);
  return (
    <div className="voucher-changes">
      {voucher.extendFrom !== null && (
        <ChangeForm voucher={voucher} intent="extend" action={action} problem={mine("extend")}>
          <div className="admin-field">
            <label htmlFor={`bon-${voucher.id}-extend-until`}>{t(CHANGE_FORMS.extend.date)}</label>
            <input
              id={`bon-${voucher.id}-extend-until`}
              name="until"
              type="date"
              required
              min={voucher.extendFrom}
              defaultValue={mine("extend")?.values.until ?? ""}
            />
          </div>
        </ChangeForm>
      )}
      {voucher.state === "cancelled" ? (
        <ChangeForm voucher={voucher} intent="restore" action={action} problem={mine("restore")}>
          <p className="admin-lead">{t(CHANGE_FORMS.restore.lead)}</p>
        </ChangeForm>
      ) : (
        <ChangeForm voucher={voucher} intent="cancel" action={action} problem={mine("cancel")}>
          <p className="admin-lead">{t(CHANGE_FORMS.cancel.lead)}</p>
          <p className="font-bold">{t(refundLine(voucher.refund))}</p>
        </ChangeForm>
      )}
    </div>
  );
}

function ChangeForm(props: { voucher: PanelVoucher; intent: Intent; action: string; problem: ChangeProblem | null; children: ReactNode }) {
  const { voucher, intent, problem } = props;
  const words = CHANGE_FORMS[intent];
  const reason = `bon-${voucher.id}-${intent}-powod`;
  return (
    <details className="packages-fold" open={problem !== null || undefined}>
      <summary className="admin-button">{t(words.open)}</summary>
      <Form method="post" action={props.action} className="admin-form" preventScrollReset>
        <input type="hidden" name="id" value={voucher.id} />
        <input type="hidden" name="seen" value={voucher.stamp} />
        {problem && (
          <p className="admin-mail-error" role="alert">
            {t(problem.message)}
          </p>
        )}
        {props.children}
        <div className="admin-field">
          <label htmlFor={reason}>{t(words.reason)}</label>
          <input
            id={reason}
            name="reason"
            type="text"
            required
            minLength={REASON_LIMITS.min}
            maxLength={REASON_LIMITS.max}
            placeholder={t(words.placeholder)}
            defaultValue={problem?.values.reason ?? ""}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value={intent}
          className={intent === "cancel" ? "admin-button admin-button-danger" : "admin-button admin-button-primary"}
          aria-label={`${words.submit} ${voucher.code}`}
        >
          {t(words.submit)}
        </button>
      </Form>
    </details>
  );
}
