import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's code runs: for controls that only work with it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
