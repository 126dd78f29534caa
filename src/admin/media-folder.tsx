// Decap takes a field's "/media/<file>" for an address of the site, as it starts with "/", and shows it
// from there; but the site never serves an original, and a just-chosen photo is not even in the
// repository yet, so the image showed broken until a reload. Asked for the file of the media folder
// instead, Decap shows the photo from the editor's memory until it is published, and reads any other
// from the repository.
import type { ComponentType } from "react";
import { config } from "./config";

/** "/media/<file>" → "content/media/<file>"; any other path as it is. */
export function mediaFile(path: string): string {
  const publicFolder = `${config.public_folder ?? ""}/`;
  return path.startsWith(publicFolder)
    ? `${config.media_folder ?? ""}/${path.slice(publicFolder.length)}`
    : path;
}

type GetAsset = (path: string, field?: unknown) => unknown;

// One wrapper per Decap function: a control updates whenever its getAsset changes.
const wrapped = new WeakMap<GetAsset, GetAsset>();

function fromMediaFolder(getAsset: GetAsset): GetAsset {
  let known = wrapped.get(getAsset);
  if (!known) {
    known = (path, field) => getAsset(mediaFile(path), field);
    wrapped.set(getAsset, known);
  }
  return known;
}

/** Decap's image control, showing the chosen image from the media folder. */
export function withMediaFolder<Props extends { getAsset: GetAsset }>(
  Control: ComponentType<Props>,
) {
  return function MediaFolderControl(props: Props) {
    return <Control {...props} getAsset={fromMediaFolder(props.getAsset)} />;
  };
}
