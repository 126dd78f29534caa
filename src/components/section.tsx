import type { ComponentProps } from "react";
import { Container } from "./ui/container";

type SectionProps = ComponentProps<"section"> & {
  id: string;
  labelledBy: string;
};

/** A page section that in-page links can land on: it takes focus (tabIndex -1) and clears the header. */
export function Section({
  id,
  labelledBy,
  className = "",
  children,
  ...props
}: SectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className={`py-16 sm:py-24 ${className}`}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}
