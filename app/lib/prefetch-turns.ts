import { whenIdle } from "./when-idle";

type Start = () => void;

/**
 * A queue of links that may prefetch: each one starts in its own task, the
 * next when `schedule` calls back (the browser idle again). React commits the
 * prefetch links of every link started in one task together, and one commit
 * of every visible link's was the home page's longest task (issue 63).
 */
export function createTurns(schedule: (next: () => void) => void) {
  const waiting: Start[] = [];
  let busy = false;

  function next() {
    const start = waiting.shift();
    busy = start !== undefined;
    if (!start) return;
    start();
    schedule(next);
  }

  /** Queues `start`; the returned function takes it out again if it has not run. */
  return function take(start: Start): () => void {
    waiting.push(start);
    if (!busy) next();
    return () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
    };
  };
}

/** The page's one queue: a turn ends when the browser is idle again, after React has committed it. */
export const takePrefetchTurn = createTurns(whenIdle);
