import { hero } from "../../content/home";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { HeroVisual } from "./hero-visual";

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-glow-open"
    >
      <Container
        className={`grid items-center gap-12 lg:grid-cols-[1.2fr_1fr] ${band}`}
      >
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
            {hero.tagline}
          </p>
          <h1
            id="hero-title"
            tabIndex={-1}
            className="mt-4 text-4xl font-bold text-ink sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-muted sm:text-xl">
            {hero.lead}
          </p>
        </div>
        <div className="relative mx-auto flex aspect-square w-full max-w-[22rem] items-center justify-center lg:max-w-[26rem]">
          <HeroVisual />
          <ButtonLink to={hero.cta.path} shape="round" className="relative">
            {hero.cta.title}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
