import type { PreparedPhoto } from "../../schemas/types";
import { Picture } from "../picture";

/** An event's photos, each with its description and its visible credit, loaded as they come near. */
export function EventGallery({
  photos,
  title,
}: {
  photos: readonly PreparedPhoto[];
  title: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="event-gallery-title" className="mt-10">
      <h2 id="event-gallery-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.src}>
            <figure>
              <Picture
                picture={photo}
                alt={photo.alt}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                loading="lazy"
                className="h-auto w-full rounded-2xl bg-surface-raised"
              />
              <figcaption className="mt-2 text-sm text-ink-muted">
                {photo.credit}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
