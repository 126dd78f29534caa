// The words the editor shows for each field of content/ (labels, hints, choices' labels) and the
// settings of its widgets. Which fields exist, which are required, their choices and their rules come
// from the content schemas (src/content/schemas.ts): ./config.ts builds the configuration from both.
import type { EditorFields } from "./config";

/** A button: its label and where it leads. */
const cta = {
  label: "Button",
  fields: { title: { label: "Label" }, path: { label: "Address" } },
};

export const editorFields = {
  chapters: {
    name: {
      label: "Country",
    },
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
    order: {
      label: "Position on the page",
      value_type: "int",
      hint: "Lower numbers come first.",
    },
  },
  team: {
    name: {
      label: "Name",
    },
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
    description: {
      label: "Short biography",
      widget: "text",
    },
    socialMedia: {
      label: "Social profiles",
      label_singular: "profile",
      collapsed: false,
      summary: "{{fields.id}}",
      fields: {
        id: {
          label: "Network",
          options: {
            linkedin: "LinkedIn",
            instagram: "Instagram",
            x: "X",
          },
        },
        link: {
          label: "Address",
        },
      },
    },
    order: {
      label: "Position on the page",
      value_type: "int",
      hint: "Lower numbers come first.",
    },
  },
  events: {
    title: {
      label: "Title",
    },
    description: {
      label: "Description",
      widget: "markdown",
      buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
      editor_components: [],
      sanitize_preview: true,
      hint: "Paragraphs are separated by an empty line. HTML is not allowed.",
    },
    date: {
      label: "Date",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    },
    endDate: {
      label: "Last day",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      hint: "For an event of several days.",
    },
    abstractDeadline: {
      label: "Abstract deadline",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    },
    location: {
      label: "Location",
      fields: {
        city: {
          label: "City",
        },
        country: {
          label: "Country",
        },
        countryCode: {
          label: "Country code",
          hint: "Choose the country; type to search.",
          options: "countries",
        },
      },
    },
    registrationLink: {
      label: "Registration address",
    },
    abstractLink: {
      label: "Abstract submission address",
    },
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
      field: {
        label: "Topic",
      },
    },
    coOrganisers: {
      label: "Co-organisers",
      field: {
        label: "Name",
      },
    },
  },
  site: {
    name: {
      label: "Community name",
    },
    url: {
      label: "Site address",
    },
    description: {
      label: "One-line description",
    },
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
        join: {
          label: "Join form",
        },
        partner: {
          label: "Partner form",
        },
      },
    },
    podcast: {
      label: "Podcast",
      fields: {
        name: {
          label: "Name",
        },
        platform: {
          label: "Platform",
        },
        url: {
          label: "Address",
        },
      },
    },
    navigation: {
      label: "Menu",
      label_singular: "menu item",
      summary: "{{fields.title}}",
      fields: {
        id: {
          label: "Id",
        },
        title: {
          label: "Label",
        },
        path: {
          label: "Address",
        },
        isScroll: {
          label: "A section of the home page",
          default: false,
        },
      },
    },
    supportLink: {
      label: "Support button",
      fields: {
        title: {
          label: "Label",
        },
        path: {
          label: "Address",
        },
      },
    },
    socialLinks: {
      label: "Social profiles",
      summary: "{{fields.id}}",
      fields: {
        id: {
          label: "Network",
          options: {
            linkedin: "LinkedIn",
            instagram: "Instagram",
            x: "X",
          },
        },
        link: {
          label: "Address",
        },
      },
    },
    networkNames: {
      label: "Network names",
      fields: {
        linkedin: {
          label: "LinkedIn",
        },
        instagram: {
          label: "Instagram",
        },
        x: {
          label: "X",
        },
      },
    },
    footerColumns: {
      label: "Footer columns",
      summary: "{{fields.title}}",
      fields: {
        id: {
          label: "Id",
        },
        title: {
          label: "Title",
        },
        entries: {
          label: "Entries",
          field: {
            label: "Entry",
          },
        },
      },
    },
    errorPage: {
      label: "Error page",
      fields: {
        title: {
          label: "Title",
        },
        notFound: {
          label: "Title of a missing page",
        },
        body: {
          label: "Text",
          widget: "text",
        },
        homeLink: {
          label: "Link home",
        },
      },
    },
    pages: {
      label: "Pages",
      fields: {
        chapters: {
          label: "Chapters page",
          fields: {
            title: {
              label: "Title",
            },
            description: {
              label: "Description for search engines",
              widget: "text",
            },
            intro: {
              label: "Introduction",
              widget: "text",
            },
            statusLabel: {
              label: "Status labels",
              fields: {
                active: {
                  label: "Active",
                },
              },
            },
            mapLabel: {
              label: "Name of the map",
            },
          },
        },
        team: {
          label: "Team page",
          fields: {
            title: {
              label: "Title",
            },
            description: {
              label: "Description for search engines",
              widget: "text",
            },
            lead: {
              label: "Lead paragraph",
              widget: "text",
            },
          },
        },
        event: {
          label: "Events page",
          fields: {
            title: {
              label: "Title",
            },
            description: {
              label: "Description for search engines",
              widget: "text",
            },
            lead: {
              label: "Lead paragraph",
              widget: "text",
            },
            labels: {
              label: "Labels",
              fields: {
                date: {
                  label: "Date",
                },
                location: {
                  label: "Location",
                },
                deadline: {
                  label: "Deadline",
                },
                topics: {
                  label: "Topics",
                },
                coOrganisers: {
                  label: "Co-organisers",
                },
                register: {
                  label: "Register button",
                },
                submitAbstract: {
                  label: "Abstract button",
                },
                registrationClosed: {
                  label: "Closed registration link",
                },
                abstractsClosed: {
                  label: "Closed abstract link",
                },
                addToCalendar: {
                  label: "Calendar button",
                },
                upcoming: {
                  label: "Upcoming heading",
                },
                past: {
                  label: "Past heading",
                },
                noUpcoming: {
                  label: "No upcoming event",
                },
                statusUpcoming: {
                  label: "Upcoming status",
                },
                statusOngoing: {
                  label: "Ongoing status",
                },
                statusPast: {
                  label: "Past status (one day)",
                },
                statusPastRange: {
                  label: "Past status (several days)",
                },
                closed: {
                  label: "Closed",
                },
                feedTitle: {
                  label: "Calendar feed heading",
                },
                feedText: {
                  label: "Calendar feed text",
                  widget: "text",
                },
                feedSubscribe: {
                  label: "Calendar feed subscription link",
                },
                feedAddress: {
                  label: "Calendar feed address link",
                },
              },
            },
          },
        },
        contactSent: {
          label: "Thank-you page (contact form)",
          fields: {
            title: {
              label: "Title",
            },
            description: {
              label: "Description",
              widget: "text",
            },
            lead: {
              label: "Thank-you text",
              widget: "text",
            },
            homeLink: {
              label: "Link home",
            },
          },
        },
        offline: {
          label: "Offline page (no connection)",
          fields: {
            title: {
              label: "Title",
            },
            description: {
              label: "Description",
              widget: "text",
            },
            lead: {
              label: "What the page says",
              widget: "text",
            },
            homeLink: {
              label: "Link home",
            },
          },
        },
        contactAside: {
          label: "Beside the contact form (and on the thank-you page)",
          fields: {
            afterSending: {
              label: "What happens to a message",
              fields: {
                title: {
                  label: "Title",
                },
                none: {
                  label: "While the form delivers nothing (none)",
                  widget: "text",
                },
                netlify: {
                  label: "While Netlify Forms delivers it (netlify)",
                  widget: "text",
                },
              },
            },
            elsewhere: {
              label: "Other ways to reach the community",
              fields: {
                title: {
                  label: "Title",
                },
                links: {
                  label: "Links",
                  summary: "{{fields.title}}",
                  fields: {
                    id: {
                      label: "Id",
                    },
                    icon: {
                      label: "Icon",
                    },
                    title: {
                      label: "Title",
                    },
                    text: {
                      label: "One line on where it leads",
                    },
                    path: {
                      label: "Address",
                    },
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
        description: {
          label: "Description for search engines",
          widget: "text",
        },
      },
    },
    hero: {
      label: "Hero",
      fields: {
        tagline: {
          label: "Tagline",
        },
        headline: {
          label: "Headline",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
        cta,
      },
    },
    about: {
      label: "About",
      fields: {
        eyebrow: {
          label: "Line above the title",
        },
        title: {
          label: "Title",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
        cta,
      },
    },
    missionFeatures: {
      label: "Mission features",
      summary: "{{fields.title}}",
      fields: {
        id: {
          label: "Id",
        },
        icon: {
          label: "Icon",
        },
        title: {
          label: "Title",
        },
        content: {
          label: "Text",
          widget: "text",
        },
      },
    },
    research: {
      label: "Research",
      fields: {
        eyebrow: {
          label: "Line above the title",
        },
        title: {
          label: "Title",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
      },
    },
    initiatives: {
      label: "Initiatives",
      summary: "{{fields.title}}",
      fields: {
        id: {
          label: "Id",
        },
        icon: {
          label: "Icon",
        },
        title: {
          label: "Title",
        },
        description: {
          label: "Text",
          widget: "text",
        },
      },
    },
    podcastSection: {
      label: "Podcast",
      fields: {
        eyebrow: {
          label: "Line above the title",
        },
        title: {
          label: "Title",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
        badge: {
          label: "Link label",
        },
      },
    },
    partner: {
      label: "Partner call to action",
      fields: {
        title: {
          label: "Title",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
        cta,
      },
    },
    community: {
      label: "Community call to action",
      fields: {
        title: {
          label: "Title",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
        cta,
      },
    },
    contact: {
      label: "Contact form",
      fields: {
        eyebrow: {
          label: "Line above the title",
        },
        title: {
          label: "Title",
        },
        lead: {
          label: "Lead paragraph",
          widget: "text",
        },
        fields: {
          label: "Field labels",
          fields: {
            name: {
              label: "Name",
            },
            email: {
              label: "Email",
            },
            message: {
              label: "Message",
            },
          },
        },
        submit: {
          label: "Button label",
        },
        messages: {
          label: "Messages",
          fields: {
            missingFields: {
              label: "Empty fields",
            },
            sent: {
              label: "Sent",
            },
            sending: {
              label: "Sending",
            },
            failed: {
              label: "Not sent",
              widget: "text",
            },
          },
        },
        honeypotLabel: {
          label: "Spam trap label (never shown to people)",
        },
      },
    },
  },
} satisfies Record<string, EditorFields>;
