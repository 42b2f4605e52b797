import type { ReactElement } from "react";
import { telHref } from "~/lib/contact-links";
import type { SiteChrome } from "~/site-content/site-chrome";

/**
 * The footer's contact details and social profiles: static sections, rendered
 * to HTML by the server only (the root loader, and entry.server for a page
 * whose loaders did not run), so their code never ships to the browser.
 */
export function footerSections({ business, footer }: SiteChrome): Record<"footerContact" | "footerSocial", ReactElement> {
  const { address, email, social } = footer;
  return {
    footerContact: (
      <>
        <h2 id="footer-contact" className="footer-heading">
          Kontakt
        </h2>
        <address className="not-italic leading-relaxed">
          {address.street}
          <br />
          {address.postalCode} {address.locality}
          <br />
          <a className="footer-link" href={telHref(business.phone)}>
            {business.phone}
          </a>
          <br />
          <a className="footer-link" href={`mailto:${email}`}>
            {email}
          </a>
        </address>
      </>
    ),
    footerSocial: (
      <>
        <h2 id="footer-social" className="footer-heading">
          Znajdziesz mnie też
        </h2>
        <ul className="space-y-1">
          {social.map((profile) => (
            <li key={profile.url}>
              <a className="footer-link" href={profile.url} rel="me noopener">
                {profile.name}
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
  };
}
