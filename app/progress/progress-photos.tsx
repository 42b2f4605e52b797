// Progress photos as thumbnails with their dates, each opening full size in
// the browser; on the client's page also the upload form (plain multipart:
// it works without JavaScript) and a delete button under each photo.
import { href, useFetcher } from "react-router";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { ProgressPhoto } from "./progress-photo-store.server";
import { PROGRESS } from "./progress.messages";
import { PROGRESS_INTENTS, progressPhotoUrl } from "./progress-form";

type ProgressPhotosProps = { photos: ProgressPhoto[]; owner: { photoKey: string } | null };

export function ProgressPhotos({ photos, owner }: ProgressPhotosProps) {
  return (
    <>
      {photos.length === 0 ? (
        <p className="mt-4">{t(PROGRESS.noPhotos)}</p>
      ) : (
        <ul className="progress-photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <a href={progressPhotoUrl(photo.id)} className="block">
                <img src={progressPhotoUrl(photo.id)} width={photo.width} height={photo.height} loading="lazy" alt={PROGRESS.photoAlt(photo.takenOn)} />
              </a>
              <p className="mt-2 text-sm">{formatDate(photo.takenOn)}</p>
              {owner && <DeletePhoto id={photo.id} />}
            </li>
          ))}
        </ul>
      )}
      {owner && <UploadPhoto photoKey={owner.photoKey} />}
    </>
  );
}

function DeletePhoto({ id }: { id: number }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={href("/moje-treningi/postepy")}>
      <input type="hidden" name="intent" value={PROGRESS_INTENTS.deletePhoto} />
      <input type="hidden" name="zdjecie" value={id} />
      <button type="submit" className="inline-flex min-h-11 items-center text-sm font-bold underline" disabled={fetcher.state !== "idle"}>
        {PROGRESS.deletePhoto}
      </button>
    </fetcher.Form>
  );
}

function UploadPhoto({ photoKey }: { photoKey: string }) {
  const fetcher = useFetcher<{ problem?: { errors: Record<string, string> } }>();
  const error = fetcher.data?.problem?.errors.form;
  return (
    // The key in the address: the photos' reader takes the file part only.
    <fetcher.Form
      key={photoKey}
      method="post"
      encType="multipart/form-data"
      action={`${href("/moje-treningi/postepy")}?klucz=${encodeURIComponent(photoKey)}`}
      className="mt-6 space-y-4"
    >
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="field">
        <label htmlFor="zdjecie-postepow">{PROGRESS.photoFile}</label>
        <input id="zdjecie-postepow" name="zdjecie" type="file" accept="image/jpeg,image/png,image/webp" />
      </div>
      <button type="submit" className="button-secondary" disabled={fetcher.state !== "idle"}>
        {PROGRESS.addPhoto}
      </button>
    </fetcher.Form>
  );
}
