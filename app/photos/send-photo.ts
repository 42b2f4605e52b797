// The browser's side of an upload: the photo goes with XMLHttpRequest, whose
// upload reports its progress (fetch does not), to a JSON address, and the
// photo's preparation is then followed until its files are made.
import type { PhotoUploadAnswer, UploadedPhotoState } from "./photo-choice";

/** app/routes/admin/photo-upload.ts: POST a photo, GET ?zdjecie=<name> its state. */
export const PHOTO_UPLOAD_URL = "/admin/zdjecia/dodaj";
/** How often a photo being prepared is asked about: it takes a few seconds to a minute. */
const POLL_MS = 1000;

const CUT_OFF = "Wysyłanie zdjęcia przerwało się. Sprawdź połączenie z internetem i spróbuj jeszcze raz.";

function answerOf(request: XMLHttpRequest): PhotoUploadAnswer {
  const body = request.response as Partial<{ photo: UploadedPhotoState; error: string }> | null;
  if (body && (body.error || body.photo)) return body as PhotoUploadAnswer;
  if (request.status === 403)
    return { error: "Panel cię wylogował. Zaloguj się ponownie (w nowej karcie, żeby nie stracić zmian) i wyślij zdjęcie jeszcze raz." };
  return { error: `Serwer nie przyjął zdjęcia (błąd ${request.status}). Spróbuj jeszcze raz za chwilę.` };
}

/** Sends `file`, telling `onProgress` how much of it is sent (0–100). */
export function sendPhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoUploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", PHOTO_UPLOAD_URL);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => resolve(answerOf(request)));
    request.addEventListener("error", () => resolve({ error: CUT_OFF }));
    request.addEventListener("abort", () => resolve({ error: CUT_OFF }));
    const body = new FormData();
    body.append("photo", file);
    request.send(body);
  });
}

/**
 * Asks after an uploaded photo until its files are made or could not be
 * (its state), or it is gone (why); an answer lost on the way is asked again.
 */
export async function photoWhenPrepared(name: string, signal: AbortSignal): Promise<PhotoUploadAnswer> {
  for (;;) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    });
    signal.throwIfAborted();
    const response = await fetch(`${PHOTO_UPLOAD_URL}?zdjecie=${encodeURIComponent(name)}`, { headers: { Accept: "application/json" }, signal }).catch(
      () => null,
    );
    signal.throwIfAborted();
    const answer = response?.headers.get("Content-Type")?.startsWith("application/json") ? ((await response.json()) as PhotoUploadAnswer) : null;
    if (answer && !("error" in answer) && answer.photo.status === "processing") continue;
    if (answer) return answer;
  }
}
