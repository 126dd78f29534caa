import type { ReactNode } from "react";
import { Container } from "./ui/container";
import { band } from "./ui/rhythm";
import { SectionHeading } from "./ui/section-heading";

/** The opening band of an inner page, with its one h1 and, if any, the page's main action. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line/60 bg-glow">
      <Container className={band}>
        <SectionHeading level={1} title={title} lead={lead} />
        {children}
      </Container>
    </div>
  );
}
