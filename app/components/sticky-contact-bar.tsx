import { usePublicChrome } from "~/hooks/use-public-chrome";
import { useSiteBusiness } from "~/hooks/use-site-chrome";
import { ServerSection } from "./server-section";
import { telHref } from "~/lib/contact-links";
import { icons } from "./icons";
import { PageLink } from "./page-link";

/** On phones: call or write with one thumb, from anywhere on the page. */
export function StickyContactBar() {
  const publicChrome = usePublicChrome();
  const business = useSiteBusiness();
  if (!publicChrome) return null;
  // A page whose loaders did not run keeps the bar the server wrote.
  if (!business)
    return (
      <ServerSection
        as="nav"
        aria-label="Szybki kontakt"
        className="sticky-contact-bar md:hidden"
        html={undefined}
      />
    );
  return (
    <nav aria-label="Szybki kontakt" className="sticky-contact-bar md:hidden">
      <a href={telHref(business.phone)} className="sticky-contact-action">
        {icons.phone("size-5")} Zadzwoń
      </a>
      <PageLink to="/kontakt" className="sticky-contact-action bg-accent">
        {icons.mail("size-5")} Napisz
      </PageLink>
    </nav>
  );
}
