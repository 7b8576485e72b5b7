// Uploaded pictures, on both sides: the browser checks a chosen file before sending it, the server
// judges what arrives (src/server/integrations/storage/images.ts).

/** docs/product.md B9: an uploaded image is at most 10MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image is too large. Please choose an image of 10MB or less.';
