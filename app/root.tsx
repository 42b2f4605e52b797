import { Suspense, useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { LazyErrorPage } from "~/components/lazy-error-page";
import { LoadingBar, markNavigationFailed, useIsLoading } from "~/components/loading-bar";
import { useNonce } from "~/hooks/use-nonce";
import { useStaticDocument } from "~/hooks/use-static-document";
import { useStructuredData } from "~/hooks/use-structured-data";
import { usePreview } from "~/hooks/use-preview";
import { usePublicChrome } from "~/hooks/use-public-chrome";
import { NavigationTimeout } from "~/components/navigation-timeout";
import { OfflineBanner } from "~/components/offline-banner";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { StickyContactBar } from "~/components/sticky-contact-bar";
import { normalizeError } from "~/lib/normalize-error";
import { BOOT_AFTER_PAINT } from "~/lib/boot-after-paint";
import { siteChrome } from "~/site-content";
import type { RootLoaderData } from "~/hooks/root-loader-data";
import { contentFor } from "~/site-content/index.server";
import { useReloadWhenOffline } from "~/hooks/use-reload-when-offline";
import archivo from "./fonts/archivo.woff2?url";
import siteStylesheet from "./app.css?url";
import { FONT_FACES_ID, SITE_STYLESHEET_ID } from "~/lib/site-stylesheet";
import { AFTER_PAINT_ATTRIBUTE } from "~/lib/boot-after-paint";

// The stylesheet travels inside every HTML response, cut by the server to the
// rules the document can use (decision 035): the first paint then waits for
// no second request. The server bundle carries its text; in the browser it is
// read back from the page. The whole stylesheet, for what scripts show later,
// is linked here, and the server leaves the link inert until the page has
// painted (app/lib/defer-boot.server.ts): the browser's render and the
// document then agree on it, as on React Router's module preloads.
const inlineCss: string = import.meta.env.SSR ? (await import("./app.css?inline")).default : (document.getElementById(SITE_STYLESHEET_ID)?.textContent ?? "");
// The font's faces, declared once per document: a face declared again by the linked stylesheet was a new face, which
// Chrome used at once (its file was there by then) and swapped under text painted in the fallback.
const fontFaces: string = import.meta.env.SSR
  ? (await import("./fonts/fonts.css?inline")).default
  : (document.getElementById(FONT_FACES_ID)?.textContent ?? "");
// The server renders the error page at once; the browser loads it when needed.
const ErrorPage = import.meta.env.SSR ? (await import("~/components/error-page")).ErrorPage : LazyErrorPage;

export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  const content = contentFor(context);
  // The only configuration the browser gets, and what the header, the footer
  // and the contact bar show on every page (and nothing more: it is in every
  // page's HTML).
  return siteChrome(content);
}

export const links: Route.LinksFunction = () => [
  // Every page's text is set in it: fetch it with the HTML, so the first
  // paint (which waits briefly for it, font-display: optional) can happen
  // early and in the site's font.
  { rel: "preload", href: archivo, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const { message } = normalizeError(error);
  return [{ title: message || "Błąd" }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: ReactNode }) {
  const loading = useIsLoading();
  const nonce = useNonce();
  const preview = usePreview();
  const staticDocument = useStaticDocument();
  const structuredData = useStructuredData();
  // The panel's pages link their own manifest (scope /admin/, app/admin/admin-shell.tsx).
  const publicChrome = usePublicChrome();
  return (
    // BOOT_AFTER_PAINT adds a class once the page has painted, which can be before React hydrates (decision 036).
    <html lang="pl" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <meta name="msapplication-TileColor" content="#ffffff" />
        <Meta />
        {preview && <meta name="robots" content="noindex" />}
        <style id={FONT_FACES_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: fontFaces }} />
        <style id={SITE_STYLESHEET_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        <link {...{ [AFTER_PAINT_ATTRIBUTE]: "" }} rel="stylesheet" href={siteStylesheet} />
        <Links nonce={nonce} />
        {publicChrome && <link rel="manifest" href="/manifest.webmanifest" />}
        {/* For search engines, in the server's HTML only: React 19 leaves a
            tag in <head> that the browser's render does not have as it is. */}
        {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />}
      </head>
      <body className="flex min-h-dvh flex-col bg-white text-ink antialiased">
        {preview && (
          <p role="status" className="bg-ink px-4 py-3 text-center text-sm font-bold text-white">
            Podgląd zmian, których jeszcze nie opublikowano. Widzisz go tylko Ty; odwiedzający widzą stronę bez tych zmian.
          </p>
        )}
        <a href="#tresc" className="skip-link">
          Przejdź do treści
        </a>
        <SiteHeader />
        <div className="flex flex-1 flex-col" aria-busy={loading || undefined}>
          <NavigationTimeout>{children}</NavigationTimeout>
        </div>
        <SiteFooter />
        <StickyContactBar />
        <OfflineBanner />
        <LoadingBar />
        {/* A preview is a picture of the draft: nothing in it runs; nor in a static document. */}
        {!preview && !staticDocument && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            {/* Wakes the scripts above once the page has painted (decision 018). */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_AFTER_PAINT }} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Says on <html> that the page's code has taken the page over: a browser test whose subject is what that code does
  // (a question before leaving, a tap recorded, a count refreshed on return) waits for it; a test of a person's tap never does.
  useEffect(() => document.documentElement.setAttribute("data-code", "running"), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // At once, not when the error page's code has come: the loading bar shows the failure.
  useEffect(markNavigationFailed, [error]);
  // A panel page's move without signal reaches this boundary: loaded whole, from the panel's worker.
  useReloadWhenOffline(error);
  return (
    <Suspense>
      <ErrorPage error={error} />
    </Suspense>
  );
}
