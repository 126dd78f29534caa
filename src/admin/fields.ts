// The words the editor shows for each field of content/ (labels, hints, choices' labels) and the
// settings of its widgets. Which fields exist, which are required, their choices and their rules come
// from the content schemas (src/schemas/schemas.ts): ./config.ts builds the configuration from both.
import { socialNetworkNames } from "../lib/social-networks";
import { hints } from "./hints";
import { paragraph, sitePages } from "./site-page-fields";

/** What the editor shows for one field, and its widget's settings beyond what the schema says. */
export type EditorField = {
  label: string;
  hint?: string;
  /** Labels of the schema's choices, or "countries" for country codes, labelled by country names. */
  options?: Record<string, string> | "countries";
  fields?: EditorFields;
  field?: EditorField;
  [setting: string]: unknown;
};
export type EditorFields = Record<string, EditorField>;

/** A button: its label and where it leads. */
const cta = {
  label: "Button",
  fields: { title: { label: "Label" }, path: { label: "Address" } },
};

/** A calendar date, written YYYY-MM-DD whatever the editor's time zone. */
const date = (label: string, hint?: string): EditorField => ({
  label,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
  ...(hint && { hint }),
});

/** Profiles on the social networks, one per network. */
const profiles: EditorField = {
  label: "Social profiles",
  label_singular: "profile",
  collapsed: false,
  summary: "{{fields.id}}",
  fields: {
    id: { label: "Network", options: socialNetworkNames },
    link: { label: "Address" },
  },
};

/** Markdown, with the toolbar of what the site's Markdown allows. */
const markdown = (label: string): EditorField => ({
  label,
  widget: "markdown",
  buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
  editor_components: [],
  sanitize_preview: true,
  hint: hints.markdown,
});

/** An image of content/media/, chosen or uploaded in the media library. */
const image = (label: string, hint?: string): EditorField => ({
  label,
  widget: "image",
  choose_url: false,
  ...(hint && { hint }),
});

/** A photo of people: the file, what it shows, who took it, and the agreement of the people in it. */
const photo = (label: string): EditorField => ({
  label,
  fields: {
    src: image("Photo"),
    alt: {
      label: "Description of the photo",
      hint: "What the photo shows, for people who cannot see it.",
    },
    credit: { label: "Photo credit", hint: hints.photoCredit },
    consent: { label: "The people in it agreed", hint: hints.photoConsent },
  },
});

/**
 * A link to entries of another collection, chosen by name from a list (the relation widget), stored as
 * their ids. ./config.ts makes it a list of several for a list of ids in the schema.
 */
const relation = (
  label: string,
  collection: "chapters" | "partners" | "team",
  hint: string,
): EditorField => ({
  label,
  hint,
  widget: "relation",
  collection,
  value_field: "{{slug}}",
  search_fields: ["name"],
  display_fields: ["name"],
  options_length: 100,
});

const order: EditorField = {
  label: "Position on the page",
  value_type: "int",
  hint: "Lower numbers come first.",
};

