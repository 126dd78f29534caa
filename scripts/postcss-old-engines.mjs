// PostCSS plugin: what Tailwind 4 emits that Chromium before 88 cannot read, rewritten so it can.
// Runs before the cascade layers are flattened; Lightning CSS lowers the rest (see astro.config.ts).
import selectorParser from "postcss-selector-parser";

/** `:where(a)` and `:is(a)` with one argument become `a`, which engines before Chromium 88 understand. */
const unwrapOneArgument = selectorParser((selectors) => {
  selectors.walkPseudos((pseudo) => {
    if (![":where", ":is"].includes(pseudo.value) || pseudo.nodes.length !== 1)
      return;
    pseudo.replaceWith(...pseudo.nodes[0].nodes);
  });
});

/**
 * Logical shorthands that engines before Chromium 87 drop, with the physical sides they stand for on
 * this left-to-right site. Lightning CSS lowers them only when their value holds no var(), and
 * Tailwind's spacing (`py-16` is `padding-block: calc(var(--spacing) * 16)`) always does.
 */
const logicalShorthands = {
  "padding-block": ["padding-top", "padding-bottom"],
  "padding-inline": ["padding-left", "padding-right"],
  "margin-block": ["margin-top", "margin-bottom"],
  "margin-inline": ["margin-left", "margin-right"],
};

/** Whether a value is one value, not two separated by a space outside parentheses. */
function isSingleValue(value) {
  let depth = 0;
  for (const character of value.trim()) {
    if (character === "(") depth += 1;
    else if (character === ")") depth -= 1;
    else if (/\s/.test(character) && depth === 0) return false;
  }
  return true;
}

/** @returns {import("postcss").Plugin} */
export function oldEngines() {
  return {
    postcssPlugin: "old-engines",
    Once(root) {
      // Tailwind gives its custom properties their initial values with @property, and repeats them
      // on every element only for engines it names in a feature query. Engines before Chromium 85
      // lack @property too: give the values to every engine (the same values, so nothing changes).
      root.walkAtRules("supports", (rule) => {
        const parent = rule.parent;
        if (
          parent?.type === "atrule" &&
          parent.name === "layer" &&
          parent.params === "properties"
        )
          rule.replaceWith(rule.nodes ?? []);
      });
      root.walkRules((rule) => {
        if (/:(where|is)\(/.test(rule.selector))
          rule.selector = unwrapOneArgument.processSync(rule.selector);
      });
      root.walkDecls((declaration) => {
        const sides = logicalShorthands[declaration.prop];
        if (!sides || !isSingleValue(declaration.value)) return;
        declaration.replaceWith(
          sides.map((prop) => declaration.clone({ prop })),
        );
      });
    },
  };
}
oldEngines.postcss = true;
