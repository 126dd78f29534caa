// @vitest-environment node
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "./load";
import { prepareContent } from "./prepare";
import { renderMarkdown } from "../lib/markdown";

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
      `content/events/qml4africa-2025.json: field "date": "22 August 2025" is not valid; expected a calendar date written YYYY-MM-DD, such as 2025-08-22`,
      `content/events/qml4africa-2025.json: field "abstractDeadline": "2025-02-30" is not valid; expected a calendar date written YYYY-MM-DD, such as 2025-08-22`,
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
      'a page of this site (/, /event, /our-team, /chapters, /contact/sent), a section of the home page (/#about, /#research-initiatives, /#podcast, /#partner, /#community, /#contact), an event\'s calendar file ("/calendar/<event>.ics") or a full address that starts with "https://"';
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
      'the link "http://example.org/" is not valid; expected a page of this site (/, /event, /our-team, /chapters, /contact/sent), a section of the home page (/#about, /#research-initiatives, /#podcast, /#partner, /#community, /#contact), an event\'s calendar file ("/calendar/<event>.ics") or a full address that starts with "https://"',
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
