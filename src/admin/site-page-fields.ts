// The words the editor shows for the copy of the site's pages (Site settings › Pages), apart from
// ./fields.ts so that each module stays short enough to read.
import type { EditorField } from "./fields";

/** Text of several lines. */
export const paragraph = (label: string, hint?: string): EditorField => ({
  label,
  widget: "text",
  ...(hint && { hint }),
});

/** The kinds of partner, as the editor and the partners page name them. */
export const partnerKindNames = {
  funder: "Funders",
  academic: "Academic partners",
  industry: "Industry partners",
  community: "Community partners",
};

export const sitePages: EditorField = {
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
        start: {
          label: "Starting a chapter",
          hint: "Shown below the chapters: how to start one where there is none. Leave it out to show nothing.",
          fields: {
            title: { label: "Heading" },
            text: paragraph("Text"),
            cta: {
              label: "Button",
              fields: { title: { label: "Label" }, path: { label: "Address" } },
            },
          },
        },
      },
    },
    team: {
      label: "Team page",
      fields: {
        title: { label: "Title" },
        description: paragraph("Description for search engines"),
        lead: paragraph("Lead paragraph"),
        leadership: { label: "Heading of the leadership" },
        chapterLeads: { label: "Heading of the chapter leads" },
      },
    },
    chapter: {
      label: "A chapter's page",
      fields: {
        leads: { label: "Heading of the chapter's leads" },
        join: { label: "Join link" },
        email: { label: "Email link" },
        founded: { label: "Words before the year founded" },
        upcoming: { label: "Upcoming heading" },
        past: { label: "Past heading" },
        allChapters: { label: "Link to every chapter" },
        contact: { label: "Link to the contact form" },
        viaCommunity: paragraph(
          "Joining without the chapter's own address",
          "Shown on the page of a chapter with no join address or email of its own, beside the links to the community's join form and contact form.",
        ),
      },
    },
    partners: {
      label: "Partners page",
      fields: {
        title: { label: "Title" },
        description: paragraph("Description for search engines"),
        lead: paragraph("Lead paragraph"),
        kinds: {
          label: "Headings by kind of partner",
          fields: Object.fromEntries(
            Object.entries(partnerKindNames).map(([kind, name]) => [
              kind,
              { label: name },
            ]),
          ),
        },
        invitation: {
          label: "Call to become a partner",
          hint: "Its button leads to the partner form (Site settings › Form addresses).",
          fields: {
            title: { label: "Heading" },
            lead: paragraph("Text"),
            button: { label: "Button label" },
          },
        },
        about: {
          label: "What partnering means",
          widget: "markdown",
          buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
          editor_components: [],
          sanitize_preview: true,
          hint: "Optional, in Markdown: what partners do and what they get. Shown beside the call to become a partner.",
        },
      },
    },
    news: {
      label: "News page",
      fields: {
        title: { label: "Title" },
        description: paragraph("Description for search engines"),
        lead: paragraph("Lead paragraph"),
        by: { label: "Word before the authors" },
        readMore: { label: "Link to a post" },
        allNews: { label: "Link to every post" },
        feed: { label: "Name of the news feed" },
        subscribe: { label: "Link to the news feed" },
        updated: { label: "Word before the day a post was revised" },
        newer: { label: "Link to the newer post" },
        older: { label: "Link to the older post" },
      },
    },
    text: {
      label: "Text pages (terms, privacy, code of conduct, help)",
      fields: {
        updated: { label: "Words before the day a page was last updated" },
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
            registrationDeadline: { label: "Registration deadline" },
            language: { label: "Language" },
            cost: { label: "Cost" },
            chapters: { label: "Chapters" },
            partners: { label: "Partners" },
            gallery: { label: "Photos heading" },
            details: { label: "Link to an event's page" },
            allEvents: { label: "Link to every event" },
            archive: { label: "Heading of the links to each year" },
            archiveTitle: { label: "Before a year's title" },
            archivePage: { label: "Before a page's number" },
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
            time: { label: "Time" },
            venue: { label: "Venue" },
            format: { label: "Format" },
            formats: {
              label: "Names of the formats",
              fields: {
                "in-person": { label: "In person" },
                online: { label: "Online" },
                hybrid: { label: "Hybrid" },
              },
            },
            joinOnline: { label: "Join online button" },
            recap: { label: "Recap heading" },
            slides: { label: "Slides link" },
            recording: { label: "Recording link" },
            photos: { label: "Photo album link" },
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
};
