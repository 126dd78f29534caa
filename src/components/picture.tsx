import type { PreparedImage } from "../schemas/types";

type PictureProps = {
  picture: PreparedImage;
  alt: string;
  /** The CSS width the image is shown at, for the browser to pick a file from srcset. */
  sizes: string;
  width?: number;
  height?: number;
  loading?: "lazy" | "eager";
  className?: string;
};

/** An image as the build prepared it: an SVG as it is, a photo as AVIF and WebP at several widths. */
export function Picture({
  picture,
  alt,
  sizes,
  width = picture.width,
  height = picture.height,
  loading,
  className,
}: PictureProps) {
  const image = (
    <img
      src={picture.src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      className={className}
    />
  );
  if (picture.sources.length === 0) return image;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      {image}
    </picture>
  );
}
