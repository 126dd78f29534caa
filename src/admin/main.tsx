// The editing interface at /admin/: Decap CMS, with the site's own cards as live previews.
import CMS from "decap-cms-app";
import siteStylesheet from "../styles/app.css?url";
import { ChapterPreview, EventPreview, MemberPreview } from "./previews";

CMS.registerPreviewStyle(siteStylesheet);
CMS.registerPreviewTemplate("chapters", ChapterPreview);
CMS.registerPreviewTemplate("team", MemberPreview);
CMS.registerPreviewTemplate("events", EventPreview);
CMS.init();
