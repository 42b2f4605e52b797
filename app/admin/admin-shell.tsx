import type { ReactNode } from "react";
import { Form, href, Link, useLocation, useRouteLoaderData } from "react-router";
import type { SiteChrome } from "~/site-content";
import { typeset as t } from "~/lib/typeset";
import type { Toast } from "~/admin/toast";
import { currentMenuItem, PANEL_MENU, type PanelNews, type PanelPart } from "./panel-menu";
import { newCalendarChanges, newEnquiryCount } from "./panel-phrases";
import { Toaster } from "./toaster";
import { trainerGenderOf } from "./trainer-gender";
import { panelName } from "~/site-content";
import { icons } from "~/components/icons";
import { FormsNeedSignal } from "./offline/forms-need-signal";
import { SavedBanner } from "./offline/saved-banner";
import { usePanelWorker } from "./offline/use-panel-worker";

type AdminShellProps = {
  signedIn: boolean;
  toast: Toast | null;
  news?: PanelNews;
  /** Where a part's count leads instead of its page (the agenda at the nearest day with news). */
  newsLinks?: Partial<Record<PanelPart, string>>;
  /** The continuous copy's line (when it last wrote, or since when it fails); absent without one. */
  replica?: { text: string; failing: boolean } | null;
  children: ReactNode;
};

/** What a count on the menu says to a screen reader. */
const NEWS_DESCRIPTIONS: Record<PanelPart, (count: number) => string> = { calendar: newCalendarChanges, enquiries: newEnquiryCount };

/** The panel's own frame: a slim header with its sections (no marketing), the page, and the toasts. */
export function AdminShell({ signedIn, toast, news, newsLinks, replica, children }: AdminShellProps) {
  const { pathname } = useLocation();
  const current = currentMenuItem(pathname);
  const gender = trainerGenderOf(useRouteLoaderData<SiteChrome>("root"));
  usePanelWorker(signedIn);
  return (
    <>
      {/* The installable panel (React puts it in <head>); signed in only, as the manifest is. */}
      {signedIn && <link rel="manifest" href={href("/admin/manifest.webmanifest")} crossOrigin="use-credentials" />}
      {signedIn && <SavedBanner />}
      <header className="admin-header">
        <div className="admin-container admin-header-bar">
          <span className="admin-brand">{panelName(gender)}</span>
          {signedIn && (
            <Form method="post" action={href("/admin/wyloguj")}>
              <button type="submit" className="admin-button admin-button-quiet">
                Wyloguj się
              </button>
            </Form>
          )}
        </div>
        {signedIn && (
          <nav aria-label="Panel" className="admin-container admin-menu">
            <ul>
              {PANEL_MENU.map((item) => {
                const count = item.news ? (news?.counts[item.news] ?? 0) : 0;
                const description = count > 0 ? NEWS_DESCRIPTIONS[item.news!](count) : undefined;
                // The section's word always opens its own page (the agenda: today); news with a place of its own (the
                // agenda's day nearest to today with news) is a tap of its own beside it.
                const newsLink = count > 0 ? newsLinks?.[item.news!] : undefined;
                return (
                  <li key={item.to}>
                    {/* The section's own page is "page"; a page inside it (an enquiry, a section's history) is in it. */}
                    <Link
                      to={item.to}
                      className="admin-menu-link"
                      aria-current={item === current ? (pathname === item.to ? "page" : "true") : undefined}
                      aria-describedby={description && !newsLink ? `nowe-${item.news}` : undefined}
                    >
                      {item.icon ? (
                        <>
                          {icons[item.icon]("size-6 md:hidden")}
                          <span className="max-md:sr-only">{item.label}</span>
                        </>
                      ) : (
                        item.label
                      )}
                      {/* The link keeps its name; the count is its description. */}
                      {description && !newsLink && (
                        <span className="admin-menu-count" aria-hidden="true">
                          {count}
                        </span>
                      )}
                    </Link>
                    {description && newsLink && (
                      <Link to={newsLink} className="admin-menu-news" aria-label={description}>
                        <span className="admin-menu-count">{count}</span>
                      </Link>
                    )}
                    {description && !newsLink && (
                      <span id={`nowe-${item.news}`} hidden>
                        {description}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </header>
      {signedIn && <FormsNeedSignal />}
      <main id="tresc" className="admin-main">
        <div className="admin-container">{children}</div>
      </main>
      {signedIn && (
        <footer className="admin-footer">
          <Form method="post" action={`${href("/admin/wyloguj")}?wszedzie`} className="admin-container">
            <p>
              {t("Zgubiony telefon albo hasło, które ktoś mógł poznać? Wyloguj panel na wszystkich urządzeniach naraz albo wybierz urządzenie z listy: ")}
              <Link to={href("/admin/urzadzenia")}>{t("Zalogowane urządzenia")}</Link>.
            </p>
            <button type="submit" className="admin-button admin-button-quiet">
              Wyloguj wszędzie
            </button>
          </Form>
          {replica && (
            <p className="admin-container admin-footer-replica" data-failing={replica.failing || undefined}>
              {t(replica.text)}
            </p>
          )}
        </footer>
      )}
      <Toaster toast={toast} />
    </>
  );
}
