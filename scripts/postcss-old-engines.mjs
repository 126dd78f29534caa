// PostCSS plugin: what Tailwind 4 emits that Chromium before 88 cannot read, rewritten so it can.
// Runs before the cascade layers are flattened; Lightning CSS lowers the rest (see vite.config.ts).
import selectorParser from "postcss-selector-parser";

/** `:where(a)` and `:is(a)` with one argument become `a`, which engines before Chromium 88 understand. */
const unwrapOneArgument = selectorParser((selectors) => {
  selectors.walkPseudos((pseudo) => {
    if (![":where", ":is"].includes(pseudo.value) || pseudo.nodes.length !== 1)
      return;
    pseudo.replaceWith(...pseudo.nodes[0].nodes);
  });
});

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
    },
  };
}
oldEngines.postcss = true;
