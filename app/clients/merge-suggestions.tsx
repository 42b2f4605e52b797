// "To może być Anna Ofiara — połącz": one tap merges the two cards, the
// older one kept (its packages, notes and history are the ones that count).
import { Form, href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { MERGE_SUGGESTION, mergeSuggestionReason } from "./clients.messages";
import type { CardSuggestion } from "./card-suggestions.server";

export function MergeSuggestions({ clientId, suggestions }: { clientId: number; suggestions: CardSuggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label={MERGE_SUGGESTION.region} className="client-merge-suggestions">
      <ul>
        {suggestions.map((other) => {
          const [kept, gone] = other.id < clientId ? [other.id, clientId] : [clientId, other.id];
          return (
            <li key={other.id}>
              <Form method="post" action={href("/admin/klienci/:id/polacz", { id: String(kept) })}>
                <input type="hidden" name="from" value={gone} />
                {t(MERGE_SUGGESTION.lead)}
                <Link to={href("/admin/klienci/:id", { id: String(other.id) })}>
                  <strong>{t(other.name)}</strong>
                </Link>{" "}
                {t(`(${mergeSuggestionReason(other.reason)}) — `)}
                <button type="submit" className="admin-button">
                  {MERGE_SUGGESTION.button}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
