import offlinePage from "virtual:content/pages/offline";

export { offlinePage };
