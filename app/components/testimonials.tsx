import type { Home } from "~content/schema";
import { typeset as t } from "~/lib/typeset";
import { testimonialsCheckText } from "./testimonials.messages";

export function Testimonials({ items, check }: { items: Home["testimonials"]; check: Home["testimonialsCheck"] }) {
  return (
    <>
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
      <p className="mt-6 text-sm text-muted">{t(testimonialsCheckText(check))}</p>
    </>
  );
}
