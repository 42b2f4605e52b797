// The servers one Playwright worker keeps for the spec files whose settings
// are the same (tests/e2e/site.ts's ownServer): one per set of settings,
// started for the first file that asks, its data reset (server/test-reset.ts)
// for each file after it, stopped when the worker ends. A start costs about
// 1.9 CPU-s (it loads the bundle and renders every page); a reset empties the
// database and renders the pages again in the same process.
import { startTestServer, type TestServer } from "./test-server";

export type PoolOptions = { host?: string; clock?: boolean };
type Pooled = { server: Promise<TestServer>; taken: boolean; started?: TestServer };

const pool = new Map<string, Pooled>();

/** The same settings in any order are one server. */
const settingsKey = (env: Record<string, string>, { host = "127.0.0.1", clock = false }: PoolOptions) =>
  JSON.stringify([Object.entries(env).sort(([a], [b]) => a.localeCompare(b)), host, clock]);

// The worker's end (however it ends) stops its servers; a server whose worker was killed stops itself (test-reset.mjs).
process.once("exit", () => {
  for (const { started } of pool.values()) started?.stop();
});

/**
 * This worker's server for `env` and `options`, with the data of a fresh
 * start and an `output` that begins there, for the caller until it calls
 * `release`; null while another block of the same file holds it (a
 * describe inside one that has it), which then needs a server of its own.
 */
export async function takePooledServer(env: Record<string, string>, options: PoolOptions): Promise<{ server: TestServer; release(): void } | null> {
  const key = settingsKey(env, options);
  let pooled = pool.get(key);
  if (pooled?.taken) return null;
  const fresh = !pooled;
  if (!pooled) {
    const entry: Pooled = { server: startTestServer(env, { ...options, resettable: true }), taken: false };
    void entry.server.then(
      (server) => (entry.started = server),
      () => undefined,
    );
    pool.set(key, (pooled = entry));
  }
  pooled.taken = true;
  const entry = pooled;
  try {
    const server = await entry.server;
    const since = fresh ? 0 : await server.reset();
    const view: TestServer = {
      ...server,
      get output() {
        return server.output.slice(since);
      },
    };
    return { server: view, release: () => void (entry.taken = false) };
  } catch (error) {
    // Neither started nor reset: the next file starts another.
    pool.delete(key);
    void entry.server.then(
      (running) => running.stop(),
      () => undefined,
    );
    throw error;
  }
}
