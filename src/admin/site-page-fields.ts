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
};
