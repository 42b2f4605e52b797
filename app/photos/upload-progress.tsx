import type { UploadProgress } from "./use-photo-upload";

/** An upload's progress bar with its words: how much is sent, then that the photo is being prepared. Nothing otherwise. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  if (progress.step === "sending") {
    return (
      <span className="photo-upload-progress">
        <progress max={100} value={progress.percent} aria-label="Wysyłanie zdjęcia" />
        <span>Wysłano {progress.percent}%</span>
      </span>
    );
  }
  if (progress.step === "preparing") {
    return (
      <span className="photo-upload-progress">
        <progress aria-label="Przygotowanie zdjęcia" />
        <span>Zdjęcie wysłane, trwa jego przygotowanie (do minuty)…</span>
      </span>
    );
  }
  return null;
}
