/**
 * What the site says of an animated picture, in the build (src/pipeline/images.ts) and in the editor's
 * upload (src/admin/uploads.ts): it shows still pictures only, so an animation would lose all but its
 * first frame.
 */
export const animatedImageRefusal =
  "it is an animated image, which the site shows as a still picture only: upload the one frame to show, as a JPEG or PNG (a screenshot of it will do)";
