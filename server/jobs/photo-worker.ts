import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "~/db/database.server";
import { makePhotoVariants } from "~/photos/index.server";
import { onPhotoQueued } from "~/photos/index.server";
import { claimNextPhoto, failPhoto, savePhotoVariants } from "~/photos/index.server";
import type { Logger } from "./outbox-worker";

export type PhotoWorker = { stop(): Promise<void> };

/**
 * Makes the files of uploaded photos, one photo at a time, outside any
 * request: an upload is answered as soon as the original is stored, and the
 * editor shows "przetwarzanie…" until this is done. Each instance claims a
 * photo before working on it, so none is made twice at once.
 */
export function startPhotoWorker({ db, pollMs, log = console }: { db: Kysely<Database>; pollMs: number; log?: Logger }): PhotoWorker {
  // One libvips thread: a photo takes a few seconds longer, and the server's
  // other core stays free for visitors (a small server has two).
  sharp.concurrency(1);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function drain() {
    for (let photo = await claimNextPhoto(db); photo && !stopped; photo = await claimNextPhoto(db)) {
      const started = performance.now();
      try {
        const variants = await makePhotoVariants(photo.original);
        await savePhotoVariants(db, photo.id, variants);
        log.info(`photos: ${photo.id} ready, ${variants.length} files in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        log.error(`photos: ${photo.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        await failPhoto(db, photo.id, "Tego zdjęcia nie udało się przygotować. Spróbuj wysłać je jeszcze raz albo wybierz inne.");
      }
    }
  }

  const tick = () => {
    clearTimeout(timer);
    running = running
      .then(drain)
      .catch((error: unknown) => log.error(`photos: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        // One timer at a time, however many wake-ups came meanwhile.
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  onPhotoQueued(tick);
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
