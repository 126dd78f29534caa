import type { ContactDelivery, NavItem, SocialLink } from "./types";

export const site = {
  name: "Quantum Africa",
  url: "https://quantum-africa.org",
  description:
    "A non-profit community for quantum computing education, research and collaboration across Africa.",
  copyrightYear: 2024,
  /**
   * What the contact form does with a message: "none" only shows that it was sent (the product's own
   * behaviour); "netlify" delivers it to the team through Netlify Forms.
   */
  contactDelivery: "none" as ContactDelivery,
} as const;

export const forms = {
  join: "https://docs.google.com/forms/d/e/1FAIpQLSdPNR7sb2xvXSgTnujM-yXiXPZ9AuyLDYAYQfpmoTbKGzAikg/viewform",
  /** The partner form and the support form are one and the same. */
  partner:
    "https://docs.google.com/forms/d/e/1FAIpQLSd5AzXOJMDwnLs6OoDW6jesHfKyyHqx4X6wvbCZIwEDkiCZ0w/viewform",
} as const;

export const podcast = {
  name: "Quantum Currents",
  platform: "Spotify",
  url: "https://open.spotify.com/show/0fJn7V3SD5djL5JpozrpGo",
} as const;

export const navItems = [
  { id: "about", title: "About Us", path: "/#about", isScroll: true },
  {
    id: "research",
    title: "Research",
    path: "/#research-initiatives",
    isScroll: true,
  },
  {
    id: "event",
    title: "Events & Initiatives",
    path: "/event",
    isScroll: false,
  },
  { id: "chapters", title: "Chapters", path: "/chapters", isScroll: false },
  { id: "team", title: "Our Team", path: "/our-team", isScroll: false },
  { id: "contact", title: "Contact Us", path: "/#contact", isScroll: true },
] as const satisfies readonly NavItem[];

export const supportLink = {
  title: "Support Us",
  path: forms.partner,
} as const;

// The Instagram and X handles are not known yet: replace these two links when they are.
export const socialLinks = [
  {
    id: "linkedin",
    link: "https://www.linkedin.com/company/quantumafricaorg/",
  },
  {
    id: "instagram",
    link: "https://www.instagram.com/",
  },
  { id: "x", link: "https://x.com/" },
] as const satisfies readonly SocialLink[];

export const footerColumns = [
  {
    id: "useful-links",
    title: "Useful Links",
    entries: ["About Us", "Contact Us", "Terms & Services"],
  },
  {
    id: "community",
    title: "Community",
    entries: ["Help Center", "Blog", "Newsletters"],
  },
  { id: "partner", title: "Partner", entries: ["Our Partners"] },
] as const;

export const copyright = `© ${site.copyrightYear} ${site.name}. All Rights Reserved.`;

export const errorPage = {
  title: "Unexpected Application Error!",
  notFound: "404 Not Found",
  body: "This page could not be shown. The home page is a good place to start again.",
  homeLink: "Back to the home page",
} as const;

/** The page a message sent without JavaScript lands on, once Netlify Forms has taken it. */
export const contactSent = {
  title: "Thank you for your message",
  description: "Your message has reached the Quantum Africa team.",
  lead: "Your message has reached the Quantum Africa team. We read every message and will answer by email.",
  homeLink: "Back to the home page",
} as const;

export const networkNames = {
  linkedin: "LinkedIn",
  instagram: "Instagram",
  x: "X",
} as const;
