// `node tests/content-variant.mjs [folder]`: a copy of the project whose content, the launch content of
// tests/launch-content/ (fixed, so that the visual tests' baselines never follow today's copy), has been
// edited as an editor would edit it (a chapter removed and another added, a JPEG portrait, the events renamed and a
// future one added, one member fewer, a menu item to /#podcast, a new site address, new page copy, and delivery
// through Netlify Forms, with its privacy notice), written the way Decap writes files. The checks then run in
// that folder (see the README's "Editing the site"): they must pass on it as on the real content.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { copyProject } from "./project-copy.mjs";

const {
  root: target,
  content,
  write,
} = copyProject(
  process.argv[2] ?? join(tmpdir(), "quantum-africa-content-variant"),
);
const read = (file) => JSON.parse(readFileSync(join(content, file), "utf8"));

// A chapter fewer (the last by name) and a new one: the chapters change, whichever they are.
const chapterFiles = readdirSync(join(content, "chapters")).sort();
rmSync(join(content, "chapters", chapterFiles.at(-1)));

// A seventh chapter.
write("chapters/kenya.json", {
  name: "Kenya",
  description: "Quantum Africa Kenya Chapter",
  flagCode: "ke",
  status: "active",
});

// A photograph for the first member, as JPEG, in place of the drawn portrait.
const [first, ...others] = readdirSync(join(content, "team")).sort();
const member = read(`team/${first}`);
await sharp({
  create: {
    width: 600,
    height: 800,
    channels: 3,
    background: { r: 40, g: 90, b: 140 },
  },
})
  .jpeg()
  .toFile(join(content, "media/portrait-photo.jpg"));
// A photo of a person needs its credit and the person's agreement.
write(`team/${first}`, {
  ...member,
  img: "/media/portrait-photo.jpg",
  photoCredit: "Photo: An Example Photographer",
  photoConsent: true,
});

// One member fewer.
rmSync(join(content, "team", others.at(-1)));

// An event ahead (of the visual tests' day, 15 January 2026, and of the launch), with its abstracts due
// a month before: fixed dates, so that its page looks the same every day.
write("events/variant-workshop.json", {
  title: "Quantum Computing Workshop for Students",
  description:
    "A day of talks and exercises.\n\nBring a laptop: every exercise runs in the browser.",
  date: "2027-03-18",
  endDate: "2027-03-19",
  abstractDeadline: "2027-02-15",
  location: { city: "Nairobi", country: "Kenya", countryCode: "KE" },
  registrationLink: "https://example.org/register",
  abstractLink: "https://example.org/abstracts",
  topics: ["Quantum algorithms"],
});

// Every event renamed: a new file name is a new id, and so a new address for its calendar file.
for (const file of readdirSync(join(content, "events"))) {
  const event = read(`events/${file}`);
  rmSync(join(content, "events", file));
  write(`events/renamed-${file}`, event);
}

// New copy on the pages, a menu item to another section of the home page, a new site address, and
// delivery through Netlify Forms.
const site = read("site.json");
site.url = "https://quantum-club.example.org";
site.navigation.splice(2, 0, {
  id: "podcast",
  title: "Podcast",
  path: "/#podcast",
});
site.contactDelivery = "netlify";
// Messages are delivered only with a privacy notice (src/pipeline/load.ts): a short made-up one.
mkdirSync(join(content, "pages"), { recursive: true });
write("pages/privacy.json", {
  title: "Privacy Notice",
  description: "What becomes of a message sent through the contact form.",
  body: "A message sent through the contact form reaches the team by email, and is kept only as long as it takes to answer it.\n\nTo have a message deleted, write to the team.",
});
site.pages.chapters.title = "Where We Meet";
site.pages.chapters.intro =
  "Every chapter is run by volunteers in its own country.";
site.pages.team.title = "The People";
site.pages.team.lead = "Who keeps the community going.";
site.pages.event.title = "Workshops and Meetings";
site.pages.event.lead = "Where the community meets.";
write("site.json", site);

const home = read("home.json");
home.hero.lead =
  "Learn quantum computing with people from across the continent.";
home.about.title = "What We Do";
home.research.title = "Projects";
home.contact.submit = "Send";
home.contact.messages.sent = "Thank you, your message is on its way.";
home.contact.messages.missingFields = "Every field is needed.";
write("home.json", home);

console.log(target);
