// What a paid order says before its button (art. 12 and 17 of the Consumer
// Rights Act): the facts plainly, the long parts in <details> folds that open
// without JavaScript and from the keyboard. The text comes typeset from the server.
import { typeset } from "~/lib/typeset";
import { TERMS_LINK, TERMS_NOTE } from "./contract.messages";

type Fold = { title: string; lines: string[]; link?: { href: string; text: string } };

export type ContractInfo = {
  kind: "session" | "package";
  /** Label and value, shown as they are. */
  facts: [string, string][];
  folds: Fold[];
  termsPath: string;
};

export function ContractSummary({ info }: { info: ContractInfo }) {
  return (
    <div className="booking-contract">
      <dl>
        {info.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {info.folds.map((fold) => (
        <details key={fold.title} className="booking-fold">
          <summary>{fold.title}</summary>
          {fold.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {fold.link && (
            <p>
              <a href={fold.link.href} className="inline-flex min-h-11 items-center">
                {fold.link.text}
              </a>
            </p>
          )}
        </details>
      ))}
      <p className="booking-terms">
        {typeset(TERMS_NOTE)} <a href={info.termsPath}>{TERMS_LINK}</a>.
      </p>
    </div>
  );
}
