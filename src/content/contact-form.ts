import * as contactForm from "virtual:content/contactForm";

export { contactForm };
