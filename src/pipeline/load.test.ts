// @vitest-environment node
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "./load";
import { prepareContent } from "./prepare";
import { renderMarkdown } from "../lib/markdown";

// Markdown that makes the renderer throw, as a fault no one foresaw would.

let dir = "";

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "content-")), "content");
  // The launch content, fixed: the loader's behaviour, not today's copy.
  cpSync("tests/launch-content/content", dir, { recursive: true });
});

afterEach(() => {
  rmSync(join(dir, ".."), { recursive: true, force: true });
});

const write = (file: string, data: unknown) =>
  writeFileSync(
    join(dir, file),
    typeof data === "string" ? data : JSON.stringify(data, null, 2),
  );

const edit = (
  file: string,
  change: (data: Record<string, unknown>) => void,
) => {
  const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<
    string,
    unknown
  >;
  change(data);
  write(file, data);
};

/** The problems the loader reports, or none. */
function problems(): string[] {
  try {
    loadContent(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const kenya = {
  name: "Kenya",
  description: "Quantum Africa Kenya Chapter",
  flagCode: "ke",
  status: "active",
};

describe("loadContent with the launch content", () => {
  it("reads every kind, with ids from the file names", () => {
    const content = loadContent(dir);
    expect(content.site.name).toBe("Quantum Africa");
    expect(content.home.hero.cta.path).toBe(content.site.forms.join);
    expect(content.chapters.map(({ id }) => id)).toEqual([
      "mauritania",
      "nigeria",
      "ethiopia",
      "egypt",
      "algeria",
      "morocco",
    ]);
    expect(content.team.map(({ id }) => id)).toEqual([
      "yousra-farhani",
      "walid-el-maouaki",
      "gamal-moneep",
    ]);
    expect(content.events.map(({ id }) => id)).toEqual(["qml4africa-2025"]);
  });

  it("takes a new chapter from one file, after those with an order, by name", () => {
    write("chapters/kenya.json", kenya);
    write("chapters/ghana.json", { ...kenya, name: "Ghana", flagCode: "gh" });
    const ids = loadContent(dir).chapters.map(({ id }) => id);
    expect(ids.slice(-2)).toEqual(["ghana", "kenya"]);
    expect(ids).toHaveLength(8);
  });

  it("puts a chapter by its order, then by name", () => {
    write("chapters/kenya.json", { ...kenya, order: 1 });
    expect(
      loadContent(dir)
        .chapters.slice(0, 2)
        .map(({ id }) => id),
    ).toEqual(["kenya", "mauritania"]);
  });
});

describe("loadContent with bad content", () => {
  it("names the file and the field of a missing name", () => {
    write("chapters/kenya.json", { ...kenya, name: undefined });
    expect(problems()).toEqual([
      `content/chapters/kenya.json: field "name": is missing; expected the country's name`,
    ]);
  });

  it("refuses an unknown country code, and one in upper case", () => {
    write("chapters/kenya.json", { ...kenya, flagCode: "zz" });
    write("chapters/ghana.json", { ...kenya, name: "Ghana", flagCode: "GH" });
    expect(problems()).toEqual([
      `content/chapters/ghana.json: field "flagCode": "GH" is not valid; expected a known lower-case two-letter country code (ISO 3166-1 alpha-2), such as "ng"`,
      `content/chapters/kenya.json: field "flagCode": "zz" is not valid; expected a known lower-case two-letter country code (ISO 3166-1 alpha-2), such as "ng"`,
    ]);
  });

  it("refuses a date that is not a date, and an end before the start", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.date = "22 August 2025";
      event.abstractDeadline = "2025-02-30";
    });
    expect(problems()).toEqual([
      `content/events/qml4africa-2025.json: field "date": "22 August 2025" is not valid; expected a calendar date written YYYY-MM-DD, from 1900 to 2100, such as 2025-08-22`,
      `content/events/qml4africa-2025.json: field "abstractDeadline": "2025-02-30" is not valid; expected a calendar date written YYYY-MM-DD, from 1900 to 2100, such as 2025-08-22`,
    ]);

    edit("events/qml4africa-2025.json", (event) => {
      event.date = "2025-08-22";
      event.abstractDeadline = "2025-06-30";
      event.endDate = "2025-08-21";
    });
    expect(problems()).toEqual([
      `content/events/qml4africa-2025.json: field "endDate": "2025-08-21" is before the start date 2025-08-22; expected the same day or a later one`,
    ]);
  });

  it("refuses a start time its zone's clocks show twice that day, naming the file, the field and the hour to avoid", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.date = "2026-11-01";
      event.endDate = "2026-11-01";
      event.startTime = "01:30";
      event.timeZone = "America/Los_Angeles";
    });
    expect(problems()).toEqual([
      `content/events/qml4africa-2025.json: field "startTime": "01:30" happens twice on 2026-11-01 in America/Los_Angeles (clocks go back); choose a time outside 01:00–02:00`,
    ]);
  });

  it("refuses an http link", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.registrationLink = "http://lnkd.in/dUJvAMJZ";
    });
    expect(problems()).toEqual([
      `content/events/qml4africa-2025.json: field "registrationLink": "http://lnkd.in/dUJvAMJZ" is not valid; expected a full address that starts with "https://" and names a site, such as "https://www.linkedin.com/company/quantum-africa"`,
    ]);
  });

  it("refuses an address with no site name, and a path that is not a page of the site", () => {
    edit("team/gamal-moneep.json", (member) => {
      member.socialMedia = [{ id: "linkedin", link: "https://linkedin" }];
    });
    edit("site.json", (site) => {
      site.supportLink = { title: "Support", path: "/\\evil.example/x" };
      const [first, ...rest] = site.navigation as { path: string }[];
      site.navigation = [
        { ...first, path: "mailto:team@example.org" },
        ...rest,
      ];
    });
    edit("home.json", (home) => {
      (home.hero as { cta: { path: string } }).cta.path = "/events";
    });
    const expected =
      'a page of this site (/, /event, /our-team, /chapters, /contact/sent, /partners, /news, /terms, /privacy, /code-of-conduct, /help), a section of the home page (/#about, /#research-initiatives, /#podcast, /#partner, /#community, /#contact), an event\'s calendar file ("/calendar/<event>.ics") or a full address that starts with "https://"';
    expect(problems()).toEqual([
      `content/site.json: field "navigation[0].path": "mailto:team@example.org" is not valid; expected ${expected}`,
      `content/site.json: field "supportLink.path": "/\\\\evil.example/x" is not valid; expected ${expected}`,
      `content/home.json: field "hero.cta.path": "/events" is not valid; expected ${expected}`,
      `content/team/gamal-moneep.json: field "socialMedia[0].link": "https://linkedin" is not valid; expected a full address that starts with "https://" and names a site, such as "https://www.linkedin.com/company/quantum-africa"`,
    ]);
  });

  it("accepts a section of the home page and an event's calendar file, and refuses that of no event", () => {
    edit("site.json", (site) => {
      site.supportLink = { title: "Support", path: "/#partner" };
    });
    edit("home.json", (home) => {
      (home.hero as { cta: { path: string } }).cta.path =
        "/calendar/qml4africa-2025.ics";
      (home.about as { cta: { path: string } }).cta.path =
        "/calendar/no-such-event.ics";
    });
    expect(problems()).toEqual([
      `content/home.json: field "about.cta.path": "/calendar/no-such-event.ics" is the calendar file of no event; expected that of an event of content/events/, such as "/calendar/qml4africa-2025.ics"`,
    ]);
  });

  it("refuses a chapter description of spaces only", () => {
    write("chapters/kenya.json", { ...kenya, description: "   " });
    expect(problems()).toEqual([
      `content/chapters/kenya.json: field "description": "" is not valid; expected a one-line description`,
    ]);
  });

  it("refuses an http link, and a path that is not a page of the site, in an event's description", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.description =
        "See [old](http://example.org/) and [x](/\\evil.example/x).";
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/events\/qml4africa-2025.json: field "description": the link "http:\/\/example.org\/" is not valid; expected a page of this site/,
      ),
      expect.stringMatching(
        /^content\/events\/qml4africa-2025.json: field "description": the link "\/(%5C|\\\\)evil.example\/x" is not valid; expected a page of this site/,
      ),
    ]);
  });

  it("refuses a duplicate id in a list, and a second chapter for one country", () => {
    edit("team/gamal-moneep.json", (member) => {
      member.socialMedia = [
        { id: "linkedin", link: "https://www.linkedin.com/in/gamal-moneep/" },
        { id: "linkedin", link: "https://www.linkedin.com/in/someone/" },
      ];
    });
    write("chapters/nigeria-2.json", {
      ...kenya,
      name: "Nigeria",
      flagCode: "ng",
    });
    expect(problems()).toEqual([
      `content/team/gamal-moneep.json: field "socialMedia[1].id": "linkedin" is used twice; expected one profile per network`,
      `content/chapters/nigeria.json: field "flagCode": "ng" is already the country of content/chapters/nigeria-2.json; expected one chapter per country`,
    ]);
  });

  it("refuses a file name that cannot be an id", () => {
    write("chapters/South Africa.json", { ...kenya, flagCode: "za" });
    expect(problems()).toEqual([
      `content/chapters/South Africa.json: the file name is not valid; expected lower-case letters, digits and hyphens ending in .json, such as "south-africa.json"`,
    ]);
  });

  it("refuses a media file that does not exist", () => {
    edit("team/gamal-moneep.json", (member) => {
      member.img = "/media/gamal.jpg";
      member.photoCredit = "Photo: An Example";
      member.photoConsent = true;
    });
    expect(problems()).toEqual([
      `content/team/gamal-moneep.json: field "img": "/media/gamal.jpg" does not exist; expected a file of content/media/, such as "/media/gamal.jpg"`,
    ]);
  });

  it("refuses a media path outside content/media", () => {
    edit("team/gamal-moneep.json", (member) => {
      member.img = "https://example.com/gamal.jpg";
    });
    expect(problems()).toEqual([
      `content/team/gamal-moneep.json: field "img": "https://example.com/gamal.jpg" is not valid; expected a file of content/media/ written "/media/<file name>", such as "/media/poster.jpg"`,
    ]);
  });

  it("says where a file is not valid JSON", () => {
    write("chapters/kenya.json", '{\n  "name": "Kenya",\n}\n');
    const [problem, ...others] = problems();
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^content\/chapters\/kenya\.json: is not valid JSON \(.+ at line 3, column 1\); expected a JSON object/,
    );
  });

  it("names a misspelt field", () => {
    const { name, ...rest } = kenya;
    write("chapters/kenya.json", { ...rest, nmae: name });
    expect(problems()).toEqual([
      `content/chapters/kenya.json: field "name": is missing; expected the country's name`,
      `content/chapters/kenya.json: field "nmae": is not a field of this kind of content; expected only the documented fields (check its spelling)`,
    ]);
  });

  it("reports every problem at once, in a message with no stack trace", () => {
    write("chapters/kenya.json", { ...kenya, name: "", flagCode: "zz" });
    let error: unknown;
    try {
      loadContent(dir);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toBe(
      [
        "The content has 2 problems, so the site was not built:",
        `  - content/chapters/kenya.json: field "name": "" is not valid; expected the country's name`,
        `  - content/chapters/kenya.json: field "flagCode": "zz" is not valid; expected a known lower-case two-letter country code (ISO 3166-1 alpha-2), such as "ng"`,
        "Fix the file and build again.",
      ].join("\n"),
    );
  });
});

