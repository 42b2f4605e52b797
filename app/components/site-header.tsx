import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { usePublicChrome } from "~/hooks/use-public-chrome";
import type { RootLoaderData } from "~/hooks/root-loader-data";
import { PageLink } from "./page-link";

export const navigationItems = [
  { to: "/oferta", label: "Oferta" },
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
  // The menu is open for the page it was opened on, so a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

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
        <button ref={button} type="button" className="menu-button md:hidden" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true" className="menu-icon" data-open={open || undefined} />
          {open ? "Zamknij" : "Menu"}
        </button>
        <nav id={menuId} aria-label="Główna" className="site-nav" data-open={open || undefined}>
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
