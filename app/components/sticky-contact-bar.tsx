import { useContactBar, usePublicChrome } from "~/hooks/use-public-chrome";
import { useSiteBusiness } from "~/hooks/use-site-chrome";
import { telHref } from "~/lib/contact-links";
import { icons } from "./icons";
import { PageLink } from "./page-link";

/** On phones: call or write with one thumb, from anywhere on the page. */
export function StickyContactBar() {
  const publicChrome = usePublicChrome();
  const business = useSiteBusiness();
  const wanted = useContactBar();
  // A page whose root loader did not run has no bar, on the server and in the browser alike.
  if (!publicChrome || !business || !wanted) return null;
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
