import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Toast } from "~/admin/toast";
import { Toaster } from "./toaster";

type AdminShellProps = { signedIn: boolean; toast: Toast | null; children: ReactNode };

/** The inbox's own frame: a slim header (no marketing), the page, and the toasts. */
export function AdminShell({ signedIn, toast, children }: AdminShellProps) {
  return (
    <>
      <header className="admin-header">
        <div className="admin-container admin-header-bar">
          {signedIn ? (
            <nav aria-label="Panel" className="admin-nav">
              <Link to="/admin" className="admin-brand">
                Skrzynka zapytań
              </Link>
              <Link to="/admin/kalendarz" className="admin-brand">
                Kalendarz
              </Link>
              <Link to="/admin/tresci" className="admin-brand">
                Treści
              </Link>
            </nav>
          ) : (
            <span className="admin-brand">Panel trenera</span>
          )}
          {signedIn && (
            <Form method="post" action="/admin/wyloguj">
              <button type="submit" className="admin-button admin-button-quiet">
                Wyloguj się
              </button>
            </Form>
          )}
        </div>
      </header>
      <main id="tresc" className="admin-main">
        <div className="admin-container">{children}</div>
      </main>
      {signedIn && (
        <footer className="admin-footer">
          <Form method="post" action="/admin/wyloguj?wszedzie" className="admin-container">
            <p>Zgubiony telefon albo hasło, które ktoś mógł poznać? Zakończ wszystkie sesje panelu.</p>
            <button type="submit" className="admin-button admin-button-quiet">
              Wyloguj wszędzie
            </button>
          </Form>
        </footer>
      )}
      <Toaster toast={toast} />
    </>
  );
}
