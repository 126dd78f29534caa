/** A chapter's flag, named by its country; loaded near the screen on a list, at once in a page's header. */
export function Flag({
  src,
  country,
  size = "md",
  loading = "lazy",
}: {
  src: string;
  country: string;
  size?: "sm" | "md" | "lg";
  loading?: "lazy" | "eager";
}) {
  const [width, height, classes] = {
    sm: [30, 20, "h-5 w-7.5 rounded-xs"],
    md: [48, 32, "h-8 w-12 rounded-sm"],
    lg: [72, 48, "h-10 w-15 rounded-md sm:h-12 sm:w-18"],
  }[size] as [number, number, string];
  return (
    <img
      src={src}
      alt={`Flag of ${country}`}
      width={width}
      height={height}
      loading={loading}
      className={`${classes} shrink-0 border border-line object-cover`}
    />
  );
}
