// `node tests/content-variant.mjs [folder]`: the test copy, a copy of the project whose content is fixed,
// so that its pages, and the visual tests' baselines, never follow today's copy or the calendar. It is the
// launch content of tests/launch-content/ edited as an editor would edit it (a chapter removed and another
// added, a JPEG portrait, the events renamed and a future one added, one member fewer, a menu item to
// /#podcast, a new site address, new page copy, and delivery through Netlify Forms, with its privacy
// notice), with the community's pages on fixed dates (chapter leads, partners, posts, events with times
// and a recap, meetups of past years beyond the list of events), the community's whole content beside
// it (tests/community-content.mjs, factor 1), and entries as long as the schemas allow, written the way
// Decap writes files. Build it as of 15 January 2026 (BUILD_DATE=2026-01-15), the day its dates are set
// around, as `npm test` and `npm run test:visual` do: the browser specs that read the content run on it
// (docs/testing.md).
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { iso31661Alpha2ToNumeric } from "iso-3166";
import sharp from "sharp";
import { writeCommunityContent } from "./community-content.mjs";
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
  founded: 2024,
  joinLink: "https://forms.example.org/join-kenya",
  email: "kenya@example.org",
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

// The community's pages, on fixed dates around the visual tests' day (15 January 2026; the build of the
// copy is dated that day too, BUILD_DATE): two leads of the new chapter, three partners, two posts (one
// with a photo), a meetup to come online, and a past hackathon with its recap; the workshop above gains
// its times, venue and format. Every name is a made-up example.
const workshop = read("events/renamed-variant-workshop.json");
write("events/renamed-variant-workshop.json", {
  ...workshop,
  startTime: "09:00",
  endTime: "17:00",
  timeZone: "Africa/Nairobi",
  venue: "Example Hall, University of Example",
  format: "hybrid",
  onlineLink: "https://meet.example.org/workshop",
  chapters: ["kenya"],
  partners: ["example-foundation"],
});
write("events/example-reading-group.json", {
  title: "Quantum Computing Reading Group",
  description:
    "One paper a month, read together online and discussed for an hour. This month: quantum error correction.",
  date: "2026-02-12",
  startTime: "17:00",
  endTime: "18:30",
  timeZone: "Africa/Lagos",
  location: { city: "Lagos", country: "Nigeria", countryCode: "NG" },
  format: "online",
  onlineLink: "https://meet.example.org/reading-group",
  registrationLink: "https://example.org/reading-group",
  chapters: ["kenya"],
});
write("events/example-hackathon.json", {
  title: "Example Quantum Hackathon",
  description:
    "Two days of building small quantum programs in teams, with mentors from the community.\n\nEvery team presented its work on the second day.",
  date: "2025-11-08",
  endDate: "2025-11-09",
  location: { city: "Nairobi", country: "Kenya", countryCode: "KE" },
  venue: "Example Innovation Hub",
  format: "in-person",
  registrationLink: "https://example.org/hackathon",
  recap: {
    slides: "https://example.org/hackathon/slides",
    recording: "https://example.org/hackathon/recording",
    photos: "https://example.org/hackathon/photos",
  },
  chapters: ["kenya"],
});

// Meetups every two months of 2023 and 2024: past events beyond the list's cards, which /event leaves to
// the pages of their years (src/lib/event-archive.ts).
for (let index = 0; index < 12; index += 1)
  write(`events/example-meetup-${index + 1}.json`, {
    title: `Example Meetup ${index + 1}`,
    description: `Example Meetup ${index + 1} is an evening of short talks on quantum computing.`,
    date: `${2023 + Math.floor(index / 6)}-${String((index % 6) * 2 + 1).padStart(2, "0")}-20`,
    location: { city: "Accra", country: "Ghana", countryCode: "GH" },
  });

const [leader] = readdirSync(join(content, "team")).sort();
for (const [id, name, role] of [
  ["example-lead-one", "Amina Example", "Chapter Lead"],
  ["example-lead-two", "Kofi Example", "Events Lead"],
])
  write(`team/${id}.json`, {
    name,
    role,
    chapter: "kenya",
    description: `${name} is a made-up example who runs the Kenya chapter's study group.`,
    socialMedia: [
      { id: "linkedin", link: `https://www.linkedin.com/in/${id}` },
    ],
  });

