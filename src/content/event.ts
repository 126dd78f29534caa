import events from "virtual:content/events";
import { site } from "./site";

export { events };
export const eventPage = site.pages.event;
