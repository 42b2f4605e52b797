import { useEffect, useRef, type FormEvent } from "react";
import { data, Form, href, Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/photos";
import { adminMeta } from "~/admin";
import { AdminPager } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { tooManyPhotosMessage } from "~/admin";
import { photoUploadRefusal } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { pageParam, withPage } from "~/lib/paging";
import { typeset as t } from "~/lib/typeset";
import { MAX_PHOTO_BYTES } from "~/photos/index.server";
import { PHOTO_ADDED } from "~/photos";
import { UploadProgressBar } from "~/photos";
import { usePhotoUpload } from "~/photos";
import { libraryPhotos, receivePhoto } from "~/content-editor/index.server";
import { photoNotTakenMessage } from "~/content-editor";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Zdjęcia", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const library = await libraryPhotos(await getDatabase(), pageParam(new URL(request.url).searchParams));
  return { maxMegabytes: MAX_PHOTO_BYTES / 1024 / 1024, ...library };
}

/** The form without JavaScript; with it, the page sends the photo to /admin/zdjecia/dodaj and shows its progress. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const refusal = await photoUploadRefusal();
  if (refusal) return data({ error: tooManyPhotosMessage(refusal.retryInMinutes) }, { status: 429 });
  const received = await receivePhoto(await getDatabase(), request);
  if (!received.ok) return data({ error: photoNotTakenMessage(received.refusal) }, { status: received.status });
  return redirect(href("/admin/zdjecia"), { status: 303, headers: await toastHeaders(PHOTO_ADDED) });
}

export default function PhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { progress, upload } = usePhotoUpload({ untilPrepared: false });
  const form = useRef<HTMLFormElement>(null);
  const processing = loaderData.photos.some((photo) => photo.status === "processing");
  // While a photo is being prepared, look again every 2 s (without JavaScript: reload the page).
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [processing, revalidator]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("photo");
    if (!(file instanceof File)) return;
    event.preventDefault();
    const outcome = await upload(file);
    if (outcome.step !== "done") return;
    // The file is in the library now: a second tap must not send it again.
    form.current?.reset();
    void revalidator.revalidate();
  };

  const sending = progress.step === "sending";
  const error = progress.step === "refused" ? progress.message : progress.step === "idle" ? actionData?.error : undefined;
  return (
    <>
      <Link to={href("/admin/tresci")} className="admin-back">
        ← Treści strony
      </Link>
      <h1 className="admin-heading">Zdjęcia</h1>
      <p className="admin-lead">
        {t(
          `Dodaj zdjęcie z telefonu (JPEG, PNG albo WebP, do ${loaderData.maxMegabytes} MB). Możesz je też dodać od razu w polu „Zdjęcie” sekcji, w której ma się pokazać.`,
        )}
      </p>
      <Form ref={form} method="post" encType="multipart/form-data" className="admin-form" onSubmit={send}>
        <div className="admin-field">
          <label htmlFor="zdjecie">Zdjęcie</label>
          <input
            id="zdjecie"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "zdjecie-blad" : undefined}
          />
          {error && (
            <p id="zdjecie-blad" className="editor-error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
        <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
          {sending ? "Wysyłanie…" : "Dodaj zdjęcie"}
        </button>
        <p role="status" className="photo-upload-status">
          <UploadProgressBar progress={progress} />
          {progress.step === "done" && t(PHOTO_ADDED)}
        </p>
      </Form>
      <h2 className="admin-subheading admin-section">{t("W bibliotece")}</h2>
      <ul className="photo-library" aria-label="Zdjęcia w bibliotece">
        {loaderData.photos.map((photo) => (
          <li key={photo.name} className="photo-library-item">
            {photo.thumbnail ? (
              <img src={photo.thumbnail} alt="" loading="lazy" className="photo-thumbnail" />
            ) : (
              <p className="photo-thumbnail photo-thumbnail-waiting">
                {t(photo.status === "processing" ? "przygotowuje się…" : (photo.error ?? "nie udało się przygotować"))}
              </p>
            )}
            <p className="font-bold">{t(photo.fileSize ? `${photo.pixels}, ${photo.fileSize}` : photo.pixels)}</p>
            <p className="editor-hint">{t(photo.added ? `Dodane ${photo.added}` : "Zdjęcie z plików strony")}</p>
            <p className="editor-hint">{t(photo.uses.length > 0 ? `Używane: ${photo.uses.join("; ")}` : "Nieużywane")}</p>
          </li>
        ))}
      </ul>
      <AdminPager page={loaderData.page} pageCount={loaderData.pageCount} href={(page) => withPage(href("/admin/zdjecia"), page)} label="Strony biblioteki" />
    </>
  );
}
