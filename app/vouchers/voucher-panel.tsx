// The vouchers in the panel, by state: those waiting for payment with their
// "Opłacony" button (a plain form: it works without JavaScript), then the
// expiring, the valid, the redeemed and the expired (folded), and the
// cancelled ones; each with its history and the changes its state allows (voucher-change-forms).
import { Form, href } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { PanelVoucher } from "./voucher-panel.server";
import { VoucherChangeForms, VoucherHistory, type ChangeProblem } from "./voucher-change-forms";
import { cancelledOn } from "./voucher-changes.messages";
import {
  forRecipient,
  MARK_PAID,
  NO_EMAIL,
  NONE,
  PRINT_PDF,
  PEOPLE_ERASED,
  orderedOn,
  redeemedOn,
  leftOnVoucher,
  SHOW_FOLDED,
  STATE_HEADINGS,
  validUntil,
  voucherCount,
  voucherLine,
} from "./voucher-panel.messages";

const ORDER = ["ordered", "expiring", "paid", "redeemed", "expired", "cancelled"] as const;
/** Done with: a year of them (two dozen) would push the page past 30 000 px, so they open on a tap. */
const FOLDED = new Set<(typeof ORDER)[number]>(["redeemed", "expired"]);

type PanelProps = { vouchers: PanelVoucher[]; action: string; problem: ChangeProblem | null };

export function VoucherPanel({ vouchers, action, problem }: PanelProps) {
  if (vouchers.length === 0) return <p className="admin-empty">{NONE}</p>;
  return (
    <>
      {ORDER.map((state) => {
        const inState = vouchers.filter((voucher) => voucher.state === state);
        // Only the states that have vouchers: five empty boxes would push the waiting ones off a phone's screen.
        if (inState.length === 0) return null;
        const list = (
          <ul className="payments-list">
            {inState.map((voucher) => (
              <VoucherItem key={voucher.id} voucher={voucher} action={action} problem={problem} />
            ))}
          </ul>
        );
        return (
          <section key={state} className="admin-section" aria-labelledby={`bony-${state}`}>
            <h2 id={`bony-${state}`} className="admin-subheading">
              {t(`${STATE_HEADINGS[state]} (${voucherCount(inState.length)})`)}
            </h2>
            {FOLDED.has(state) ? (
              <details>
                <summary className="admin-link">{t(SHOW_FOLDED)}</summary>
                {list}
              </details>
            ) : (
              list
            )}
          </section>
        );
      })}
    </>
  );
}

function VoucherItem({ voucher, action, problem }: { voucher: PanelVoucher; action: string; problem: ChangeProblem | null }) {
  const dates = [
    orderedOn(voucher.orderedOn),
    voucher.validUntil && validUntil(voucher.validUntil),
    voucher.redeemedOn && redeemedOn(voucher.redeemedOn),
    voucher.left !== null && leftOnVoucher(voucher.left),
    voucher.cancelledOn && cancelledOn(voucher.cancelledOn),
  ];
  return (
    <li className="payments-item" data-state={voucher.state}>
      <p className="payments-when">{t(voucherLine(voucher))}</p>
      <p className="font-bold whitespace-nowrap">{voucher.code}</p>
      {/* An erased buyer leaves no name; one sold at the desk may have no e-mail. */}
      {voucher.buyer.name ? (
        <p>
          {t(voucher.buyer.name)} · {voucher.buyer.email ? <a href={`mailto:${voucher.buyer.email}`}>{voucher.buyer.email}</a> : t(NO_EMAIL)} ·{" "}
          <a href={`tel:${voucher.buyer.phone.replace(/ /gu, "")}`}>{voucher.buyer.phone}</a>
          {voucher.recipientName && t(` · ${forRecipient(voucher.recipientName)}`)}
        </p>
      ) : (
        <p className="text-muted">{t(PEOPLE_ERASED)}</p>
      )}
      <p className="text-sm text-muted">{t(dates.filter(Boolean).join(", "))}</p>
      {(voucher.state === "paid" || voucher.state === "expiring") && (
        <p>
          <a href={href("/admin/bony/:id/pdf", { id: String(voucher.id) })} className="admin-button" aria-label={`${PRINT_PDF}: ${voucher.code}`}>
            {t(PRINT_PDF)}
          </a>
        </p>
      )}
      {voucher.state === "ordered" && (
        <Form method="post" action={action}>
          <input type="hidden" name="id" value={voucher.id} />
          <button type="submit" className="admin-button admin-button-primary" aria-label={`${MARK_PAID}: ${voucher.code}`}>
            {MARK_PAID}
          </button>
        </Form>
      )}
      <VoucherHistory voucher={voucher} />
      <VoucherChangeForms voucher={voucher} action={action} problem={problem} />
    </li>
  );
}