describe("loadContent with what editors paste and what an attacker sends", () => {
  it("refuses a date and a year past the content's years, naming the file and the field", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.date = "9999-12-10";
    });
    edit("site.json", (site) => {
      site.copyrightYear = 20225;
    });
    expect(problems()).toEqual([
      `content/site.json: field "copyrightYear": 20225 is not valid; expected a year from 1900 to 2100, such as 2023`,
      `content/events/qml4africa-2025.json: field "date": "9999-12-10" is not valid; expected a calendar date written YYYY-MM-DD, from 1900 to 2100, such as 2025-08-22`,
    ]);
  });

  it("refuses a name that a direction control turns round, and says where the hidden character is", () => {
    edit("team/gamal-moneep.json", (member) => {
      member.name = "Gamal Example\u202Egnp.exe";
    });
    edit("events/qml4africa-2025.json", (event) => {
      event.title = "\u2067Example workshop\u2069";
    });
    expect(problems()).toEqual([
      `content/team/gamal-moneep.json: field "name": has a control that changes the direction of the text (U+202E) at character 14, which no one can see; expected text without hidden characters: type the text again, or paste it as plain text`,
      `content/events/qml4africa-2025.json: field "title": has a control that changes the direction of the text (U+2067) at character 1, which no one can see; expected text without hidden characters: type the text again, or paste it as plain text`,
    ]);
  });

  it("refuses raw HTML in Markdown, naming the field and the line", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.description =
        'A workshop.\n\n<script>alert("x")</script>\n\n<iframe src="https://example.org"></iframe> <img src=x onerror=alert(1)>';
    });
    expect(problems()).toEqual([
      `content/events/qml4africa-2025.json: field "description": has HTML at line 3 ("<script>alert(\\"x\\")</script>") and in 1 other place; expected Markdown without HTML, which the site does not publish (to show "<" as it is, write "\\<")`,
    ]);
  });

  it("quotes a javascript: or data: link it refuses", () => {
    edit("events/qml4africa-2025.json", (event) => {
      event.description =
        "[Register](javascript:alert(1)) or [here](data:text/html,hello).";
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/events\/qml4africa-2025\.json: field "description": the link "javascript:alert\(1\)" is not valid; expected /,
      ),
      expect.stringMatching(/: the link "data:text\/html,hello" is not valid/),
    ]);
  });

  it("reads a file saved with a byte order mark as the same JSON", () => {
    const file = join(dir, "chapters/kenya.json");
    writeFileSync(file, `\uFEFF${JSON.stringify(kenya)}`);
    expect(problems()).toEqual([]);
    expect(
      loadContent(dir).chapters.find((chapter) => chapter.id === "kenya"),
    ).toMatchObject({ name: "Kenya" });
  });

  it("refuses a symbolic link in content/media, and follows none, naming each", () => {
    const outside = join(dir, "..", "outside");
    mkdirSync(outside);
    writeFileSync(join(outside, "secret.svg"), "<svg/>");
    writeFileSync(join(outside, "kenya.json"), JSON.stringify(kenya));
    symlinkSync(join(outside, "secret.svg"), join(dir, "media/portrait.svg"));
    symlinkSync(join(outside, "kenya.json"), join(dir, "chapters/kenya.json"));
    edit("team/gamal-moneep.json", (member) => {
      member.img = "/media/portrait.svg";
    });
    expect(problems()).toEqual([
      `content/chapters/kenya.json: is a symbolic link to ${JSON.stringify(join(outside, "kenya.json"))}; expected a file of its own in content/ (the build does not follow links, which could publish a file from outside the repository)`,
      `content/media/portrait.svg: is a symbolic link to ${JSON.stringify(join(outside, "secret.svg"))}; expected a file of its own in content/ (the build does not follow links, which could publish a file from outside the repository)`,
    ]);
  });

  it("refuses a folder that is a link, and a named pipe, without reading them", () => {
    const outside = join(dir, "..", "outside");
    mkdirSync(outside);
    writeFileSync(join(outside, "kenya.json"), JSON.stringify(kenya));
    rmSync(join(dir, "chapters"), { recursive: true });
    symlinkSync(outside, join(dir, "chapters"));
    execFileSync("mkfifo", [join(dir, "media/waiting.jpg")]);
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/chapters: is a symbolic link to ".+"; expected a file of its own in content\//,
      ),
      expect.stringMatching(
        /^content\/media\/waiting\.jpg: is a named pipe; expected a file of its own in content\//,
      ),
    ]);
  });
});

