import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "~/hooks/use-nonce";
import { rememberNavigationTargets, takeReloadTarget } from "~/lib/chunk-reload";
import { SITE_STYLESHEET_ID } from "~/lib/site-stylesheet";

function reloadTarget(): string | null {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry?.type !== "reload") return null;
  return takeReloadTarget(sessionStorage, Date.now(), location.pathname + location.search + location.hash);
}

/** The nonce the server gave this page's inline style (app/root.tsx): the same on every element it wrote. */
const pageNonce = () => document.querySelector<HTMLStyleElement>(`style#${SITE_STYLESHEET_ID}`)?.nonce || undefined;

// React Router answers a page chunk that failed to load by reloading the page
// the visitor was on; carry on to the page they asked for instead.
const target = reloadTarget();
if (target) {
  location.replace(target);
} else {
  // This code runs after the first paint already (app/lib/boot-after-paint.ts);
  // hydrating in a task of its own keeps it apart from evaluating the modules.
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <NonceContext value={pageNonce()}>
            <HydratedRouter instrumentations={[rememberNavigationTargets]} />
          </NonceContext>
        </StrictMode>,
      );
    }),
  );
}
