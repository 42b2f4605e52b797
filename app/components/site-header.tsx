import { useEffect, useId, useRef } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { usePublicChrome } from "~/hooks/use-public-chrome";
import type { RootLoaderData } from "~/hooks/root-loader-data";
import { PageLink } from "./page-link";

export const navigationItems = [
  { to: "/oferta", label: "Oferta" },
  { to: "/zajecia", label: "Zajęcia" },
  { to: "/galeria", label: "Galeria" },
  { to: "/osiagniecia", label: "Osiągnięcia" },
  { to: "/rezerwacja", label: "Rezerwacja" },
  { to: "/kontakt", label: "Kontakt" },
] as const;

/** The site's header: brand, navigation, and a menu button on phones. */
export function SiteHeader() {
  return usePublicChrome() ? <SiteHeaderBar /> : null;
}

/** "Jan Kowalski" → "JK", for the brand mark. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function SiteHeaderBar() {
  const trainer = useRouteLoaderData<RootLoaderData>("root")?.trainer;
  const trainerName = trainer?.name ?? "";
  const location = useLocation();
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);

  const menuPath = useRef(location.pathname);

  // The menu is a popover: it opens, closes on Esc or a tap outside and gives focus back without the page's code.
  // A client navigation keeps the page, so the code closes it (not on hydration: a menu opened before stays open).
  useEffect(() => {
    if (menuPath.current === location.pathname) return;
    menuPath.current = location.pathname;
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <PageLink to="/" className="brand-link">
          <span aria-hidden="true" className="brand-mark">
            {initials(trainerName)}
          </span>
          <span className="leading-tight">
            <span className="block font-extrabold tracking-tight">{trainerName}</span>
            <span className="block text-xs text-muted">{trainer?.roleTitle}</span>
          </span>
          {/* The name heard is the name seen, then where the link leads (WCAG 2.5.3). */}
          <span className="sr-only"> — strona główna</span>
        </PageLink>
        {/* The browser tells assistive technology whether the menu is open (popovertarget); CSS shows "Zamknij" while it is. */}
        <button type="button" className="menu-button md:hidden" popoverTarget={menuId}>
          <span aria-hidden="true" className="menu-icon" />
          <span className="menu-closed-label">Menu</span>
          <span className="menu-open-label">Zamknij</span>
        </button>
        <nav ref={menu} id={menuId} aria-label="Główna" className="site-nav" popover="auto">
          <ul>
            {navigationItems.map((item) => (
              <li key={item.to}>
                <PageLink to={item.to} className="nav-link" aria-current={location.pathname === item.to ? "page" : undefined}>
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
