import type { PhotoStatus } from "~/db/database.server";

/** A photo a photo field offers: its name in the content, what the trainer reads, and its thumbnail (none until its files are made). */
export type PhotoChoice = { value: string; label: string; thumbnail: string | null };

/** An uploaded photo as the upload's answer and its status tell the browser. */
export type UploadedPhotoState = PhotoChoice & { status: PhotoStatus; error: string | null };

/**
 * What /admin/zdjecia/dodaj answers, as JSON: the photo taken (still being
 * prepared), or why not; a duplicate comes with the photo the library has.
 */
export type PhotoUploadAnswer = { photo: UploadedPhotoState } | { error: string; photo?: UploadedPhotoState };