mkdirSync(join(content, "partners"), { recursive: true });
for (const [id, name, kind, colour] of [
  ["example-foundation", "Example Foundation", "funder", "#1d3b6e"],
  ["example-university", "Example University", "academic", "#6e1d3b"],
  ["example-labs", "Example Labs", "industry", "#1d6e4b"],
]) {
  writeFileSync(
    join(content, "media", `${id}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80" rx="12" fill="${colour}"/><circle cx="40" cy="40" r="22" fill="#f2b84b"/><rect x="76" y="30" width="100" height="20" rx="6" fill="#ffffff"/></svg>`,
  );
  write(`partners/${id}.json`, {
    name,
    logo: `/media/${id}.svg`,
    link: `https://www.example.org/${id}`,
    kind,
    agreement: true,
  });
}

mkdirSync(join(content, "news"), { recursive: true });
await sharp({
  create: {
    width: 1200,
    height: 800,
    channels: 3,
    background: { r: 30, g: 70, b: 120 },
  },
})
  .jpeg()
  .toFile(join(content, "media/hackathon-photo.jpg"));
write("news/example-hackathon-recap.json", {
  title: "What the teams built at the Example Quantum Hackathon",
  date: "2026-01-05",
  summary:
    "Twelve teams, two days and a dozen small quantum programs: a look back at the hackathon in Nairobi.",
  body: "Twelve teams of students met in Nairobi for two days of building small quantum programs, with mentors from the community at every table.\n\nThe slides and the recording of the final presentations are on [the event's page](/event). Every team's code is open, so that the next hackathon can start where this one ended.\n\n## What comes next\n\nThe Kenya chapter meets every month to carry the projects on. New members are welcome at every meeting.",
  image: {
    src: "/media/hackathon-photo.jpg",
    alt: "Teams at their tables during the hackathon",
    credit: "Photo: An Example Photographer",
    consent: true,
  },
  authors: ["example-lead-one", leader.replace(/\.json$/, "")],
});
write("news/example-reading-group.json", {
  title: "A reading group for the new year",
  date: "2025-12-10",
  summary: "From February, one paper a month, read together online.",
  body: "The reading group starts in February: one paper a month, discussed for an hour online.",
  authors: ["example-lead-two"],
});

// The community's whole content beside the launch content's, on the same fixed dates.
await writeCommunityContent({ content, write, factor: 1, today: "2026-01-15" });

// The schemas' limits (`limits` in src/schemas/schemas.ts, which the long-content spec checks these against).
const limits = { name: 80, heading: 120, line: 200 };
// Entries as long as the schemas allow, in words that never break by themselves (a name with no spaces,
// long addresses): tests/e2e/long-content.spec.ts checks that no page scrolls sideways and no card spills.
/** A word of exactly `length` characters, with no place to break it. */
const word = (length, start = "Longword") =>
  `${start}${"x".repeat(Math.max(0, length - start.length))}`;
/**
 * An https address of exactly `length` characters, with no place to break it: each field's of its own
 * letter, so that no two pages share a description.
 */
const address = (length, letter) =>
  `https://example.org/${letter.repeat(length - "https://example.org/".length)}`;
const taken = new Set(
  readdirSync(join(content, "chapters")).map(
    (file) => read(`chapters/${file}`).flagCode,
  ),
);
write("chapters/example-long.json", {
  name: word(limits.name, "Chapter"),
  description: address(limits.line, "c"),
  flagCode: Object.keys(JSON.parse(readFileSync("src/lib/flags.json", "utf8")))
    .filter((code) => code in iso31661Alpha2ToNumeric)
    .map((code) => code.toLowerCase())
    .find((code) => !taken.has(code)),
  status: "active",
});
write("team/example-long.json", {
  name: word(limits.name, "Member"),
  role: word(limits.name, "Role"),
  description: `See ${address(300, "m")} for more.`,
  socialMedia: [],
});
const longAddress = address(300, "e");
write("events/example-long.json", {
  title: word(limits.heading, "Event"),
  description: `Programme: ${longAddress}\n\nAlso at [${longAddress}](${longAddress}).`,
  date: "2026-03-02",
  location: {
    city: word(limits.name, "City"),
    country: word(limits.name, "Country"),
    countryCode: "KE",
  },
  topics: [word(limits.name, "Topic")],
});
write("pages/terms.json", {
  title: word(limits.name, "Page"),
  description: address(limits.line, "d"),
  body: `See ${address(300, "p")}.`,
});

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
site.pages.partners.about =
  "Partners of the community:\n\n- fund travel for students to workshops\n- host meetups and hackathons\n- mentor the teams of our programmes";
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