describe("loadContent with no entries of a kind", () => {
  const kinds = ["chapters", "team", "events"] as const;
  /** Empties each folder, or removes it: git drops a folder once its last file is gone. */
  const emptyAll = (folders: "empty" | "missing") => {
    for (const kind of kinds) {
      rmSync(join(dir, kind), { recursive: true, force: true });
      if (folders === "empty") mkdirSync(join(dir, kind));
    }
  };

  it.each(["empty", "missing"] as const)(
    "reads a folder that is %s as no entry, for every kind",
    (folders) => {
      emptyAll(folders);
      const content = loadContent(dir);
      expect(content.chapters).toEqual([]);
      expect(content.team).toEqual([]);
      expect(content.events).toEqual([]);
    },
  );

  it.each(kinds)("reads a missing %s folder as no entry", (kind) => {
    rmSync(join(dir, kind), { recursive: true });
    const content = loadContent(dir);
    expect(content[kind]).toEqual([]);
    for (const other of kinds.filter((k) => k !== kind))
      expect(content[other].length).toBeGreaterThan(0);
  });

  it("prepares what the pages render from no entry: no photo, and a map with no chapter marked", async () => {
    emptyAll("missing");
    const prepared = await prepareContent(
      loadContent(dir),
      join(dir, "media"),
      join(dir, "..", "cache"),
    );
    expect(prepared.chapters).toEqual([]);
    expect(prepared.team).toEqual([]);
    expect(prepared.events).toEqual([]);
    expect(prepared.files).toEqual([]);
    expect(prepared.chaptersMap.chapters).toEqual([]);
    expect(prepared.chaptersMap.others).toMatch(/^m/);
  });

  it("still names a link to the calendar file of an event that is gone", () => {
    edit("home.json", (home) => {
      (home.hero as { cta: { path: string } }).cta.path =
        "/calendar/a-made-up-event.ics";
    });
    emptyAll("missing");
    expect(problems()).toEqual([
      `content/home.json: field "hero.cta.path": "/calendar/a-made-up-event.ics" is the calendar file of no event; expected that of an event of content/events/, such as "/calendar/<event>.ics"`,
    ]);
  });
});

