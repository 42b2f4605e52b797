import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/photos";
import { adminMeta } from "~/admin/admin-meta";
import { requireAdmin } from "~/admin/admin-auth.server";
import { toastHeaders } from "~/admin/admin-toast.server";
import { getDatabase } from "~/db/database.server";
import { hitLimit, secondsUntil, type RateLimit } from "~/enquiries/rate-limit.server";
import { formatDateTime } from "~/lib/format";
import { inMinutes } from "~/lib/polish-phrases";
import { typeset as t } from "~/lib/typeset";
import { logger } from "~/logger.server";
import { photoQueued } from "~/photos/photo-queue.server";
import { insertPhoto, listPhotos } from "~/photos/photo-store.server";
import { MAX_PHOTO_BYTES, readPhotoUpload } from "~/photos/photo-upload.server";
import { uploadedPhotoSrc } from "~/photos/uploaded-photo";

export const meta: Route.MetaFunction = () => adminMeta("Zdjęcia");

/** Uploads per hour, on all instances together: more than a trainer adds in a day, few enough to stop a runaway script. */
const UPLOAD_LIMIT: RateLimit = { name: "photo-upload", limit: 60, windowMs: 60 * 60 * 1000 };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const photos = await listPhotos(await getDatabase());
  return {
    maxMegabytes: MAX_PHOTO_BYTES / 1024 / 1024,
    photos: photos.map((photo) => ({
      id: photo.id,
      status: photo.status,
      error: photo.error,
      added: formatDateTime(photo.createdAt),
      thumbnail: uploadedPhotoSrc(photo.id, 400, "jpg"),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const allowance = await hitLimit(await getDatabase(), UPLOAD_LIMIT, "owner");
  if (!allowance.allowed)
    return data({ error: `Za dużo zdjęć naraz. Spróbuj ponownie ${inMinutes(Math.ceil(secondsUntil(allowance.lockedUntil) / 60))}.` }, { status: 429 });
  const upload = await readPhotoUpload(request);
  if (!upload.ok) return data({ error: upload.message }, { status: upload.status });
  const { id, original, width, height } = upload;
  await insertPhoto(await getDatabase(), { id, original, width, height });
  photoQueued();
  logger.info({ photo: upload.id, bytes: upload.original.byteLength }, "Dodano zdjęcie");
  return redirect("/admin/zdjecia", {
    status: 303,
    headers: await toastHeaders("Zdjęcie dodane. Za chwilę będzie gotowe: wybierzesz je w polu „Zdjęcie” w edytorze treści."),
  });
}

export default function PhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const processing = loaderData.photos.some((photo) => photo.status === "processing");
  // While a photo is being prepared, look again every 2 s (without JavaScript: reload the page).
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [processing, revalidator]);
  return (
    <>
      <Link to="/admin/tresci" className="admin-back">
        ← Treści strony
      </Link>
      <h1 className="admin-heading">Zdjęcia</h1>
      <p className="admin-lead">
        {t(
          `Dodaj zdjęcie z telefonu (JPEG, PNG albo WebP, do ${loaderData.maxMegabytes} MB). Potem wybierz je w polu „Zdjęcie” sekcji, w której ma się pokazać, i opublikuj.`,
        )}
      </p>
      <Form method="post" encType="multipart/form-data" className="admin-form">
        <div className="admin-field">
          <label htmlFor="zdjecie">Zdjęcie</label>
          <input
            id="zdjecie"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            required
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "zdjecie-blad" : undefined}
          />
          {actionData?.error && (
            <p id="zdjecie-blad" className="editor-error" role="alert">
              {t(actionData.error)}
            </p>
          )}
        </div>
        <button type="submit" className="admin-button admin-button-primary" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Wysyłanie…" : "Dodaj zdjęcie"}
        </button>
      </Form>
      <ul className="editor-photos">
        {loaderData.photos.map((photo) => (
          <li key={photo.id} className="editor-revision">
            {photo.status === "ready" ? (
              <img src={photo.thumbnail} alt="" width={200} className="editor-photo" />
            ) : (
              <p className="font-bold">{photo.status === "processing" ? "przetwarzanie…" : t(photo.error ?? "")}</p>
            )}
            <p className="editor-hint">Dodane {photo.added}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
