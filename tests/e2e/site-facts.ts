// What the specification and the content brief fix, written out here so that the tests check the site against them.

export const forms = {
  join: "https://docs.google.com/forms/d/e/1FAIpQLSdPNR7sb2xvXSgTnujM-yXiXPZ9AuyLDYAYQfpmoTbKGzAikg/viewform",
  partner:
    "https://docs.google.com/forms/d/e/1FAIpQLSd5AzXOJMDwnLs6OoDW6jesHfKyyHqx4X6wvbCZIwEDkiCZ0w/viewform",
} as const;

export const podcastUrl =
  "https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo";
export const eventLink = "https://lnkd.in/dUJvAMJZ";

export const navItems = [
  { name: "About Us", href: "/#about" },
  { name: "Research", href: "/#research-initiatives" },
  { name: "Events & Initiatives", href: "/event" },
  { name: "Chapters", href: "/chapters" },
  { name: "Our Team", href: "/our-team" },
  { name: "Contact Us", href: "/#contact" },
] as const;

/** The in-page links and the section each lands on (its id and its heading). */
export const hashLinks = [
  { name: "About Us", id: "about", heading: "Our Mission" },
  {
    name: "Research",
    id: "research-initiatives",
    heading: "Our Research & Initiatives",
  },
  { name: "Contact Us", id: "contact", heading: "Contact Us" },
] as const;

export const footerColumns = [
  {
    title: "Useful Links",
    entries: ["About Us", "Contact Us", "Terms & Services"],
  },
  { title: "Community", entries: ["Help Center", "Blog", "Newsletters"] },
  { title: "Partner", entries: ["Our Partners"] },
] as const;

export const copyright = "© 2024 Quantum Africa. All Rights Reserved.";

export const socialNetworks = [
  { name: /LinkedIn/, host: "www.linkedin.com" },
  { name: /Instagram/, host: "www.instagram.com" },
  { name: /\bX\b/, host: "x.com" },
] as const;

export const hero = {
  tagline: "Making Quantum Accessible in Africa",
  headline: "Empowering Africa Through Quantum Innovation",
} as const;

export const missionFeatures = [
  "Educational Empowerment and Access",
  "Research and Innovation",
  "Industry Applications",
  "Global Collaboration",
] as const;

export const initiatives = [
  "Quantum Research Projects",
  "Quantum for Industry Program",
  "Women in Quantum",
  "Quantum Learning Resource Hub",
  "Quantum Education Program",
] as const;

export const teamMembers = [
  { name: "Yousra Farhani", role: "Founder & CEO" },
  { name: "Walid El Maouaki", role: "Co-founder & CTO" },
  { name: "Gamal Moneep", role: "HR Lead" },
] as const;

export const chapters = [
  { name: "Mauritania", code: "mr" },
  { name: "Nigeria", code: "ng" },
  { name: "Ethiopia", code: "et" },
  { name: "Egypt", code: "eg" },
  { name: "Algeria", code: "dz" },
  { name: "Morocco", code: "ma" },
] as const;

export const event = {
  date: "22 August 2025",
  city: "Kigali",
  country: "Rwanda",
  deadline: "30 June 2025",
  title: "QML4Africa: Quantum Machine Learning for Africa",
} as const;

/** Every page of the site, with its title and the text that must be on it. */
export const routes = [
  {
    path: "/",
    title: /Quantum Africa/,
    texts: [
      hero.tagline,
      hero.headline,
      "Our Mission",
      ...missionFeatures,
      "Our Research & Initiatives",
      ...initiatives,
      "Quantum Currents",
      "Listen on Spotify",
      "Join the Quantum Revolution",
      "Be Our Partner",
      "Be a part of our Community!",
      "Contact Us",
    ],
  },
  {
    path: "/event",
    title: /Our Events/,
    texts: [
      "Our Events",
      "QML4Africa",
      event.date,
      `${event.city}, ${event.country}`,
      event.deadline,
      "Deep Learning Indaba 2025",
      "Past events",
      `Took place on ${event.date}`,
      "Registration page (closed)",
      "Abstract submission (closed)",
    ],
  },
  {
    path: "/our-team",
    title: /Our Team/,
    texts: [
      "Our Team",
      ...teamMembers.flatMap((member) => [member.name, member.role]),
    ],
  },
  {
    path: "/chapters",
    title: /Chapters/,
    texts: chapters.flatMap((chapter) => [
      chapter.name,
      `Quantum Africa ${chapter.name} Chapter`,
    ]),
  },
] as const;

export const notFound = {
  path: "/no-such-page",
  title: "Unexpected Application Error!",
  detail: "404 Not Found",
} as const;
