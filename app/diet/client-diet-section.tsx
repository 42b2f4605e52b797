// "Dieta i suplementy" on the client's own page (/moje-treningi): the current
// diet day by day (meals, their macros, the day's total) and its shopping
// list folded, or a link to the diet's PDF; and the supplements. A diet of
// meals has its page to print or save as PDF (/moje-treningi/dieta/druk).
import { href } from "react-router";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { ClientDietView } from "./client-diet-view.server";
import { DietDays, DietSupplements } from "./diet-days";
import { amountText, CLIENT_DIET } from "./diet.messages";

function ShoppingList({ items }: { items: ClientDietView["shopping"] }) {
  if (items.length === 0) return null;
  return (
    <details className="mt-6">
      <summary className="button-secondary">{CLIENT_DIET.shoppingList}</summary>
      <p className="mt-3">{t(CLIENT_DIET.shoppingLead)}</p>
      <ul className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.name}>
            {t([item.amounts.map((amount) => amountText(amount.quantity, amount.unit)).join(" + "), item.name].filter(Boolean).join(" "))}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ClientDietSection({ diet }: { diet: ClientDietView }) {
  return (
    <section aria-labelledby="dieta" className="mt-10">
      <h2 id="dieta" className="heading-2">
        {t(CLIENT_DIET.heading)}
      </h2>
      <p className="mt-2">{t(CLIENT_DIET.updated(formatDate(diet.updatedAt)))}</p>
      {diet.pdfName !== null && (
        <p className="mt-4">
          {t(CLIENT_DIET.pdf)}{" "}
          <a href={href("/moje-treningi/dieta.pdf")} className="inline-flex min-h-11 items-center font-bold underline">
            {CLIENT_DIET.pdfOpen}
          </a>
        </p>
      )}
      <DietDays days={diet.days} />
      {diet.days.length > 0 && (
        <p className="mt-4">
          <a href={href("/moje-treningi/dieta/druk")} className="inline-flex min-h-11 items-center font-bold underline">
            {CLIENT_DIET.print}
          </a>
        </p>
      )}
      <ShoppingList items={diet.shopping} />
      <DietSupplements supplements={diet.supplements} />
    </section>
  );
}
