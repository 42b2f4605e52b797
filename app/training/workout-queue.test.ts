// The phone's queue of logged sets, with the browser's storage and the
// network stood in for: nothing is lost offline, a long offline month goes
// in batches, and a blocked storage still keeps the sets while the page is open.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoggedSet } from "./logged-set";
import { queueSet, sendQueue, waitingSets } from "./workout-queue";

const set = (n: number): LoggedSet => ({
  setKey: `queue-test-key-${String(n).padStart(8, "0")}`,
  planId: null,
  dayName: "Dzień A",
  exerciseId: 1,
  exerciseName: "Przysiad",
  setNumber: 1,
  weightKg: 60,
  reps: 8,
  seconds: null,
  doneOn: "2027-03-10",
  loggedAt: "2027-03-10T17:00:00.000Z",
});

function storage(blocked = false) {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (blocked) throw new DOMException("blocked", "SecurityError");
      items.set(key, value);
    },
    removeItem: (key: string) => items.delete(key),
  });
}

/** A server that holds every set it is sent, or no signal at all. */
function network(received: string[][], online = () => true) {
  vi.stubGlobal("fetch", async (_url: string, init: { body: URLSearchParams }) => {
    if (!online()) throw new TypeError("Failed to fetch");
    const keys = (JSON.parse(init.body.get("sets")!) as LoggedSet[]).map((one) => one.setKey);
    received.push(keys);
    return new Response(JSON.stringify({ keys }), { status: 200 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the phone's queue of logged sets", () => {
  it("keeps every set without signal and sends each once when it returns, a batch of 200 at a time", async () => {
    storage();
    const received: string[][] = [];
    let signal = false;
    network(received, () => signal);
    // A month offline: 449 sets already waiting on the phone (written at once: queueing them one by one writes the
    // growing queue 449 times, seconds of CPU on a loaded machine), and one more logged now.
    localStorage.setItem("moje-treningi:serie:1", JSON.stringify(Array.from({ length: 449 }, (_, index) => set(index + 1))));
    queueSet(1, set(450));
    await sendQueue(1);
    expect(waitingSets(1)).toHaveLength(450);
    signal = true;
    await sendQueue(1);
    expect(received.map((batch) => batch.length)).toEqual([200, 200, 50]);
    expect(new Set(received.flat()).size).toBe(450);
    expect(waitingSets(1)).toEqual([]);
  });

  it("keeps the sets in the page where the browser's storage keeps nothing", async () => {
    storage(true);
    const received: string[][] = [];
    let signal = false;
    network(received, () => signal);
    queueSet(2, set(1));
    queueSet(2, set(2));
    await sendQueue(2);
    expect(waitingSets(2).map((one) => one.setKey)).toEqual([set(1).setKey, set(2).setKey]);
    signal = true;
    await sendQueue(2);
    expect(received).toEqual([[set(1).setKey, set(2).setKey]]);
    expect(waitingSets(2)).toEqual([]);
  });

  it("says whether the sets went, found no signal, or were refused by the server, and keeps them unless they went", async () => {
    storage();
    queueSet(3, set(1));
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendQueue(3)).toBe("unreachable");
    vi.stubGlobal("fetch", async () => new Response("", { status: 401 }));
    expect(await sendQueue(3)).toBe("refused");
    expect(waitingSets(3).map((one) => one.setKey)).toEqual([set(1).setKey]);
    network([]);
    expect(await sendQueue(3)).toBe("sent");
    expect(waitingSets(3)).toEqual([]);
    expect(await sendQueue(3)).toBe("sent");
  });
});
