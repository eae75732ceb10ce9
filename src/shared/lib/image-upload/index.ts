// Image uploads (feedback proofs, avatars, broadcast covers): the rules, the compression before
// upload and the upload call itself.
export { IMAGE_ACCEPT, IMAGE_MESSAGES, imageFileError, KB, MAX_IMAGE_BYTES, MB } from "./image-limits";
export { compressImage } from "./compress-image";
export { uploadImages, type UploadedImage } from "./upload-images";
