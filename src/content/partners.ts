import partners from "virtual:content/partners";
import * as partnersPage from "virtual:content/pages/partners";

export { partners, partnersPage };
