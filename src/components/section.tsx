import type { ComponentProps } from "react";
import { Container } from "./ui/container";
import { band } from "./ui/rhythm";

type SectionProps = ComponentProps<"section"> & {
  id: string;
  labelledBy: string;
  /** The band's vertical padding: by default the page's rhythm (ui/rhythm.ts). */
  spacing?: string;
};

/** A page section that in-page links can land on: it takes focus (tabIndex -1) and clears the header. */
export function Section({
  id,
  labelledBy,
  className = "",
  spacing = band,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className={`${spacing} ${className}`}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}
