import sprite from "../assets/icons.svg?no-inline";
import type { IconName } from "./icon-names";

/** A decorative icon from the site's sprite; its meaning is always given in text beside it. */
export function Icon({
  name,
  className = "size-5",
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
