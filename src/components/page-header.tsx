import { Container } from "./ui/container";
import { SectionHeading } from "./ui/section-heading";

/** The opening band of an inner page, with its one h1. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="border-b border-line/60 bg-glow">
      <Container className="py-14 sm:py-20">
        <SectionHeading level={1} title={title} lead={lead} />
      </Container>
    </div>
  );
}
