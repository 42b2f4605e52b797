// The sets logged on the phone and not yet acknowledged by the server, kept
// in localStorage (they outlive a reload and a tab closed in the basement)
// and sent whenever there may be signal: after each set, when the page
// opens, when the browser says it is online again, and by themselves while
// any wait and the browser thinks it is online (retry-schedule.ts). The server stores a
// set once by its key, so sending one twice (two tabs, a lost answer) is
// harmless; the phone forgets exactly the keys the server acknowledged.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { dropStored, readStored, writeStored } from "~/lib/device-storage";
import { z } from "~/lib/zod";
import { loggedSetSchema, SET_LIMITS, WORKOUT_CAPS, type LoggedSet, type WorkoutCap } from "./logged-set";
import { retryDelay } from "./retry-schedule";

export const SETS_PATH = "/moje-treningi/serie";
/** What a send came to: all sent (or nothing waited), no answer (no signal), the server's refusal, or a cap on sets reached (429, its name). */
export type SendOutcome = "sent" | "unreachable" | "refused" | WorkoutCap;

const storageKey = (clientId: number) => `moje-treningi:serie:${clientId}`;
// Any number of sets may wait (a month offline); they are sent a batch at a time.
const storedSetsSchema = z.array(loggedSetSchema);
const isSets = (value: unknown): value is LoggedSet[] => storedSetsSchema.safeParse(value).success;

/** Where storage keeps nothing (blocked in a private window, or full): the sets wait in the page while it is open. */
const unsaved = new Map<number, LoggedSet[]>();

const pendingOf = (clientId: number) => unsaved.get(clientId) ?? readStored(storageKey(clientId), isSets) ?? [];

function keep(clientId: number, sets: LoggedSet[]): void {
  if (writeStored(storageKey(clientId), sets)) unsaved.delete(clientId);
  else unsaved.set(clientId, sets);
}

/** The sets waiting on this device for the client. */
export const waitingSets = (clientId: number): LoggedSet[] => pendingOf(clientId);

/**
 * The sets logged on this device today, sent or not: a page reloaded without
 * signal (drawn from what the server said before) shows them done, so a set is
 * not logged twice. Only the day's: an earlier day's are dropped with the next set.
 */
const todayKey = (clientId: number) => `moje-treningi:dzis:${clientId}`;
const loggedToday = (clientId: number): LoggedSet[] => readStored(todayKey(clientId), isSets) ?? [];

/** Keeps a set logged on this device until the server has it. */
export function queueSet(clientId: number, set: LoggedSet): void {
  keep(clientId, [...pendingOf(clientId), set]);
  writeStored(todayKey(clientId), [...loggedToday(clientId).filter((one) => one.doneOn === set.doneOn), set]);
}

/** Forgets what waits and what was logged here (the consent withdrawn on this device: nothing of it may be sent). */
export function forgetSets(clientId: number): void {
  keep(clientId, []);
  dropStored(todayKey(clientId));
  changed();
}

/** Sends what waits; the keys the server holds now are forgotten. Without signal, everything stays. */
export async function sendQueue(clientId: number): Promise<SendOutcome> {
  const waiting = pendingOf(clientId);
  const pending = waiting.slice(0, SET_LIMITS.setsPerSend);
  if (pending.length === 0) return "sent";
  let keys: string[];
  try {
    const response = await fetch(SETS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ sets: JSON.stringify(pending) }),
    });
    if (response.status === 429) return ((await response.json()) as { cap: WorkoutCap }).cap;
    if (!response.ok) return "refused";
    keys = ((await response.json()) as { keys: string[] }).keys;
  } catch {
    return "unreachable";
  }
  // Sets logged while the request was out were not in it: they stay.
  const sent = new Set(keys);
  const left = pendingOf(clientId).filter((set) => !sent.has(set.setKey));
  keep(clientId, left);
  // More than a batch waited: the next one goes at once (while each answer takes some away).
  if (left.length > 0 && left.length < waiting.length) return sendQueue(clientId);
  return "sent";
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

/** The sets waiting to be sent, those logged here today, and a way to add one: kept first, then sent if there is signal. */
export function useWorkoutQueue(clientId: number) {
  const stored = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(pendingOf(clientId)),
    () => "[]",
  );
  const pending = useMemo(() => JSON.parse(stored) as LoggedSet[], [stored]);
  const storedToday = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(loggedToday(clientId)),
    () => "[]",
  );
  const today = useMemo(() => JSON.parse(storedToday) as LoggedSet[], [storedToday]);
  const [capped, setCapped] = useState<WorkoutCap | null>(null);
  const flush = useCallback(
    () =>
      sendQueue(clientId).then((outcome) => {
        setCapped(outcome in WORKOUT_CAPS ? (outcome as WorkoutCap) : null);
        changed();
        return outcome;
      }),
    [clientId],
  );
  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [flush]);
  // A browser does not always say the signal is back: Chromium 150 fires no `online` in a page its
  // service worker served offline (navigator.onLine turns true, silently). While sets wait, they are tried again.
  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    let refusals = 0;
    let stopped = false;
    let timer = 0;
    const tryAgain = async () => {
      if (navigator.onLine) refusals = ["sent", "unreachable"].includes(await flush()) ? 0 : refusals + 1;
      if (!stopped) timer = window.setTimeout(tryAgain, retryDelay(refusals));
    };
    timer = window.setTimeout(tryAgain, retryDelay(refusals));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [waiting, flush]);
  const add = useCallback(
    (set: LoggedSet) => {
      queueSet(clientId, set);
      changed();
      void flush();
    },
    [clientId, flush],
  );
  return { pending, today, add, capped };
}
