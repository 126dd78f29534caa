import type { ReactNode } from "react";

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  id?: string;
  level?: 1 | 2;
  align?: "start" | "center";
};

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  level = 2,
  align = "center",
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p
          dir="auto"
          className="text-xs font-semibold tracking-[0.15em] text-accent uppercase sm:text-sm sm:tracking-[0.2em]"
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        dir="auto"
        // The page's h1 takes focus after a move to the page (src/lib/use-hash-target.ts).
        tabIndex={level === 1 ? -1 : undefined}
        className={`mt-1 font-bold text-ink sm:mt-2 sm:text-4xl ${level === 1 ? "text-3xl" : "text-[1.625rem]"}`}
      >
        {title}
      </Heading>
      {lead ? (
        <p
          dir="auto"
          className="mt-2 leading-normal text-ink-muted sm:mt-4 sm:text-lg"
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
