import { hero } from "../../content/home";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { homeStepContinued } from "../ui/rhythm";
import { HeroVisual } from "./hero-visual";

/**
 * The tagline, the headline and the round call to action in its orbits. Close under the header on a
 * phone, so that the call to action is on the first screen of the smallest one (320×568); beside the
 * text from 1024 px, short enough that what happens now shows below it on a desk's first screen.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-glow-open"
    >
      <Container
        className={`grid items-center gap-4 pt-6 sm:gap-10 sm:pt-14 lg:grid-cols-[1.2fr_1fr] lg:pt-16 ${homeStepContinued}`}
      >
        <div>
          <p
            dir="auto"
            className="text-xs font-semibold tracking-[0.15em] text-accent uppercase sm:text-sm sm:tracking-[0.2em]"
          >
            {hero.tagline}
          </p>
          <h1
            id="hero-title"
            tabIndex={-1}
            dir="auto"
            className="mt-2 text-[1.875rem] font-bold text-ink sm:mt-4 sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p
            dir="auto"
            className="mt-3 max-w-xl text-ink-muted sm:mt-6 sm:text-xl"
          >
            {hero.lead}
          </p>
        </div>
        <div className="relative mx-auto flex aspect-square w-44 items-center justify-center sm:w-72 lg:w-[22rem]">
          <HeroVisual />
          <ButtonLink to={hero.cta.path} shape="round" className="relative">
            {hero.cta.title}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
