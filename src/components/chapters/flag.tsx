import { useEffect, useRef, useState } from "react";

type FlagProps = { code: string; src: string; country: string };

const tile = "h-12 w-18 shrink-0 rounded-md border border-line";

/** A country flag from the flag service; when it cannot load, a neutral tile with the country code. */
export function Flag({ code, src, country }: FlagProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event too early for React to see it.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        role="img"
        aria-label={`Flag of ${country}`}
        className={`${tile} inline-flex items-center justify-center bg-surface-raised font-display text-lg font-bold tracking-widest text-ink-muted uppercase`}
      >
        {code}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={`Flag of ${country}`}
      width={72}
      height={48}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${tile} bg-surface-raised object-cover`}
    />
  );
}
