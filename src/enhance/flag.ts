/** A flag the flag service could not deliver gives way to the tile beside it, which names the country code. */
export function enhanceFlag(image: HTMLImageElement) {
  const fallback = image.nextElementSibling;
  if (!(fallback instanceof HTMLElement)) return;
  const showFallback = () => {
    image.hidden = true;
    fallback.hidden = false;
  };
  // A flag may have failed before this script ran.
  if (image.complete && image.naturalWidth === 0) showFallback();
  else image.addEventListener("error", showFallback, { once: true });
}
