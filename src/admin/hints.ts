// The editor's longer hints, in words an editor understands: why a field is asked for, not only what
// it takes. ./fields.ts gives each to its field.

export const hints = {
  biography:
    "Each person writes their own biography: paste it as they sent it, or leave it empty until they do.",
  portrait:
    "A square photo, or leave it empty: the page then shows the person's initials. The build makes the small versions the page needs.",
  portraitCredit:
    'Who took the photo, such as "Photo: Amina Example". A photo is published only with the name of who took it.',
  portraitConsent:
    "Tick once the person has agreed, in writing, that this photo of them appears on the site. A photo without that agreement is not saved.",
  chapterLed:
    "The chapter this person leads: they are then shown on the chapter's page and under the chapter leads. Leave it empty for the community's leadership.",
  eventChapters:
    "The chapters that run the event: it is then shown on each chapter's page.",
  eventPartners: "The partners who support the event, from the Partners list.",
  eventTime:
    "On a 24-hour clock, such as 14:30, in the time zone below. For an event of several days: when it starts on the first day and ends on the last. A time the clocks skip or repeat that day, as they change, is refused.",
  timeZone:
    "The time zone of the start and end times, written Area/City, such as Africa/Kigali, Africa/Lagos or UTC. The page shows the times in this zone and names it. Give it for an event without times too: without one, its days count anywhere on Earth, from the first zone to reach them to the last to leave them.",
  onlineLink:
    "Where people join an online or hybrid event, such as a video call. Shown until the event has taken place.",
  recap:
    "Once the event has taken place: where its slides, its recording and its photos are. Its page then shows them first.",
  gallery:
    "Photos taken at the event. Each needs a description, who took it, and the agreement of the people in it.",
  photoCredit:
    'Who took the photo, such as "Photo: Amina Example". A photo is published only with the name of who took it.',
  photoConsent:
    "Tick once the people who can be recognised in the photo have agreed to its publication. A photo without that agreement is not saved.",
  partnerLogo:
    "The partner's logo: an SVG drawing if they have one, else a PNG or JPEG.",
  partnerKind: "The heading the partner is listed under on /partners.",
  agreement:
    "Tick only once a partnership agreement is signed. A partner is shown on the site only with a signed agreement; without it, the partner is not saved.",
  newsDate:
    "The day the post is published. A post dated later appears on the site that day.",
  newsUpdated:
    "The day you changed what the post says, if you did, after it was published. Leave it empty for a correction of a typing slip.",
  pageUpdated:
    'The day you last changed what the page says: shown under its title as "Last updated" and the day. Leave it empty to show no day.',
  newsSummary: "One or two sentences, shown on the news page and in the feed.",
  newsAuthors:
    "Who wrote the post: choose one or more people of the Team list. To add an author, add them to the Team first.",
  markdown:
    "Paragraphs are separated by an empty line. Bold, italic, links and lists are allowed; HTML is not.",
  pageDescription: "One line that search engines show under the page's title.",
};
