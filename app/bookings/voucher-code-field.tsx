// "Mam bon podarunkowy": a gift voucher's code, typed on a paid order's form;
// "Zastosuj bon" sends it to be checked (app/vouchers through the route's
// seam), and the page comes back saying what it pays and what is left to pay,
// in the summary before the button too.
import { formatPrice } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { BOOKING_LIMITS } from "./booking-limits";
import type { ContractInfo } from "./contract-summary";
import { FACT_LABELS, voucherTakesOff, VOUCHER_PAYS_PACKAGE } from "./contract.messages";
import { VOUCHER_CODE_FIELD, voucherApplied } from "./bookings.messages";
import { VOUCHER_INTENT, type AppliedVoucher } from "./voucher-seam";

export function VoucherCodeField({ value, error, applied }: { value: string; error?: string; applied?: AppliedVoucher }) {
  const described = ["rezerwacja-voucherCode-wskazowka", error && "rezerwacja-voucherCode-blad", applied && "rezerwacja-voucherCode-stan"]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label htmlFor="rezerwacja-voucherCode">
        {t(VOUCHER_CODE_FIELD.label)} <span className="font-normal text-muted">{t(VOUCHER_CODE_FIELD.optional)}</span>
      </label>
      <div className="voucher-code-row">
        <input
          id="rezerwacja-voucherCode"
          name="voucherCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BOOKING_LIMITS.voucherCode}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <button type="submit" name="intent" value={VOUCHER_INTENT} className="button-secondary">
          {VOUCHER_CODE_FIELD.apply}
        </button>
      </div>
      <p id="rezerwacja-voucherCode-wskazowka" className="text-sm text-muted">
        {t(VOUCHER_CODE_FIELD.hint)}
      </p>
      {applied && !error && (
        <p id="rezerwacja-voucherCode-stan" role="status" className="font-bold">
          {t(voucherApplied(applied))}
        </p>
      )}
      {error && (
        <p id="rezerwacja-voucherCode-blad" className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The summary's facts with what the voucher takes off and what is left to pay. */
export function withVoucher(contract: ContractInfo, applied: AppliedVoucher): ContractInfo {
  const takesOff = applied.pays === null ? VOUCHER_PAYS_PACKAGE(applied.code) : voucherTakesOff({ code: applied.code, pays: applied.pays });
  return { ...contract, facts: [...contract.facts, [FACT_LABELS.voucher, takesOff], [FACT_LABELS.toPay, formatPrice(applied.toPay)]] };
}
