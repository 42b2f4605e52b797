// The booking's page while its time waits for the money paid online (issue
// 81), or after the wait ran out: said first, where the person looks on
// coming back from the provider's page, with the way back to it.
import { ArrivalNotice } from "~/components/arrival-notice";
import { FREED_UNPAID, heldText, PAY_NOW } from "./booking-payment.messages";

/** Waiting until when (and the provider's page again while its payment is open), or freed. */
export type HoldOnPage = { kind: "held"; until: string; payUrl: string | null } | { kind: "freed" };

export function PaymentHoldNotice({ hold }: { hold: HoldOnPage }) {
  if (hold.kind === "freed") return <ArrivalNotice text={FREED_UNPAID} />;
  return (
    <>
      <ArrivalNotice text={heldText(hold.until)} />
      {hold.payUrl && (
        <p className="mt-4">
          <a href={hold.payUrl} className="button-primary">
            {PAY_NOW}
          </a>
        </p>
      )}
    </>
  );
}
