// Small inline icons: decorative, so hidden from screen readers.
import type { ReactNode } from "react";

function Icon({ children, className = "size-6" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export const icons = {
  plan: (className?: string) => (
    <Icon className={className}>
      <path d="M6.5 6.5v11M17.5 6.5v11M3 9v6M21 9v6M6.5 12h11" />
    </Icon>
  ),
  diet: (className?: string) => (
    <Icon className={className}>
      <path d="M12 7c-1.5-3-5-3-6.5-1S4 12 6 16s4 5 6 4c2 1 4 0 6-4s2-8 .5-10S13.5 4 12 7z" />
      <path d="M12 7c0-2 1-3 3-4" />
    </Icon>
  ),
  supplements: (className?: string) => (
    <Icon className={className}>
      <rect x="3" y="9" width="18" height="6" rx="3" transform="rotate(-45 12 12)" />
      <path d="M9.5 9.5l5 5" />
    </Icon>
  ),
  phone: (className?: string) => (
    <Icon className={className}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Icon>
  ),
  mail: (className?: string) => (
    <Icon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Icon>
  ),
  pin: (className?: string) => (
    <Icon className={className}>
      <path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </Icon>
  ),
  clock: (className?: string) => (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  ),
  check: (className?: string) => (
    <Icon className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  ),
  bell: (className?: string) => (
    <Icon className={className}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </Icon>
  ),
  arrow: (className?: string) => (
    <Icon className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  ),
};
