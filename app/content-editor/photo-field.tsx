import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { useHydrated } from "~/hooks/use-hydrated";
import { typeset as t } from "~/lib/typeset";
import { UploadProgressBar } from "~/photos";
import { usePhotoUpload } from "~/photos";
import type { AnyField, PhotoOption } from "./form-draw-context";

// Photos uploaded from any photo field of this page, newest first: every
// other photo field offers them at once, without reloading the editor (which
// would cost the trainer's unsaved edits).
let uploadedHere: PhotoOption[] = [];
const NONE: PhotoOption[] = [];
const listeners = new Set<() => void>();

function addUploadedHere(photo: PhotoOption) {
  uploadedHere = [photo, ...uploadedHere.filter((known) => known.value !== photo.value)];
  for (const listener of listeners) listener();
}

function useUploadedHere(): PhotoOption[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => uploadedHere,
    () => NONE,
  );
}

function Thumbnail({ photo, className }: { photo: PhotoOption | undefined; className: string }) {
  return photo?.thumbnail ? (
    <img src={photo.thumbnail} alt="" loading="lazy" className={className} />
  ) : (
    <span className={`${className} photo-thumbnail-waiting`}>{photo ? t("przygotowuje się…") : t("brak zdjęcia")}</span>
  );
}

type PhotoFieldProps = {
  field: AnyField;
  label: string;
  /** The field's hint and error, as every field of the editor shows them. */
  hint: ReactNode;
  error: ReactNode;
  describedBy: string | undefined;
  /** The first field with an error after a publish takes the focus. */
  takesFocus: boolean;
  photos: PhotoOption[];
};

/**
 * A photo field: the chosen photo's thumbnail, a grid of every photo to
 * choose from (radio buttons, so a plain form post sends the chosen name
 * under the field's name), and, with JavaScript, an upload right here that
 * selects the new photo once it is ready, as if the trainer had tapped it.
 */
export function PhotoField({ field, label, hint, error, describedBy, takesFocus, photos }: PhotoFieldProps) {
  const current = typeof field.initialValue === "string" ? field.initialValue : "";
  const added = useUploadedHere();
  const listed = [...added, ...photos.filter((photo) => !added.some((known) => known.value === photo.value))];
  // The value in use stays a choice even when it is in no list, so that saving never changes it unasked.
  const options = current && !listed.some((photo) => photo.value === current) ? [{ value: current, label: current, thumbnail: null }, ...listed] : listed;
  const [chosen, setChosen] = useState(current);
  const invalid = Boolean(field.errors?.length);
  const [startOpen] = useState(!current || invalid);
  const choices = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (invalid && choices.current) choices.current.open = true;
  }, [invalid]);

  const shown = options.find((photo) => photo.value === chosen);
  const choose = (event: ChangeEvent<HTMLDivElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.name === field.name) setChosen(input.value);
  };

  return (
    <fieldset id={field.id} className="photo-field">
      <legend id={`${field.id}-legend`}>{t(label)}</legend>
      {hint}
      <div className="photo-field-current">
        <Thumbnail photo={shown} className="photo-field-current-image" />
        <p>{chosen ? t(shown?.label ?? chosen) : t("Nie wybrano zdjęcia.")}</p>
      </div>
      <PhotoUpload fieldName={field.name} />
      <details ref={choices} className="photo-field-choices" open={startOpen}>
        <summary>{t("Zmień zdjęcie")}</summary>
        <div
          role="radiogroup"
          aria-labelledby={`${field.id}-legend`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="photo-grid"
          onChange={choose}
        >
          {options.map((photo) => (
            <label key={photo.value} className="photo-choice">
              <input
                type="radio"
                name={field.name}
                value={photo.value}
                defaultChecked={photo.value === current}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- as every field of the editor: the first one with an error after a publish
                autoFocus={(takesFocus && photo.value === current) || undefined}
              />
              <Thumbnail photo={photo} className="photo-thumbnail" />
              <span className="photo-choice-label">{t(photo.label)}</span>
            </label>
          ))}
        </div>
      </details>
      {error}
    </fieldset>
  );
}

/**
 * "Dodaj nowe zdjęcie": sends a photo from the phone, waits until it is ready,
 * and selects it in the field `fieldName`. Until the page's script runs (or
 * without it) the same control opens the library in a new tab, so that the
 * form here keeps what was typed; it takes the same room either way, so
 * nothing moves under the trainer's thumb when the script starts.
 */
function PhotoUpload({ fieldName }: { fieldName: string }) {
  const hydrated = useHydrated();
  const { progress, upload } = usePhotoUpload({ untilPrepared: true });
  const fileInput = useRef<HTMLInputElement>(null);
  const control = useRef<HTMLDivElement>(null);

  const busy = progress.step === "sending" || progress.step === "preparing";
  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Emptied at once: the same file may be chosen again, and nothing of it stays with the page.
    event.currentTarget.value = "";
    if (!file) return;
    const outcome = await upload(file);
    if (outcome.step !== "done") return;
    const { value, label, thumbnail } = outcome.photo;
    // Drawn at once, then tapped: the form (and whatever watches its input) sees the change as the trainer's own.
    flushSync(() => addUploadedHere({ value, label, thumbnail }));
    const field = control.current?.closest("fieldset");
    [...(field?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])].find((radio) => radio.name === fieldName && radio.value === value)?.click();
    // Chosen: the grid folds away, and the thumbnail above shows the photo.
    const choices = field?.querySelector("details");
    if (choices) choices.open = false;
  };
  return (
    <div ref={control} className="photo-field-upload">
      {hydrated ? (
        <>
          <button type="button" className="admin-button" disabled={busy} onClick={() => fileInput.current?.click()}>
            {t("Dodaj nowe zdjęcie")}
          </button>
          {/* Outside the editor's form: the photo goes on its own, never with the section. */}
          {createPortal(<input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/heic" hidden onChange={send} />, document.body)}
        </>
      ) : (
        <a href="/admin/zdjecia" target="_blank" rel="noopener" className="admin-button">
          {t("Dodaj nowe zdjęcie")}
        </a>
      )}
      <p role="status" className="photo-upload-status">
        <UploadProgressBar progress={progress} />
        {progress.step === "done" &&
          t(
            progress.duplicate
              ? `${progress.duplicate} Jest teraz wybrane w tym polu.`
              : "Zdjęcie dodane i wybrane w tym polu. Opublikuj, żeby pokazało się na stronie.",
          )}
      </p>
      {progress.step === "refused" && (
        <p className="editor-error" role="alert">
          {t(progress.message)}
        </p>
      )}
    </div>
  );
}
