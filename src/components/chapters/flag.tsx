type FlagProps = { code: string; src: string; country: string };

const tile = "h-12 w-18 shrink-0 rounded-md border border-line";

/**
 * A country flag from the flag service, with the tile that replaces it when it cannot load: a neutral box
 * with the country code (see src/enhance/flag.ts).
 */
export function Flag({ code, src, country }: FlagProps) {
  const label = `Flag of ${country}`;
  return (
    <>
      <img
        src={src}
        alt={label}
        width={72}
        height={48}
        loading="lazy"
        referrerPolicy="no-referrer"
        data-flag
        className={`${tile} bg-surface-raised object-cover`}
      />
      <span
        hidden
        role="img"
        aria-label={label}
        className={`${tile} inline-flex items-center justify-center bg-surface-raised font-display text-lg font-bold tracking-widest text-ink-muted uppercase`}
      >
        {code}
      </span>
    </>
  );
}
