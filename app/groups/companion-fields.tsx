// The companion's part of a seat's form (/zajecia/:id and, for a service with
// places, /rezerwacja): the box for a second seat and the companion's name,
// required when it is ticked (seat-request.ts checks it on the server).
import { BOOKING_LIMITS } from "~/bookings";
import { typeset as t } from "~/lib/typeset";
import { SEAT_FORM } from "./groups-public.messages";

type CompanionFieldsProps = {
  /** The form's own prefix of ids: "miejsce", "rezerwacja". */
  idPrefix: string;
  values: { companion?: string; companionName?: string };
  nameError?: string;
};

export function CompanionFields({ idPrefix, values, nameError }: CompanionFieldsProps) {
  const hint = `${idPrefix}-companion-wskazowka`;
  const error = `${idPrefix}-companionName-blad`;
  return (
    <>
      {/* Not a .field: its styles are for text boxes. */}
      <div>
        <label className="booking-check font-bold">
          <input type="checkbox" name="companion" value="on" defaultChecked={values.companion === "on"} aria-describedby={hint} />
          <span>{t(SEAT_FORM.companion)}</span>
        </label>
        <p id={hint} className="text-sm text-muted">
          {t(SEAT_FORM.companionHint)}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-companionName`}>
          {t(SEAT_FORM.companionName)} <span className="font-normal text-muted">{t(SEAT_FORM.companionNameWhen)}</span>
        </label>
        <input
          id={`${idPrefix}-companionName`}
          name="companionName"
          type="text"
          autoComplete="off"
          maxLength={BOOKING_LIMITS.name}
          defaultValue={values.companionName ?? ""}
          {...(nameError ? { "aria-invalid": true, "aria-describedby": error } : {})}
        />
        {nameError && (
          <p id={error} className="field-error">
            {t(nameError)}
          </p>
        )}
      </div>
    </>
  );
}
