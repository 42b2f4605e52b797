import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checked, failed, HUNG_AFTER_MS, INITIAL_STATE, STOPPED_AFTER_MS, writing, written, type ReplicationState, type Step } from "./replication-state";

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 8) + minutes * MINUTE);

type Event = { after: number; what: "written" | "failed" | "segment" | "snapshot" | "tick" };
const events = fc.array(
  fc.record({ after: fc.integer({ min: 0, max: 90 }), what: fc.constantFrom<Event["what"]>("written", "failed", "segment", "snapshot", "tick", "tick") }),
  { maxLength: 60 },
);

function run(sequence: Event[]) {
  let state: ReplicationState = INITIAL_STATE;
  let minutes = 0;
  const told: { kind: string; at: number; failingFor: number }[] = [];
  for (const { after, what } of sequence) {
    minutes += after;
    const now = at(minutes);
    const step: Step =
      what === "written"
        ? written(state, now)
        : what === "failed"
          ? failed(state, now, "connection refused")
          : what === "tick"
            ? checked(state, now)
            : writing(state, now, what);
    if (step.news) told.push({ kind: step.news.kind, at: minutes, failingFor: now.getTime() - step.news.since.getTime() });
    state = step.state;
  }
  return { state, told };
}

describe("the copy's watch", () => {
  it("tells of a stop only after an hour's failure, never twice in a row, and of a recovery only after a stop", () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const { told } = run(sequence);
        told.forEach((news, index) => {
          expect(news.kind).toBe(index % 2 === 0 ? "stopped" : "recovered");
          if (news.kind === "stopped") expect(news.failingFor).toBeGreaterThanOrEqual(STOPPED_AFTER_MS);
        });
      }),
    );
  });

  it("fails a write that stays unanswered, from when it began, and starts Litestream afresh", () => {
    const started = writing(INITIAL_STATE, at(0), "segment").state;
    expect(checked(started, at(1))).toEqual({ state: started, news: null, restart: false });
    const hung = checked(started, new Date(at(0).getTime() + HUNG_AFTER_MS.segment));
    expect(hung.restart).toBe(true);
    expect(hung.state).toMatchObject({ failingSince: at(0), writing: null });
    // A snapshot (the whole database) may take longer.
    expect(checked(writing(INITIAL_STATE, at(0), "snapshot").state, at(10)).restart).toBe(false);
  });

  it("counts an outage from its first failure, however many follow", () => {
    let state = failed(INITIAL_STATE, at(0), "refused").state;
    state = failed(state, at(30), "refused again").state;
    expect(checked(state, at(59)).news).toBeNull();
    expect(checked(state, at(60)).news).toEqual({ kind: "stopped", since: at(0), lastWrittenAt: null });
  });

  it("tells nothing when the copy recovers before anyone was told", () => {
    const state = failed(written(INITIAL_STATE, at(0)).state, at(5), "refused").state;
    expect(written(state, at(20))).toEqual({ state: { ...INITIAL_STATE, lastWrittenAt: at(20) }, news: null });
  });
});
