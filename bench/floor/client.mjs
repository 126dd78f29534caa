// The floor's one script: React and React DOM hydrate the button.
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { Floor } from "./floor.mjs";

hydrateRoot(document.getElementById("floor"), createElement(Floor));
