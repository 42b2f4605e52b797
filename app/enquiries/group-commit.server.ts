/**
 * Group commit: the writes asked for during one turn of the event loop are
 * handed to `writeBatch` together, as one transaction, so that many visitors
 * sending at once share one flush to disk instead of queueing for one each.
 * Each caller still resolves only once its own write is committed.
 *
 * A batch that fails is retried one item at a time, so that one bad write
 * fails only its own caller; a single write's error reaches its caller as is.
 */
export function groupCommit<Item, Result>(writeBatch: (items: Item[]) => Promise<Result[]>): (item: Item) => Promise<Result> {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];

  async function commit(batch: Waiting[]): Promise<void> {
    try {
      const results = await writeBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((entry) => commit([entry])));
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      // setImmediate runs after the requests that arrived in this turn have
      // reached this point, so they join the same batch.
      if (waiting.length === 0) {
        setImmediate(() => {
          const batch = waiting;
          waiting = [];
          void commit(batch);
        });
      }
      waiting.push({ item, resolve, reject });
    });
}
