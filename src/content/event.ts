import events from "virtual:content/events";
import eventPage from "virtual:content/pages/event";

export { events, eventPage };
