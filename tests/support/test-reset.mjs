// Loaded into a pooled test server's process before server.js (node --import,
// with an IPC channel; tests/support/server-pool.ts): the spec files that share
// the server empty its data between them instead of starting another process.
// The server hands its reset over only when this module's registry is on
// globalThis (server/test-reset.ts); the message { resetData: true } runs it,
// and the answer comes once the data is a fresh start's. Production never
// loads this module, so its server has no reset to reach.
if (!process.send) throw new Error("tests/support/test-reset.mjs answers over an IPC channel: start the server with one");

let reset = async () => {
  throw new Error("the server has not offered its reset (it is still starting, or is not this project's server)");
};
globalThis[Symbol.for("site.test-reset")] = (serverReset) => (reset = serverReset);

let resets = 0;
process.on("message", (message) => {
  if (message?.resetData !== true) return;
  const number = ++resets;
  reset().then(
    () => {
      // The line the test waits for: what the server writes after it is the next file's (the test server's output).
      console.log(`test reset ${number} done`);
      process.send({ resetDone: number });
    },
    (error) => process.send({ resetFailed: String(error?.stack ?? error) }),
  );
});

// The test's worker is gone (it ended, or was killed): stop as on SIGTERM rather than stay behind.
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
