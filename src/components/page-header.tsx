import type { ReactNode } from "react";
import { Container } from "./ui/container";
import { band } from "./ui/rhythm";
import { SectionHeading } from "./ui/section-heading";

/** The opening band of an inner page, with its one h1 and, if any, the page's main action. */
export function PageHeader({
  title,
  titleId,
  lead,
  align = "center",
  children,
}: {
  title: string;
  /** The h1's id, for a landmark or article it names. */
  titleId?: string;
  lead: string;
  /** "start" over a page whose body reads from the left edge: a text page. */
  align?: "start" | "center";
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line/60 bg-glow">
      <Container className={band}>
        <SectionHeading
          level={1}
          id={titleId}
          title={title}
          lead={lead}
          align={align}
        />
        {children}
      </Container>
    </div>
  );
}
