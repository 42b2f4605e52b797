// The sets logged on the phone and not yet acknowledged by the server, kept
// in localStorage (they outlive a reload and a tab closed in the basement)
// and sent whenever there may be signal: after each set, when the page
// opens, and when the browser says it is online again. The server stores a
// set once by its key, so sending one twice (two tabs, a lost answer) is
// harmless; the phone forgets exactly the keys the server acknowledged.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { readStored, writeStored } from "~/lib/device-storage";
import { loggedSetsSchema, type LoggedSet } from "./logged-set";

export const SETS_PATH = "/moje-treningi/serie";

const storageKey = (clientId: number) => `moje-treningi:serie:${clientId}`;
const isSets = (value: unknown): value is LoggedSet[] => loggedSetsSchema.safeParse(value).success;

const pendingOf = (clientId: number) => readStored(storageKey(clientId), isSets) ?? [];

/** Sends what waits; the keys the server holds now are forgotten. Without signal, everything stays. */
async function send(clientId: number): Promise<void> {
  const pending = pendingOf(clientId);
  if (pending.length === 0) return;
  let keys: string[];
  try {
    const response = await fetch(SETS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ sets: JSON.stringify(pending) }),
    });
    if (!response.ok) return;
    keys = ((await response.json()) as { keys: string[] }).keys;
  } catch {
    return;
  }
  // Sets logged while the request was out were not in it: they stay.
  const sent = new Set(keys);
  writeStored(
    storageKey(clientId),
    pendingOf(clientId).filter((set) => !sent.has(set.setKey)),
  );
}

// The page redraws when the queue changes here or in another tab.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The sets waiting to be sent, and a way to add one: kept first, then sent if there is signal. */
export function useWorkoutQueue(clientId: number) {
  const stored = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(pendingOf(clientId)),
    () => "[]",
  );
  const pending = useMemo(() => JSON.parse(stored) as LoggedSet[], [stored]);
  const flush = useCallback(() => send(clientId).then(changed), [clientId]);
  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [flush]);
  const add = useCallback(
    (set: LoggedSet) => {
      writeStored(storageKey(clientId), [...pendingOf(clientId), set]);
      changed();
      void flush();
    },
    [clientId, flush],
  );
  return { pending, add };
}
