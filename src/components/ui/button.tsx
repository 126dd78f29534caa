import type { ComponentProps } from "react";
import { Link } from "../link";
import { tw } from "../../lib/tw";

type Variant = "primary" | "secondary";
type Shape = "pill" | "round";

const base = tw`inline-flex min-h-11 items-center justify-center gap-2 font-semibold transition-colors duration-200 motion-reduce:transition-none`;

const variants: Record<Variant, string> = {
  // Forced colours drop the background: a border keeps the button's shape.
  primary: tw`bg-accent text-on-accent hover:bg-accent-strong forced-colors:border`,
  secondary: tw`border border-accent-alt/70 bg-surface-raised text-ink hover:border-accent hover:bg-line`,
};

const shapes: Record<Shape, string> = {
  pill: tw`rounded-full px-6 py-2.5`,
  round: tw`size-24 rounded-full p-2 text-center leading-tight shadow-[0_0_60px_-10px] shadow-accent/60 sm:size-36 sm:p-4 sm:text-lg`,
};

type Style = { variant?: Variant; shape?: Shape; className?: string };

export function buttonClasses({
  variant = "primary",
  shape = "pill",
  className = "",
}: Style = {}) {
  return `${base} ${variants[variant]} ${shapes[shape]} ${className}`;
}

export function Button({
  variant,
  shape,
  className,
  ...props
}: ComponentProps<"button"> & Style) {
  return (
    <button
      className={buttonClasses({ variant, shape, className })}
      {...props}
    />
  );
}

export function ButtonLink({
  variant,
  shape,
  className,
  ...props
}: ComponentProps<typeof Link> & Style) {
  return (
    <Link className={buttonClasses({ variant, shape, className })} {...props} />
  );
}
