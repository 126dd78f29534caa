// The benchmark's floor: one button, rendered by React DOM at build time and hydrated in the browser,
// as the site's islands are. Plain createElement, so that Node imports it without a compiler.
import { createElement, useState } from "react";

export function Floor() {
  const [pressed, setPressed] = useState(false);
  return createElement(
    "button",
    {
      type: "button",
      "aria-pressed": pressed,
      onClick: () => setPressed(!pressed),
    },
    "Press",
  );
}
