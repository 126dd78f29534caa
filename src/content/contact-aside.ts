import contactAside from "virtual:content/pages/contactAside";

export { contactAside };
