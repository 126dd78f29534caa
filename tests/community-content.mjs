// The community's own records of September 2026, N times over (factor N), written into a content folder the
// way the editor writes files (or with a number of events of its own): at factor 1, 10 events (7 past), 8 chapters, 17 people (12 of them chapter
// leads), 9 partners, 4 news posts and the four pages of the footer. Every name is a made-up example. Its
// dates are set around `today` (YYYY-MM-DD), so that a copy made for a fixed day reads the same every day.
// Used by tests/content-scale.mjs (the community's content alone) and tests/content-variant.mjs (the
// test copy: the launch content edited, with the community's content beside it).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { countries as countryList } from "countries-list";
import { iso31661Alpha2ToNumeric } from "iso-3166";
import sharp from "sharp";

/**
 * Writes the community's content into `content` with `write(file, data)` (as Decap writes files), beside
 * whatever it holds: each chapter in a country that no chapter there has.
 */
export async function writeCommunityContent({
  content,
  write,
  factor,
  today,
  events = 10 * factor,
}) {
  for (const folder of [
    "chapters",
    "team",
    "events",
    "partners",
    "news",
    "pages",
  ])
    mkdirSync(join(content, folder), { recursive: true });
  const taken = new Set(
    readdirSync(join(content, "chapters")).map(
      (file) =>
        JSON.parse(readFileSync(join(content, "chapters", file), "utf8"))
          .flagCode,
    ),
  );

  const day = 24 * 60 * 60 * 1000;
  const start = Date.parse(`${today}T12:00:00Z`);
  const isoDay = (offset) =>
    new Date(start + offset * day).toISOString().slice(0, 10);

  /** A few photos, each used many times, as a community reuses its pictures: the image cache meets it too. */
  const photos = ["#3a5a8c", "#7a4a2c", "#2c6a4a", "#5a2c6a", "#6a6a2c"];
  const photoFile = (index) =>
    `/media/example-photo-${index % photos.length}.jpg`;
  await Promise.all(
    photos.map((colour, index) =>
      sharp({
        create: { width: 900, height: 900, channels: 3, background: colour },
      })
        .jpeg()
        .toFile(join(content, "media", `example-photo-${index}.jpg`)),
    ),
  );
  const logoFile = (index) => `/media/example-logo-${index % 3}.svg`;
  for (const index of [0, 1, 2])
    writeFileSync(
      join(content, "media", `example-logo-${index}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80" rx="12" fill="#1d3b6e"/><circle cx="${40 + index * 60}" cy="40" r="24" fill="#f2b84b"/></svg>`,
    );

  // Countries with a flag, each chapter in one of its own: Africa's first, as the community's are.
  const flags = JSON.parse(readFileSync("src/lib/flags.json", "utf8"));
  const inAfrica = (code) => countryList[code]?.continent === "AF";
  const countries = Object.keys(flags)
    .filter(
      (code) => /^[A-Z]{2}$/.test(code) && code in iso31661Alpha2ToNumeric,
    )
    .filter((code) => !taken.has(code.toLowerCase()))
    .sort(
      (a, b) => Number(inAfrica(b)) - Number(inAfrica(a)) || a.localeCompare(b),
    );
  const chapterCount = 8 * factor;
  if (chapterCount > countries.length)
    throw new Error(
      `At most ${Math.floor(countries.length / 8)} times: one chapter per country`,
    );
  const chapters = countries.slice(0, chapterCount).map((code, index) => ({
    id: `example-chapter-${index + 1}`,
    code: code.toLowerCase(),
    name: `Example Chapter ${index + 1}`,
  }));
  chapters.forEach((chapter, index) =>
    write(`chapters/${chapter.id}.json`, {
      name: chapter.name,
      ...(index % 4 !== 3 && {
        description: `Quantum Africa ${chapter.name}: meetings, study groups and workshops.`,
      }),
      flagCode: chapter.code,
      status: "active",
      ...(index % 2 === 0 && { founded: 2021 + (index % 4) }),
      ...(index % 3 === 0 && {
        joinLink: `https://forms.example.org/join-${chapter.id}`,
      }),
      ...(index % 3 === 1 && { email: `${chapter.id}@example.org` }),
    }),
  );

  // People: the leadership, then three chapter leads for every two chapters.
  const people = [];
  for (let index = 0; index < 17 * factor; index += 1) {
    // Of every 17 people, 5 lead the community and 12 lead chapters: the n-th lead, chapter 2n/3.
    const lead =
      index % 17 >= 5 ? Math.floor(index / 17) * 12 + (index % 17) - 5 : -1;
    const id = `example-person-${index + 1}`;
    const chapter =
      lead >= 0 ? chapters[Math.floor((lead * 2) / 3)] : undefined;
    people.push(id);
    write(`team/${id}.json`, {
      name: `Example Person ${index + 1}`,
      role: lead >= 0 ? "Chapter Lead" : "Programme Lead",
      ...(chapter && { chapter: chapter.id }),
      ...(index % 3 === 0 && {
        img: photoFile(index),
        photoCredit: "Photo: Example Photographer",
        photoConsent: true,
      }),
      ...(index % 2 === 0 && {
        description:
          "Works on quantum algorithms and runs the study group. Writes this biography in their own words.",
      }),
      socialMedia:
        index % 4 === 0
          ? [{ id: "linkedin", link: `https://www.linkedin.com/in/${id}` }]
          : [],
    });
  }

  // Partners of every kind.
  const kinds = ["funder", "academic", "industry", "community"];
  const partners = [];
  for (let index = 0; index < 9 * factor; index += 1) {
    const id = `example-partner-${index + 1}`;
    partners.push(id);
    write(`partners/${id}.json`, {
      name: `Example Partner ${index + 1}`,
      logo: index % 4 === 3 ? photoFile(index) : logoFile(index),
      link: `https://www.example.org/partner-${index + 1}`,
      kind: kinds[index % kinds.length],
      agreement: true,
    });
  }

  // Events: seven in ten past, over the years before, three in ten to come; past 200 events, closer
  // together, so that the past ones span about twenty years whatever their number.
  const spacing = Math.min(1, 200 / events);
  const description = (number) =>
    [
      `Example Workshop ${number} is a day of talks, exercises and discussion on quantum computing, for students and researchers.`,
      "",
      "Bring a laptop: every exercise runs in the browser. See [the programme](https://www.example.org/programme) for the sessions.",
    ].join("\n");
  for (let index = 0; index < events; index += 1) {
    const past = index % 10 < 7;
    const offset = Math.round(
      past ? -40 - index * 37 * spacing : 20 + index * 9 * spacing,
    );
    const date = isoDay(offset);
    write(`events/example-event-${index + 1}.json`, {
      title: `Example Workshop ${index + 1}`,
      description: description(index + 1),
      date,
      ...(index % 3 === 0 && { endDate: isoDay(offset + 1) }),
      location: { city: "Example City", country: "Kenya", countryCode: "KE" },
      ...(index % 2 === 0 && {
        registrationLink: `https://www.example.org/register-${index + 1}`,
      }),
      ...(index % 5 === 0 && {
        abstractLink: `https://www.example.org/abstracts-${index + 1}`,
        abstractDeadline: isoDay(offset - 30),
      }),
      ...(index % 4 === 1 && { language: "English", cost: "Free" }),
      ...(index % 3 === 1 && { registrationDeadline: isoDay(offset - 7) }),
      topics: ["Quantum algorithms", "Quantum machine learning"],
      coOrganisers: ["Example Organiser One", "Example Organiser Two"],
      chapters: [chapters[index % chapters.length].id],
      partners: [partners[index % partners.length]],
      // The fields events gained later, on some of them: times in the event's zone, a venue, a format,
      // an online address and, once past, the recap.
      format: ["in-person", "online", "hybrid"][index % 3],
      ...(index % 2 === 1 && {
        startTime: "09:30",
        endTime: "16:00",
        timeZone: "Africa/Nairobi",
        venue: "Example Hall, University of Example",
      }),
      ...(index % 3 !== 0 && {
        onlineLink: `https://meet.example.org/workshop-${index + 1}`,
      }),
      ...(past &&
        index % 2 === 0 && {
          recap: {
            slides: `https://www.example.org/slides-${index + 1}`,
            ...(index % 4 === 0 && {
              recording: `https://www.example.org/recording-${index + 1}`,
            }),
            photos: `https://www.example.org/photos-${index + 1}`,
          },
        }),
      ...(past &&
        index % 3 === 0 && {
          gallery: [0, 1, 2].map((photo) => ({
            src: photoFile(index + photo),
            alt: "People at an example workshop",
            credit: "Photo: Example Photographer",
            consent: true,
          })),
        }),
    });
  }

  // News: the latest first, one with an image in two.
  for (let index = 0; index < 4 * factor; index += 1)
    write(`news/example-post-${index + 1}.json`, {
      title: `Example News Post ${index + 1}`,
      date: isoDay(-5 - index * 21),
      summary: `What the community did, in post ${index + 1}.`,
      body: "A first paragraph.\n\nA second paragraph, with [a link](https://www.example.org/).",
      ...(index % 2 === 0 && {
        image: {
          src: photoFile(index),
          alt: "An example photo",
          credit: "Photo: Example Photographer",
          consent: true,
        },
      }),
      authors: [people[index % people.length]],
    });

  // The footer's pages.
  for (const [id, title] of [
    ["terms", "Terms of Use"],
    ["privacy", "Privacy Notice"],
    ["code-of-conduct", "Code of Conduct"],
    ["help", "Help Center"],
  ])
    write(`pages/${id}.json`, {
      title,
      description: `${title} of the example site.`,
      body: `## ${title}\n\nA paragraph of example text.\n\n- A first point\n- A second point`,
    });
}
