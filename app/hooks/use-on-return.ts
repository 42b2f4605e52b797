import { useEffect, useEffectEvent } from "react";

/** Calls `onReturn` when the trainer comes back to the tab or the app (a focus, the page shown again). */
export function useOnReturn(onReturn: () => void): void {
  const returned = useEffectEvent(() => {
    if (document.visibilityState === "visible") onReturn();
  });
  useEffect(() => {
    const listener = () => returned();
    document.addEventListener("visibilitychange", listener);
    window.addEventListener("focus", listener);
    return () => {
      document.removeEventListener("visibilitychange", listener);
      window.removeEventListener("focus", listener);
    };
  }, []);
}
