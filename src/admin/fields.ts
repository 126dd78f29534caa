// The words the editor shows for each field of content/ (labels, hints, choices' labels) and the
// settings of its widgets. Which fields exist, which are required, their choices and their rules come
// from the content schemas (src/schemas/schemas.ts): ./config.ts builds the configuration from both.
import { socialNetworkNames } from "../lib/social-networks";

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

/** Text of several lines. */
const paragraph = (label: string, hint?: string): EditorField => ({
  label,
  widget: "text",
  ...(hint && { hint }),
});

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
    order,
  },
  team: {
    name: { label: "Name" },
    role: {
      label: "Role",
      hint: "Such as: HR Lead",
    },
    img: {
      label: "Portrait",
      widget: "image",
      choose_url: false,
      hint: "A square photo; the build makes the small versions the page needs.",
    },
    description: paragraph("Short biography"),
    socialMedia: profiles,
    order,
  },
  events: {
    title: { label: "Title" },
    description: {
      label: "Description",
      widget: "markdown",
      buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
      editor_components: [],
      sanitize_preview: true,
      hint: "Paragraphs are separated by an empty line. HTML is not allowed.",
    },
    date: date("Date"),
    endDate: date("Last day", "For an event of several days."),
    abstractDeadline: date("Abstract deadline"),
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
    image: {
      label: "Poster or photo",
      fields: {
        src: {
          label: "Image",
          widget: "image",
          choose_url: false,
        },
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
          field: { label: "Entry" },
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
    pages: {
      label: "Pages",
      fields: {
        chapters: {
          label: "Chapters page",
          fields: {
            title: { label: "Title" },
            description: paragraph("Description for search engines"),
            intro: paragraph("Introduction"),
            statusLabel: {
              label: "Status labels",
              fields: {
                active: { label: "Active" },
              },
            },
            mapLabel: { label: "Name of the map" },
          },
        },
        team: {
          label: "Team page",
          fields: {
            title: { label: "Title" },
            description: paragraph("Description for search engines"),
            lead: paragraph("Lead paragraph"),
          },
        },
        event: {
          label: "Events page",
          fields: {
            title: { label: "Title" },
            description: paragraph("Description for search engines"),
            lead: paragraph("Lead paragraph"),
            labels: {
              label: "Labels",
              fields: {
                date: { label: "Date" },
                location: { label: "Location" },
                deadline: { label: "Deadline" },
                topics: { label: "Topics" },
                coOrganisers: { label: "Co-organisers" },
                register: { label: "Register button" },
                submitAbstract: { label: "Abstract button" },
                registrationClosed: { label: "Closed registration link" },
                abstractsClosed: { label: "Closed abstract link" },
                addToCalendar: { label: "Calendar button" },
                upcoming: { label: "Upcoming heading" },
                past: { label: "Past heading" },
                noUpcoming: { label: "No upcoming event" },
                statusUpcoming: { label: "Upcoming status" },
                statusOngoing: { label: "Ongoing status" },
                statusPast: { label: "Past status (one day)" },
                statusPastRange: { label: "Past status (several days)" },
                closed: { label: "Closed" },
                feedTitle: { label: "Calendar feed heading" },
                feedText: paragraph("Calendar feed text"),
                feedSubscribe: { label: "Calendar feed subscription link" },
                feedAddress: { label: "Calendar feed address link" },
              },
            },
          },
        },
        contactSent: {
          label: "Thank-you page (contact form)",
          fields: {
            title: { label: "Title" },
            description: paragraph("Description"),
            lead: paragraph("Thank-you text"),
            homeLink: { label: "Link home" },
          },
        },
        offline: {
          label: "Offline page (no connection)",
          fields: {
            title: { label: "Title" },
            description: paragraph("Description"),
            lead: paragraph("What the page says"),
            homeLink: { label: "Link home" },
          },
        },
        contactAside: {
          label: "Beside the contact form (and on the thank-you page)",
          fields: {
            afterSending: {
              label: "What happens to a message",
              fields: {
                title: { label: "Title" },
                none: paragraph("While the form delivers nothing (none)"),
                netlify: paragraph("While Netlify Forms delivers it (netlify)"),
              },
            },
            elsewhere: {
              label: "Other ways to reach the community",
              fields: {
                title: { label: "Title" },
                links: {
                  label: "Links",
                  summary: "{{fields.title}}",
                  fields: {
                    id: { label: "Id" },
                    icon: { label: "Icon" },
                    title: { label: "Title" },
                    text: { label: "One line on where it leads" },
                    path: { label: "Address" },
                  },
                },
              },
            },
          },
        },
      },
    },
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
