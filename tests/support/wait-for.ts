type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

/** Polls until `check` returns something truthy, and returns that. */
export async function waitFor<T>(check: () => T | Promise<T>, { timeoutMs = 10_000, what = "the condition" } = {}): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
