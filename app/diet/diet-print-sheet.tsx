// A diet of meals as a sheet to print or save as PDF: the days, the shopping
// list open, the supplements. The print leaves out the site's header, footer
// and the buttons (diet-print.css).
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { ClientDietView } from "./client-diet-view.server";
import { DietDays, DietSupplements } from "./diet-days";
import { amountText, CLIENT_DIET } from "./diet.messages";
import printStyles from "./diet-print.css?url";

export function DietPrintSheet({ name, diet }: { name: string; diet: ClientDietView }) {
  return (
    <article className="diet-print">
      {/* React places it in the document's head, once, as the progress section's (progress-stylesheet.tsx). */}
      <link rel="stylesheet" href={printStyles} precedence="default" />
      <h1 className="heading-1 mt-4">{t(CLIENT_DIET.printHeading(name))}</h1>
      <p className="mt-2">{t(CLIENT_DIET.updated(formatDate(diet.updatedAt)))}</p>
      <p className="diet-print-chrome mt-4">{t(CLIENT_DIET.printHint)}</p>
      <DietDays days={diet.days} />
      {diet.shopping.length > 0 && (
        <>
          <h2 className="mt-8 font-bold">{CLIENT_DIET.shoppingList}</h2>
          <ul className="mt-2 space-y-1">
            {diet.shopping.map((item) => (
              <li key={item.name}>
                {t([item.amounts.map((amount) => amountText(amount.quantity, amount.unit)).join(" + "), item.name].filter(Boolean).join(" "))}
              </li>
            ))}
          </ul>
        </>
      )}
      <DietSupplements supplements={diet.supplements} />
    </article>
  );
}