describe("loadContent with files where folders belong, and the other way round", () => {
  it("names a file in place of a folder of entries", () => {
    rmSync(join(dir, "events"), { recursive: true });
    write("events", "{}");
    expect(problems()).toEqual([
      "content/events: is a file; expected a folder of JSON files, one per entry, or no events at all",
    ]);
  });

  it("names a folder in place of an entry's file, and of site.json", () => {
    mkdirSync(join(dir, "chapters", "kenya.json"));
    rmSync(join(dir, "site.json"));
    mkdirSync(join(dir, "site.json"));
    expect(problems()).toEqual([
      "content/site.json: is a folder; expected a JSON file",
      "content/chapters/kenya.json: is a folder; expected a JSON file",
    ]);
  });

  it("names an event whose file name is taken by the feed of every event", () => {
    cpSync(
      join(dir, "events", "qml4africa-2025.json"),
      join(dir, "events", "events.json"),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/events\/events\.json: the file name "events\.json" is taken by the feed of every event \(\/calendar\/events\.ics\); expected another name/,
      ),
    ]);
  });
});

describe("renderMarkdown", () => {
  it("renders paragraphs and https links", () => {
    expect(
      renderMarkdown("One.\n\nTwo, [with a link](https://example.org/)."),
    ).toEqual({
      html: '<p>One.</p>\n<p>Two, <a href="https://example.org/">with a link</a>.</p>',
      problems: [],
    });
  });

  it("escapes raw HTML", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert("x")</script> <img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses an http link and an image", () => {
    expect(
      renderMarkdown("[old](http://example.org/) ![x](/media/x.png)").problems,
    ).toEqual([
      'the link "http://example.org/" is not valid; expected a page of this site (/, /event, /our-team, /chapters, /contact/sent, /partners, /news, /terms, /privacy, /code-of-conduct, /help), a section of the home page (/#about, /#research-initiatives, /#podcast, /#partner, /#community, /#contact), an event\'s calendar file ("/calendar/<event>.ics") or a full address that starts with "https://"',
      'has an image; expected text only (an event\'s picture goes in its "image" field)',
    ]);
  });
});

