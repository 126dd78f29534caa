import * as contactAside from "virtual:content/pages/contactAside";

export { contactAside };
