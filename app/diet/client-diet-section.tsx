// "Dieta i suplementy" on the client's own page (/moje-treningi): the current
// diet day by day (meals, their macros, the day's total) and its shopping
// list folded, or a link to the diet's PDF; and the supplements.
import { href } from "react-router";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { ClientDietView } from "./client-diet-view.server";
import { amountText, CLIENT_DIET, dayLabel, dayTotalLine, macrosLine } from "./diet.messages";

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
      {diet.days.map((day, index) => (
        <div key={index} className="mt-6">
          <h3 className="font-bold">{t(dayLabel(day.name, index, diet.days.length))}</h3>
          <ul className="mt-2 space-y-3">
            {day.meals.map((meal, mealIndex) => (
              <li key={mealIndex}>
                <p className="font-bold">{t(meal.name)}</p>
                <p className="whitespace-pre-line">{t(meal.text)}</p>
                {macrosLine(meal) && <p>{t(macrosLine(meal))}</p>}
              </li>
            ))}
          </ul>
          {dayTotalLine(day.totals) && <p className="mt-2 font-bold">{t(dayTotalLine(day.totals))}</p>}
        </div>
      ))}
      <ShoppingList items={diet.shopping} />
      <h3 className="mt-6 font-bold">{CLIENT_DIET.supplements}</h3>
      {diet.supplements.length === 0 ? (
        <p className="mt-2">{CLIENT_DIET.noSupplements}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {diet.supplements.map((item, index) => (
            <li key={index}>
              <span className="font-bold">{t(item.name)}</span>
              {t(
                [item.dose, item.when, item.why]
                  .filter(Boolean)
                  .map((part) => ` — ${part}`)
                  .join(""),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