describe("optional fields", () => {
  it("count as absent when an editor leaves them empty", () => {
    write("chapters/kenya.json", { ...kenya, order: "" });
    edit("events/qml4africa-2025.json", (event) => {
      event.endDate = "";
      event.abstractDeadline = null;
    });
    const content = loadContent(dir);
    expect(content.chapters.at(-1)).toEqual({ ...kenya, id: "kenya" });
    expect(content.events[0]?.endDate).toBeUndefined();
    expect(content.events[0]?.abstractDeadline).toBeUndefined();
  });
});

describe("loadContent with the community's links and rules", () => {
  const logo = "/media/yousra-farhani.svg";
  const partner = {
    name: "Example University",
    logo,
    link: "https://www.example.org/",
    kind: "academic",
    agreement: true,
  };
  const post = {
    title: "An example post",
    date: "2025-01-10",
    summary: "What happened, in a line.",
    body: "A paragraph.",
    authors: ["yousra-farhani"],
  };

  it("takes partners, posts, pages and the links between them", () => {
    mkdirSync(join(dir, "partners"));
    mkdirSync(join(dir, "news"));
    mkdirSync(join(dir, "pages"));
    write("partners/example-university.json", partner);
    write("news/example-post.json", post);
    write("pages/terms.json", {
      title: "Terms",
      description: "The terms of the site.",
      body: "Use it kindly.",
    });
    edit("team/gamal-moneep.json", (member) => {
      member.chapter = "egypt";
    });
    const content = loadContent(dir);
    expect(content.partners.map(({ id }) => id)).toEqual([
      "example-university",
    ]);
    expect(content.news.map(({ id }) => id)).toEqual(["example-post"]);
    expect(Object.keys(content.pages)).toEqual(["terms"]);
    expect(content.team.find(({ id }) => id === "gamal-moneep")?.chapter).toBe(
      "egypt",
    );
  });

  it("refuses a link to an entry that does not exist, naming the file and the field", () => {
    mkdirSync(join(dir, "news"));
    write("news/example-post.json", { ...post, authors: ["no-one"] });
    edit("events/qml4africa-2025.json", (event) => {
      event.chapters = ["nowhere"];
    });
    expect(problems()).toEqual([
      `content/events/qml4africa-2025.json: field "chapters[0]": "nowhere" is no chapter of content/chapters/; expected the id of one, such as "algeria"`,
      `content/news/example-post.json: field "authors[0]": "no-one" is no person of content/team/; expected the id of one, such as "gamal-moneep"`,
    ]);
  });

  it("refuses a partner without a confirmed agreement", () => {
    mkdirSync(join(dir, "partners"));
    write("partners/example-university.json", { ...partner, agreement: false });
    expect(problems()).toEqual([
      `content/partners/example-university.json: field "agreement": false is not valid; expected true: a partner is shown once a partnership agreement exists`,
    ]);
  });

  it("refuses a photo portrait without its credit and the person's agreement", () => {
    // The loader checks the file is there; the image step reads it.
    write("media/portrait.jpg", "a photo");
    edit("team/gamal-moneep.json", (member) => {
      member.img = "/media/portrait.jpg";
    });
    expect(problems()).toEqual([
      `content/team/gamal-moneep.json: field "photoCredit": is missing; expected who took the photo /media/portrait.jpg, such as "Photo: Amina Example"`,
      `content/team/gamal-moneep.json: field "photoConsent": is not true; expected true once Gamal Moneep has agreed to the publication of the photo /media/portrait.jpg`,
    ]);
  });

  it("refuses a page the site does not have, and delivery without a privacy notice", () => {
    mkdirSync(join(dir, "pages"));
    write("pages/about.json", { title: "About", description: "x", body: "y" });
    edit("site.json", (site) => {
      site.contactDelivery = "netlify";
    });
    expect(problems()).toEqual([
      `content/pages/about.json: is not one of the site's pages; expected terms.json, privacy.json, code-of-conduct.json, help.json`,
      `content/site.json: field "contactDelivery": is "netlify", and the site has no privacy notice; expected content/pages/privacy.json, which says what becomes of a visitor's message, before messages are delivered`,
    ]);
  });

  it("refuses a menu link to a page with no content yet, and waits for a post's day", () => {
    mkdirSync(join(dir, "news"));
    write("news/example-post.json", { ...post, date: "2030-01-01" });
    edit("site.json", (site) => {
      const [first, ...rest] = site.navigation as { path: string }[];
      site.navigation = [{ ...first, path: "/news" }, ...rest];
      site.supportLink = { title: "Partners", path: "/partners" };
    });
    expect(problems()).toEqual([
      `content/site.json: field "navigation[0].path": "/news" is a page with no content yet; expected a page that has some, or to add its content first`,
      `content/site.json: field "supportLink.path": "/partners" is a page with no content yet; expected a page that has some, or to add its content first`,
    ]);
    expect(() => loadContent(dir, "2030-01-01")).toThrow(/\/partners/);
  });

  it("refuses a link to the thank-you page while messages are not delivered", () => {
    edit("home.json", (home) => {
      (home.community as { cta: { path: string } }).cta.path = "/contact/sent";
    });
    edit("site.json", (site) => {
      site.contactDelivery = "none";
    });
    expect(problems()).toEqual([
      `content/home.json: field "community.cta.path": "/contact/sent" is there only while messages are delivered (contactDelivery "netlify"); expected another page`,
    ]);
  });
});

