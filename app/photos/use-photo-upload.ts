import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadedPhotoState } from "./photo-choice";
import { photoWhenPrepared, sendPhoto } from "./send-photo";

/** Where an upload is, for the words and the progress bar beside its control. */
export type UploadProgress =
  | { step: "idle" }
  | { step: "sending"; percent: number }
  /** Sent; its files are being made. */
  | { step: "preparing" }
  /** Taken: a new photo, or (`duplicate` says so) the library's copy of the same one. */
  | { step: "done"; photo: UploadedPhotoState; duplicate: string | null }
  /** Not taken, and why; a duplicate names the library's photo. */
  | { step: "refused"; message: string; photo?: UploadedPhotoState };

const NOT_PREPARED = "Serwer nie zdołał przygotować tego zdjęcia. Zapisz je na telefonie jeszcze raz (np. zrób zrzut ekranu) i wyślij ponownie.";

/**
 * Sends a photo and follows it. `untilPrepared`: wait until its files are
 * made, as a photo field does before it selects the photo; a duplicate is
 * then taken as the library's photo. Without it (the library's own form) the
 * answer is final: a duplicate is refused.
 */
export function usePhotoUpload({ untilPrepared }: { untilPrepared: boolean }) {
  const [progress, setProgress] = useState<UploadProgress>({ step: "idle" });
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadProgress> => {
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      const show = (next: UploadProgress) => {
        if (!controller.signal.aborted) setProgress(next);
        return next;
      };
      show({ step: "sending", percent: 0 });
      const answer = await sendPhoto(file, (percent) => show({ step: "sending", percent }));
      const duplicate = "error" in answer ? answer.error : null;
      if (!answer.photo || (duplicate && !untilPrepared)) return show({ step: "refused", message: duplicate ?? "", photo: answer.photo });
      let photo = answer.photo;
      if (untilPrepared && photo.status === "processing") {
        show({ step: "preparing" });
        try {
          const prepared = await photoWhenPrepared(photo.value, controller.signal);
          if ("error" in prepared) return show({ step: "refused", message: prepared.error });
          photo = prepared.photo;
        } catch {
          // The control is gone (another upload, or the page left).
          return { step: "idle" };
        }
      }
      if (photo.status === "failed") return show({ step: "refused", message: photo.error ?? NOT_PREPARED });
      return show({ step: "done", photo, duplicate });
    },
    [untilPrepared],
  );
  return { progress, upload };
}
