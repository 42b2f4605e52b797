// Loaded into a test server's process before server.js (node --import), when
// a test asks for a clock it can move (startTestServer's `clock`): the
// process's Date (Date.now() and new Date()) runs ahead of the real time by
// what the test has added through the process's IPC channel, so a test sees
// what the server does once time has passed (the form stamps' time trap)
// without waiting for it. Timers are left alone: they still run in real time.
// A pooled server's reset between spec files (tests/support/test-reset.mjs)
// puts its clock back to the real time.
const RealDate = Date;
let aheadMs = 0;
const now = () => RealDate.now() + aheadMs;

/** Date with its "now" moved: every date, however made, is still a Date (one prototype). */
function TestDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
}
TestDate.prototype = RealDate.prototype;
RealDate.prototype.constructor = TestDate;
Object.setPrototypeOf(TestDate, RealDate);
TestDate.now = now;
globalThis.Date = TestDate;

process.on("message", (message) => {
  if (message?.resetData === true) aheadMs = 0;
  if (typeof message?.advanceClockMs !== "number") return;
  aheadMs += message.advanceClockMs;
  process.send({ clockAheadMs: aheadMs });
});
