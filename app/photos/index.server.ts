// The entry of app/photos/ for other folders' server code.
export { imageEntry, photoThumbnail } from "./image-entry.server";
export { openGraphImages } from "./open-graph.server";
export { photoOptions, uploadedPhotoState } from "./photo-options.server";
export { makePhotoVariants } from "./photo-processing.server";
export { onPhotoQueued, photoQueued } from "./photo-queue.server";
export { photoProblems } from "./photo-references.server";
export {
  addPhoto,
  claimNextPhoto,
  countPhotos,
  deleteUnusedPhotos,
  failPhoto,
  findPhoto,
  findVariant,
  insertPhoto,
  listPhotos,
  photoOriginal,
  savePhotoVariants,
  UNUSED_PHOTO_DAYS,
} from "./photo-store.server";
export { MAX_PHOTO_BYTES, readPhotoUpload } from "./photo-upload.server";
