// The only script the pages load. The pages are complete HTML without it; it adds the behaviour the
// specification asks for to the elements that carry its data attributes (decision record 0004).
import { enhanceContactForm } from "./contact-form";
import { enhanceHashLinks } from "./hash-links";
import { enhanceMenu } from "./menu";

const all = <T extends Element>(selector: string) =>
  document.querySelectorAll<T>(selector);

all<HTMLButtonElement>("button[data-menu-button]").forEach(enhanceMenu);
all<HTMLFormElement>("form[data-contact-form]").forEach(enhanceContactForm);
enhanceHashLinks();