describe("an event's times, venue, format, online address and recap", () => {
  const file = "events/qml4africa-2025.json";
  const at = (field: string) => `content/${file}: field "${field}"`;

  it("takes them all, each optional", () => {
    edit(file, (event) => {
      Object.assign(event, {
        startTime: "09:30",
        endTime: "16:00",
        timeZone: "Africa/Kigali",
        venue: "Example Hall",
        format: "hybrid",
        onlineLink: "https://meet.example.org/made-up",
        recap: {
          slides: "https://www.example.org/slides",
          photos: "https://www.example.org/photos",
        },
      });
    });
    expect(problems()).toEqual([]);
    expect(loadContent(dir).events[0]).toMatchObject({
      startTime: "09:30",
      timeZone: "Africa/Kigali",
      format: "hybrid",
      recap: { slides: "https://www.example.org/slides" },
    });
  });

  it("refuses times without their zone, an end without a start, and an end before the start", () => {
    edit(file, (event) => {
      event.startTime = "14:00";
    });
    expect(problems()).toEqual([
      `${at("timeZone")}: is missing; expected the time zone of the start time 14:00, such as "Africa/Kigali"`,
    ]);
    edit(file, (event) => {
      delete event.startTime;
      event.endTime = "17:00";
      event.timeZone = "Africa/Kigali";
    });
    expect(problems()).toEqual([
      `${at("startTime")}: is missing; expected the start time of the event that ends at 17:00`,
    ]);
    edit(file, (event) => {
      event.startTime = "17:30";
    });
    expect(problems()).toEqual([
      `${at("endTime")}: "17:00" is not after the start time 17:30; expected a later time on the same day`,
    ]);
    // Over several days, the last day may end earlier in the day than the first began.
    edit(file, (event) => {
      event.endDate = "2025-08-23";
    });
    expect(problems()).toEqual([]);
  });

  it("refuses a time that is no time of day, and a zone the IANA database does not name", () => {
    edit(file, (event) => {
      event.startTime = "2pm";
      event.timeZone = "Africa/Atlantis";
    });
    expect(problems()).toEqual([
      `${at("startTime")}: "2pm" is not valid; expected a time of day on a 24-hour clock, written HH:MM, such as "14:30"`,
      `${at("timeZone")}: "Africa/Atlantis" is not valid; expected a time zone of the IANA database, written Area/City, such as "Africa/Kigali" or "UTC"`,
    ]);
    edit(file, (event) => {
      event.startTime = "24:00";
      event.timeZone = "CAT";
    });
    expect(problems()).toHaveLength(2);
    edit(file, (event) => {
      event.startTime = "23:59";
      event.timeZone = "UTC";
    });
    expect(problems()).toEqual([]);
  });

  it("refuses a format it does not know and a recap link that is not https", () => {
    edit(file, (event) => {
      event.format = "in person";
      event.recap = { recording: "http://www.example.org/recording" };
    });
    expect(problems()).toEqual([
      `${at("format")}: "in person" is not valid; expected one of in-person, online, hybrid`,
      `${at("recap.recording")}: "http://www.example.org/recording" is not valid; expected a full address that starts with "https://" and names a site, such as "https://www.linkedin.com/company/quantum-africa"`,
    ]);
  });
});

describe("loadContent and prepareContent with what would break them", () => {
  // Writing, reading and parsing 10 MB of JSON takes under a second alone and ten on a busy
  // machine: a limit with room, against a hang.
  it(
    "refuses a 10 MB event description, naming the file and the field",
    {
      timeout: 60_000,
    },
    () => {
      edit("events/qml4africa-2025.json", (event) => {
        event.description = "Made-up words. ".repeat(700_000);
      });
      expect(problems()).toEqual([
        'content/events/qml4africa-2025.json: field "description": is 10,499,999 characters long; expected at most 5,000 characters',
      ]);
    },
  );
});
