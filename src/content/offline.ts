import * as offlinePage from "virtual:content/pages/offline";

export { offlinePage };
