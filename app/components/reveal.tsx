import { useEffect, useRef, useState, type ReactNode } from "react";

/** Animations start this far before the element enters the viewport. */
const REVEAL_OFFSET_PX = 120;

/**
 * Fades its content in as it scrolls into view (400 ms). Content already on
 * screen when the page loads, content without JavaScript, and everything under
 * prefers-reduced-motion is never hidden.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<"static" | "waiting" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight + REVEAL_OFFSET_PX) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase("shown");
        observer.disconnect();
      },
      { rootMargin: `0px 0px ${REVEAL_OFFSET_PX}px 0px` },
    );
    // Hide it only once we know it is below the fold and will be revealed.
    requestAnimationFrame(() => setPhase((current) => (current === "static" ? "waiting" : current)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={`reveal ${className}`} data-reveal={phase}>
      {children}
    </div>
  );
}
