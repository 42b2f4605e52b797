import { PageLink } from "./page-link";
import { ServerSection } from "./server-section";
import { usePublicChrome } from "~/hooks/use-public-chrome";
import { useFooterDetails, useSiteBusiness } from "~/hooks/use-site-chrome";
import { telHref } from "~/lib/contact-links";

const FOOTER_CLASS = "mt-auto border-t border-line bg-ink text-white";

/** Contact details, social profiles and legal links on every page. */
export function SiteFooter() {
  const publicChrome = usePublicChrome();
  const business = useSiteBusiness();
  const footer = useFooterDetails();
  if (!publicChrome) return null;
  // A page whose loaders did not run keeps the footer the server wrote.
  if (!business)
    return (
      <ServerSection as="footer" className={FOOTER_CLASS} from={undefined}>
        {() => null}
      </ServerSection>
    );
  return (
    <footer className={FOOTER_CLASS}>
      <div className="container-page grid gap-8 py-12 md:grid-cols-3">
        <ServerSection aria-labelledby="footer-contact" from={footer}>
          {({ address, email }) => (
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
          )}
        </ServerSection>
        <ServerSection aria-labelledby="footer-social" from={footer}>
          {({ social }) => (
            <>
              <h2 id="footer-social" className="footer-heading">
                Znajdziesz mnie też
              </h2>
              <ul className="space-y-1">
                {social.map((profile) => (
                  <li key={profile.url}>
                    <a
                      className="footer-link"
                      href={profile.url}
                      rel="me noopener"
                    >
                      {profile.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ServerSection>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            Informacje
          </h2>
          <p className="leading-relaxed text-white/85">
            {business.legalName}
            <br />
            NIP {business.taxId}
          </p>
          <p className="mt-2">
            <PageLink className="footer-link" to="/polityka-prywatnosci">
              Polityka prywatności
            </PageLink>
          </p>
        </section>
      </div>
      <p className="container-page border-t border-white/15 py-4 text-sm text-white/85">
        © {business.name}. Strona nie używa ciasteczek śledzących.
      </p>
    </footer>
  );
}
