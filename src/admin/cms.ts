// Decap CMS with what this site's editor uses and nothing more: the GitHub backend for the live site, the
// local backend for `npm run cms`, the widgets of the collections, and English. decap-cms-app would bring
// every backend and widget (maps, code, rich text…), about 150 MB of packages that nothing here uses.
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import image from "decap-cms-editor-component-image";
import { en } from "decap-cms-locales";
import boolean from "decap-cms-widget-boolean";
import datetime from "decap-cms-widget-datetime";
import file from "decap-cms-widget-file";
import imageWidget from "decap-cms-widget-image";
import list from "decap-cms-widget-list";
import markdown from "decap-cms-widget-markdown";
import number from "decap-cms-widget-number";
import object from "decap-cms-widget-object";
import select from "decap-cms-widget-select";
import string from "decap-cms-widget-string";
import text from "decap-cms-widget-text";
import { withMediaFolder } from "./media-folder";

type Backend = Parameters<typeof CMS.registerBackend>[1];
type Widget = Parameters<typeof CMS.registerWidget>[0];

CMS.registerBackend("github", GitHubBackend as Backend);
CMS.registerBackend("proxy", ProxyBackend as Backend);
CMS.registerWidget([
  ...[string, number, text].map((widget) => widget.Widget()),
  // The chosen image shows from the media folder, not from the site (./media-folder.tsx).
  imageWidget.Widget({
    controlComponent: withMediaFolder(imageWidget.controlComponent),
  }),
  ...[file, select, markdown, list, object, boolean, datetime].map((widget) =>
    widget.Widget(),
  ),
] as unknown as Widget);
CMS.registerEditorComponent(image);
CMS.registerLocale("en", en);

export default CMS;
