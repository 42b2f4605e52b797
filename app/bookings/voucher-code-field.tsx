// "Mam bon podarunkowy": a gift voucher's code, typed on a paid session's
// form; the server checks it (app/vouchers through the route's seam).
import { typeset as t } from "~/lib/typeset";
import { BOOKING_LIMITS } from "./booking-limits";
import { VOUCHER_CODE_FIELD } from "./bookings.messages";

export function VoucherCodeField({ value, error }: { value: string; error?: string }) {
  return (
    <div className="field">
      <label htmlFor="rezerwacja-voucherCode">
        {t(VOUCHER_CODE_FIELD.label)} <span className="font-normal text-muted">{t(VOUCHER_CODE_FIELD.optional)}</span>
      </label>
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
        aria-describedby={error ? "rezerwacja-voucherCode-blad rezerwacja-voucherCode-wskazowka" : "rezerwacja-voucherCode-wskazowka"}
      />
      <p id="rezerwacja-voucherCode-wskazowka" className="text-sm text-muted">
        {t(VOUCHER_CODE_FIELD.hint)}
      </p>
      {error && (
        <p id="rezerwacja-voucherCode-blad" className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
