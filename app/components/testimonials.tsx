import type { Home } from "~content/schema";

export function Testimonials({ items }: { items: Home["testimonials"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.author}>
          <figure className="card h-full">
            <blockquote className="text-lg leading-relaxed">„{item.quote}”</blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="font-bold">{item.author}</span>
              <span className="text-muted"> · {item.context}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
