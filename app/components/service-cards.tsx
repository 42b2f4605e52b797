import { href } from "react-router";
import type { Offer } from "~content/schema";
import { icons } from "./icons";
import { PageLink } from "./page-link";

/** The three pillars of the offer: training plan, diet, supplementation. */
export function ServiceCards({ services }: { services: Pick<Offer["services"][number], "slug" | "name" | "icon" | "summary">[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug} className="card flex flex-col">
          <span className="icon-badge">{icons[service.icon]()}</span>
          <h3 className="heading-3 mt-5">{service.name}</h3>
          <p className="mt-3 flex-1 text-muted">{service.summary}</p>
          <PageLink to={`${href("/oferta")}#${service.slug}`} className="text-link mt-5">
            Szczegóły<span className="sr-only">: {service.name}</span>
            {icons.arrow("size-4")}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
