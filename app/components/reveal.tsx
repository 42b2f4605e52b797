import type { ReactNode } from "react";

/** Content that rises into place as it scrolls into view (the `.reveal` animation in app.css, CSS only). */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`reveal ${className}`}>{children}</div>;
}