export const editorFields = {
  chapters: {
    name: { label: "Country" },
    description: {
      label: "Description",
      hint: "One line, such as: Quantum Africa Nigeria Chapter",
    },
    flagCode: {
      label: "Country of the flag",
      hint: "Choose the country; type to search. The flag comes from it.",
      options: "countries",
    },
    status: {
      label: "Status",
      options: {
        active: "Active",
      },
      default: "active",
    },
    founded: {
      label: "Year founded",
      value_type: "int",
      hint: "Such as 2023.",
    },
    joinLink: {
      label: "Join address",
      hint: "Where people join the chapter, such as its form.",
    },
    email: { label: "Email address" },
    order,
  },
  team: {
    name: { label: "Name" },
    role: {
      label: "Role",
      hint: "Such as: HR Lead",
    },
    chapter: relation("Chapter led", "chapters", hints.chapterLed),
    img: image("Portrait", hints.portrait),
    photoCredit: { label: "Photo credit", hint: hints.portraitCredit },
    photoConsent: {
      label: "The person agreed to this photo",
      hint: hints.portraitConsent,
      default: false,
    },
    description: paragraph("Short biography", hints.biography),
    socialMedia: profiles,
    order,
  },
  events: {
    title: { label: "Title" },
    description: markdown("Description"),
    date: date("Date"),
    endDate: date("Last day", "For an event of several days."),
    abstractDeadline: date("Abstract deadline"),
    registrationDeadline: date("Registration deadline"),
    location: {
      label: "Location",
      fields: {
        city: { label: "City" },
        country: { label: "Country" },
        countryCode: {
          label: "Country code",
          hint: "Choose the country; type to search.",
          options: "countries",
        },
      },
    },
    registrationLink: { label: "Registration address" },
    abstractLink: { label: "Abstract submission address" },
    language: { label: "Language", hint: "Such as: English" },
    cost: { label: "Cost", hint: "Such as: Free" },
    image: {
      label: "Poster or photo",
      fields: {
        src: image("Image"),
        alt: {
          label: "Description of the image",
          hint: "What the image shows, for people who cannot see it.",
        },
      },
    },
    topics: {
      label: "Topics",
      field: { label: "Topic" },
    },
    coOrganisers: {
      label: "Co-organisers",
      field: { label: "Name" },
    },
    chapters: relation("Chapters", "chapters", hints.eventChapters),
    partners: relation("Partners", "partners", hints.eventPartners),
    // Written by the editor as it saves (src/lib/event-revision.ts), never typed.
    calendar: { label: "Calendar revision", widget: "hidden" },
    gallery: {
      ...photo("Photos"),
      label_singular: "photo",
      summary: "{{fields.alt}}",
      hint: hints.gallery,
    },
    startTime: { label: "Start time", hint: hints.eventTime },
    endTime: { label: "End time", hint: hints.eventTime },
    timeZone: { label: "Time zone", hint: hints.timeZone },
    venue: { label: "Venue", hint: "Such as: Kigali Convention Centre" },
    format: {
      label: "Format",
      options: {
        "in-person": "In person",
        online: "Online",
        hybrid: "Hybrid (in person and online)",
      },
    },
    onlineLink: { label: "Online address", hint: hints.onlineLink },
    recap: {
      label: "After the event",
      hint: hints.recap,
      fields: {
        slides: { label: "Slides address" },
        recording: { label: "Recording address" },
        photos: { label: "Photo album address" },
      },
    },
  },
  partners: {
    name: { label: "Name" },
    logo: image("Logo", hints.partnerLogo),
    link: { label: "Website" },
    kind: {
      label: "Kind",
      options: {
        funder: "Funder",
        academic: "Academic",
        industry: "Industry",
        community: "Community",
      },
      hint: hints.partnerKind,
    },
    agreement: {
      label: "A partnership agreement is signed",
      hint: hints.agreement,
      default: false,
    },
    order,
  },
  news: {
    title: { label: "Title" },
    date: date("Date", hints.newsDate),
    updated: date("Last revised", hints.newsUpdated),
    summary: paragraph("Summary", hints.newsSummary),
    body: markdown("Post"),
    image: photo("Photo"),
    authors: relation("Authors", "team", hints.newsAuthors),
  },
  pages: {
    title: { label: "Title" },
    description: paragraph(
      "Description for search engines",
      hints.pageDescription,
    ),
    updated: date("Last updated", hints.pageUpdated),
    body: markdown("Text"),
  },
  site: {
    name: { label: "Community name" },
    url: { label: "Site address" },
    description: { label: "One-line description" },
    copyrightYear: {
      label: "Copyright year",
      value_type: "int",
    },
    contactDelivery: {
      label: "Contact form delivery",
      hint: "none: the form only says a message was sent, and nothing reaches the team. netlify: messages reach the team through Netlify Forms (see the README).",
    },
    forms: {
      label: "Form addresses",
      fields: {
        join: { label: "Join form" },
        partner: { label: "Partner form" },
      },
    },
    podcast: {
      label: "Podcast",
      fields: {
        name: { label: "Name" },
        platform: { label: "Platform" },
        url: { label: "Address" },
      },
    },
    navigation: {
      label: "Menu",
      label_singular: "menu item",
      summary: "{{fields.title}}",
      fields: {
        id: { label: "Id" },
        title: { label: "Label" },
        path: { label: "Address" },
      },
    },
    supportLink: {
      label: "Support button",
      fields: {
        title: { label: "Label" },
        path: { label: "Address" },
      },
    },
    socialLinks: profiles,
    networkNames: {
      label: "Network names",
      fields: Object.fromEntries(
        Object.entries(socialNetworkNames).map(([id, name]) => [
          id,
          { label: name },
        ]),
      ),
    },
    footerColumns: {
      label: "Footer columns",
      summary: "{{fields.title}}",
      fields: {
        id: { label: "Id" },
        title: { label: "Title" },
        entries: {
          label: "Entries",
          summary: "{{fields.title}}",
          fields: {
            title: { label: "Entry" },
            link: {
              label: "Address",
              hint: "Optional: the entry is a link once that page has content.",
            },
          },
        },
      },
    },
    errorPage: {
      label: "Error page",
      fields: {
        title: { label: "Title" },
        notFound: { label: "Title of a missing page" },
        body: paragraph("Text"),
        homeLink: { label: "Link home" },
      },
    },
    pages: sitePages,
  },
  home: {
    page: {
      label: "Page",
      fields: {
        description: paragraph("Description for search engines"),
      },
    },
    hero: {
      label: "Hero",
      fields: {
        tagline: { label: "Tagline" },
        headline: { label: "Headline" },
        lead: paragraph("Lead paragraph"),
        cta,
      },
    },
    about: {
      label: "About",
      fields: {
        eyebrow: { label: "Line above the title" },
        title: { label: "Title" },
        lead: paragraph("Lead paragraph"),
        cta,
      },
    },
    missionFeatures: {
      label: "Mission features",
      summary: "{{fields.title}}",
      fields: {
        id: { label: "Id" },
        icon: { label: "Icon" },
        title: { label: "Title" },
        content: paragraph("Text"),
      },
    },
    research: {
      label: "Research",
      fields: {
        eyebrow: { label: "Line above the title" },
        title: { label: "Title" },
        lead: paragraph("Lead paragraph"),
      },
    },
    initiatives: {
      label: "Initiatives",
      summary: "{{fields.title}}",
      fields: {
        id: { label: "Id" },
        icon: { label: "Icon" },
        title: { label: "Title" },
        description: paragraph("Text"),
      },
    },
    podcastSection: {
      label: "Podcast",
      fields: {
        eyebrow: { label: "Line above the title" },
        title: { label: "Title" },
        lead: paragraph("Lead paragraph"),
        badge: { label: "Link label" },
      },
    },
    now: {
      label: "Happening now",
      hint: "Under the hero, while there is an event to come or a post: the next event and the latest post.",
      fields: {
        title: { label: "Title" },
        nextEvent: { label: "Label of the next event" },
        latestPost: { label: "Label of the latest post" },
      },
    },
    partner: {
      label: "Partner call to action",
      fields: {
        title: { label: "Title" },
        lead: paragraph("Lead paragraph"),
        cta,
      },
    },
    community: {
      label: "Community call to action",
      fields: {
        title: { label: "Title" },
        lead: paragraph("Lead paragraph"),
        cta,
      },
    },
    contact: {
      label: "Contact form",
      fields: {
        eyebrow: { label: "Line above the title" },
        title: { label: "Title" },
        lead: paragraph("Lead paragraph"),
        fields: {
          label: "Field labels",
          fields: {
            name: { label: "Name" },
            email: { label: "Email" },
            message: { label: "Message" },
          },
        },
        submit: { label: "Button label" },
        messages: {
          label: "Messages",
          fields: {
            missingFields: { label: "Empty fields" },
            sent: { label: "Sent" },
            sending: { label: "Sending" },
            failed: paragraph("Not sent"),
          },
        },
        honeypotLabel: { label: "Spam trap label (never shown to people)" },
      },
    },
  },
} satisfies Record<string, EditorFields>;
