import type { Home } from "~content/schema";
import { typeset as t } from "~/lib/typeset";

/** Questions and answers as native disclosure widgets: keyboard and reader friendly. */
export function FaqList({ items }: { items: Home["faq"] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="faq-item group">
          <summary>
            <span>{t(item.question)}</span>
            <span aria-hidden="true" className="faq-marker" />
          </summary>
          <p>{t(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}
