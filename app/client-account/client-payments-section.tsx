// "Pakiet i płatności" on /moje-treningi: the package the client holds, and
// what is still owed, each with how to pay it (the trainer's transfer or BLIK).
import { typeset as t } from "~/lib/typeset";
import { PAGE } from "./client-account.messages";

export type OwedItem = { what: string; lines: string[] };

export function ClientPaymentsSection({ packageText, owed }: { packageText: string | null; owed: readonly OwedItem[] }) {
  return (
    <section aria-labelledby="pakiet-platnosci" className="mt-10">
      <h2 id="pakiet-platnosci" className="heading-2">
        {PAGE.package}
      </h2>
      <p className="mt-4">{t(packageText ?? "—")}</p>
      <h3 className="mt-6 font-bold">{PAGE.owed}</h3>
      {owed.length === 0 && <p className="mt-2">{PAGE.nothingOwed}</p>}
      {owed.map((item) => (
        <div key={item.what} className="mt-3">
          <p className="font-bold">{t(item.what)}</p>
          <ul className="space-y-1">
            {item.lines.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
