// The entry of app/photos/ for other folders: what they may use of it that the browser may load too.
export type { PhotoChoice, PhotoUploadAnswer, UploadedPhotoState } from "./photo-choice";
export type { PhotoRefusal } from "./photo-refusal";
export { PHOTO_ADDED, PHOTO_GONE, photoRefusalMessage } from "./photos.messages";
export { UploadProgressBar } from "./upload-progress";
export { parseUploadedPhoto, uploadedPhotoName } from "./uploaded-photo";
export { usePhotoUpload } from "./use-photo-upload";
