// The editing interface at /admin/: Decap CMS, with the site's own cards as live previews.
import CMS from "./cms";
import siteStylesheet from "./preview.css?url";
import { ChapterPreview, EventPreview, MemberPreview } from "./previews";

CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("chapters", ChapterPreview);
CMS.registerPreviewTemplate("team", MemberPreview);
CMS.registerPreviewTemplate("events", EventPreview);
CMS.init();

// Decap refuses to save an entry with a missing required field by rejecting a promise with no reason,
// after it has told the editor what is missing: that refusal is not an error of the page.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason === undefined) event.preventDefault();
});
