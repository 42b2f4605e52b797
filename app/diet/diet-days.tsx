// A diet's days (each meal, its macros, the day's total) and its supplements,
// as the client reads them on /moje-treningi and on the page to print.
import { typeset as t } from "~/lib/typeset";
import type { ClientDietView } from "./client-diet-view.server";
import { CLIENT_DIET, dayLabel, dayTotalLine, macrosLine } from "./diet.messages";

export function DietDays({ days }: { days: ClientDietView["days"] }) {
  return days.map((day, index) => (
    <div key={index} className="diet-day mt-6">
      <h3 className="font-bold">{t(dayLabel(day.name, index, days.length))}</h3>
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
  ));
}

export function DietSupplements({ supplements }: { supplements: ClientDietView["supplements"] }) {
  return (
    <>
      <h3 className="mt-6 font-bold">{CLIENT_DIET.supplements}</h3>
      {supplements.length === 0 ? (
        <p className="mt-2">{CLIENT_DIET.noSupplements}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {supplements.map((item, index) => (
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
    </>
  );
}
