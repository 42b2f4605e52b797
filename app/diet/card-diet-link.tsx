// The client card's line about the diet: what there is, and the way to the diet page.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { CardDietFacts } from "./client-diet-view.server";
import { CARD_DIET } from "./diet.messages";

export function CardDietLink({ clientId, facts }: { clientId: number; facts: CardDietFacts }) {
  return (
    <p>
      <Link to={href("/admin/klienci/:id/dieta", { id: String(clientId) })} className="admin-link">
        {t(CARD_DIET.link)}
      </Link>
      {": "}
      {t(facts ? CARD_DIET.summary(facts) : CARD_DIET.none)}
    </p>
  );
}
