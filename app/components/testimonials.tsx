import type { Home } from "~content/schema";
import { typeset as t } from "~/lib/typeset";

export function Testimonials({ items }: { items: Home["testimonials"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.author}>
          <figure className="card h-full">
            <blockquote className="text-lg leading-relaxed">„{t(item.quote)}”</blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="font-bold">{item.author}</span>
              <span className="text-muted"> · {t(item.context)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
