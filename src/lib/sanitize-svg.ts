// One SVG sanitiser for the editor (an upload, in the editor's browser) and the build (every SVG of
// content/media, however it got there): an SVG is a drawing, so what can run, load or embed goes.
import createDOMPurify, { type DOMPurify, type WindowLike } from "dompurify";

/** A window to parse and serialise in: the browser's, or jsdom's in the build. */
export type SvgWindow = WindowLike & {
  XMLSerializer: typeof XMLSerializer;
};

/** An SVG that holds no drawing once sanitised. */
export class SvgRefused extends Error {
  override name = "SvgRefused";
}

const purifiers = new WeakMap<SvgWindow, DOMPurify>();

// A reference is kept only to a part of the same drawing ("#gradient"), never to a file or an address.
const sameDrawing = /^\s*#/;
const referenceAttributes = new Set(["href", "xlink:href", "src"]);
const urlFunction = /url\(\s*(['"]?)\s*(.*?)\1\s*\)/gi;

/**
 * CSS or an attribute that would fetch a file, or that cannot be shown not to: `@import`, `image-set()`
 * and the other image functions, url() of anything but a part of the drawing, and any CSS escape or
 * comment, which can spell them (`@\\69mport`, `u\\72l(`) past a pattern. Drawing programs write
 * none of these, so what has one goes whole.
 */
function loadsSomething(css: string): boolean {
  if (/[\\]|\/\*/.test(css)) return true;
  if (/@import|image-set|\b(?:image|cross-fade|element|src)\s*\(/i.test(css))
    return true;
  return [...css.matchAll(urlFunction)].some(
    ([, , target]) => !sameDrawing.test(target ?? ""),
  );
}

function purifierFor(window: SvgWindow): DOMPurify {
  const known = purifiers.get(window);
  if (known) return known;
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (
      (referenceAttributes.has(name) && !sameDrawing.test(data.attrValue)) ||
      loadsSomething(data.attrValue)
    )
      data.keepAttr = false;
  });
  // A style sheet stays (drawing programs write their colours in one) unless it loads something.
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && loadsSomething(node.textContent ?? ""))
      node.parentNode?.removeChild(node);
  });
  purifiers.set(window, purify);
  return purify;
}

/**
 * The SVG with no script, no event handler, no `javascript:` or outside link, no foreignObject, no
 * embedded or linked image, no CSS that loads a file: the drawing only, as XML. Throws SvgRefused if no <svg>
 * drawing is left.
 */
export function sanitizeSvg(svg: string, window: SvgWindow): string {
  const fragment = purifierFor(window).sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "image", "script"],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (root?.localName !== "svg" || fragment.childElementCount !== 1)
    throw new SvgRefused("it holds no SVG drawing");
  return new window.XMLSerializer().serializeToString(root);
}
