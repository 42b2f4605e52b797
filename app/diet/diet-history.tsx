// The versions' history on the trainer's diet page: when, which, what changed.
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { DIET_PAGE, HISTORY_WORDS } from "./diet.messages";
import type { HistoryEntry } from "./version-history";

export function DietHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <p>{DIET_PAGE.noHistory}</p>;
  return (
    <ol className="diet-history">
      {history.map((entry) => (
        <li key={`${entry.of}-${entry.version}`}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          {" — "}
          {t(`${HISTORY_WORDS[entry.of](entry.version)}: ${HISTORY_WORDS.change[entry.change]}`)}
        </li>
      ))}
    </ol>
  );
}
