// The top of a client's card: what the trainer needs between two sessions
// (the next session, the package in use, what is owed, the client's last
// remark), so the card need not be scrolled for them. The facts come worded
// from the loader; the packages' words are theirs (app/packages/).
import { formatPrice } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { remarkFrom } from "./clients.messages";

export type ClientSummaryFacts = {
  /** The soonest confirmed session ahead: "wt. 2 marca 2027, 18:00–19:00" and its service. */
  next: { when: string; startsAt: string; service: string } | null;
  /** "Pakiet 8 treningów: zostało 5 z 8, ważny do 14 stycznia"; never a removed package. */
  pack: string | null;
  /** In złoty: the prices of the packages not yet paid. */
  unpaid: number;
  /** The latest remark written with a booking (by the client online, or by the trainer for a booking by phone), and that booking's date ("12 marca 2027"). */
  remark: { text: string; origin: "online" | "trainer"; bookingDate: string } | null;
};

export function ClientSummary({ next, pack, unpaid, remark }: ClientSummaryFacts) {
  return (
    <section aria-labelledby="najwazniejsze" className="client-summary">
      <h2 id="najwazniejsze" className="admin-subheading">
        Najważniejsze
      </h2>
      <dl className="admin-facts">
        <dt>{t("Następny trening")}</dt>
        <dd>
          {next ? (
            <>
              <time dateTime={next.startsAt}>{t(next.when)}</time>
              {t(` · ${next.service}`)}
            </>
          ) : (
            t("brak zaplanowanych")
          )}
        </dd>
        <dt>Pakiet</dt>
        <dd>{pack ? t(pack) : "brak"}</dd>
        <dt>{t("Do zapłaty")}</dt>
        <dd>{unpaid > 0 ? t(formatPrice(unpaid)) : "nic"}</dd>
        <dt>{t("Ostatnia uwaga")}</dt>
        <dd>
          {remark ? (
            <>
              <q className="client-summary-remark">{t(remark.text)}</q> {t(remarkFrom(remark.origin, remark.bookingDate))}
            </>
          ) : (
            "brak"
          )}
        </dd>
      </dl>
    </section>
  );
}
