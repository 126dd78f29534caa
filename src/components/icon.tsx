import sprite from "../assets/icons.svg?no-inline";
import type { IconName } from "../lib/icon-names";

/** The pixel size a `size-N` class gives (Tailwind's spacing step is 4 px); 20 px without one. */
function iconSize(className: string): number {
  const step = /(?:^|\s)size-(\d+)(?:\s|$)/.exec(className)?.[1];
  return step ? Number(step) * 4 : 20;
}

/**
 * A decorative icon from the site's sprite; its meaning is always given in text beside it.
 * Its width and height attributes repeat the size its class gives, so it stays icon-sized
 * where the stylesheet does not apply (not loaded, or an engine that cannot read it).
 */
export function Icon({
  name,
  className = "size-5",
}: {
  name: IconName;
  className?: string;
}) {
  const size = iconSize(className);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
