import { hero } from "../../content/home";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { homeStepContinued } from "../ui/rhythm";
import { HeroVisual } from "./hero-visual";

/**
 * The tagline, the headline, then the lead beside the round call to action in its orbits (below it on
 * the narrowest phones), so that the call to action is on a phone's first screen, 320×568 included; from
 * 1024 px the text and the orbits are two columns, short enough that what happens now shows below them
 * on a desk's first screen. Below 1024 px the text's block gives its parts to the grid (display:
 * contents), so that the lead and the orbits share a row.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-glow-open"
    >
      <Container
        className={`grid items-center gap-x-3 gap-y-2 pt-5 min-[22.5rem]:grid-cols-[1fr_auto] sm:gap-x-8 sm:gap-y-4 sm:pt-14 lg:grid-cols-[1.2fr_1fr] lg:gap-x-12 lg:pt-16 ${homeStepContinued}`}
      >
        <div className="contents lg:block">
          <p
            dir="auto"
            className="col-span-full text-xs font-semibold tracking-[0.15em] text-balance text-accent uppercase sm:text-sm sm:tracking-[0.2em]"
          >
            {hero.tagline}
          </p>
          <h1
            id="hero-title"
            tabIndex={-1}
            dir="auto"
            className="col-span-full text-[1.875rem] font-bold text-ink sm:text-5xl lg:mt-4 lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p
            dir="auto"
            className="max-w-xl leading-normal text-ink-muted sm:self-start sm:text-xl lg:mt-6"
          >
            {hero.lead}
          </p>
        </div>
        <div className="relative mx-auto flex aspect-square w-32 items-center justify-center sm:w-56 lg:w-[22rem]">
          <HeroVisual />
          <ButtonLink to={hero.cta.path} shape="round" className="relative">
            {hero.cta.title}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
