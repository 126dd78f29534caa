import * as contactSent from "virtual:content/pages/contactSent";

export { contactSent };
