import { forms } from "./site";
import type { Initiative, MissionFeature } from "./types";

export const hero = {
  tagline: "Making Quantum Accessible in Africa",
  headline: "Empowering Africa Through Quantum Innovation",
  lead: "We drive quantum research, education and collaboration across the continent, so that Africa helps shape the future of quantum technology.",
  cta: { title: "Get Involved", path: forms.join },
} as const;

export const about = {
  id: "about",
  eyebrow: "About Us",
  title: "Our Mission",
  lead: "We empower African researchers, students and industries through education, collaboration and innovation in quantum technologies. Above all, we open the door to learning material and opportunities, so that Africans take part in the global quantum field and add to it.",
  cta: { title: "Join Our Community", path: forms.join },
} as const;

export const missionFeatures = [
  {
    id: "education",
    icon: "graduation-cap",
    title: "Educational Empowerment and Access",
    content:
      "Programmes, workshops and certifications that train the next generation of African quantum researchers and professionals, with good learning material open to all.",
  },
  {
    id: "research",
    icon: "flask-conical",
    title: "Research and Innovation",
    content:
      "Support for research in quantum computing and its neighbours, such as quantum cryptography, optimisation and quantum AI, aimed at challenges that matter in Africa.",
  },
  {
    id: "industry",
    icon: "factory",
    title: "Industry Applications",
    content:
      "Work with African industry to bring quantum methods into cryptography, logistics, pharmaceuticals and more, for stronger and more efficient businesses.",
  },
  {
    id: "collaboration",
    icon: "earth",
    title: "Global Collaboration",
    content:
      "Partnerships with leading quantum institutions, universities and companies worldwide, so that African researchers and industry work with the best.",
  },
] as const satisfies readonly MissionFeature[];

export const research = {
  id: "research-initiatives",
  eyebrow: "What we do",
  title: "Our Research & Initiatives",
  lead: "Five programmes that turn our mission into work on the ground.",
} as const;

export const initiatives = [
  {
    id: "research-projects",
    icon: "atom",
    title: "Quantum Research Projects",
    description:
      "Connects African quantum researchers to global research networks, for ambitious research and open-source projects.",
  },
  {
    id: "industry-program",
    icon: "building-complex",
    title: "Quantum for Industry Program",
    description:
      "Helps African companies understand and adopt quantum computing for hard problems in healthcare, finance, energy and telecommunications.",
  },
  {
    id: "women-in-quantum",
    icon: "sparkles",
    title: "Women in Quantum",
    description:
      "Backs African women in quantum technology with scholarships, mentorship and leadership opportunities.",
  },
  {
    id: "resource-hub",
    icon: "book-open-text",
    title: "Quantum Learning Resource Hub",
    description:
      "One portal that gives African students and researchers free or discounted access to learning platforms, papers and tutorials.",
  },
  {
    id: "education-program",
    icon: "presentation",
    title: "Quantum Education Program",
    description:
      "Hands-on training in quantum computing, algorithms and hardware, through workshops, online courses and work with universities and quantum companies.",
  },
] as const satisfies readonly Initiative[];

export const podcastSection = {
  id: "podcast",
  eyebrow: "Podcast",
  title: "Listen to Quantum Currents",
  lead: "Our learning podcast walks through the latest news and research papers in quantum computing and quantum physics, one episode at a time.",
  badge: "Listen on Spotify",
} as const;

export const partner = {
  id: "partner",
  title: "Join the Quantum Revolution",
  lead: "Become a partner and help us build a thriving quantum ecosystem in Africa.",
  cta: { title: "Be Our Partner", path: forms.partner },
} as const;

export const community = {
  id: "community",
  title: "Be a part of our Community!",
  lead: "Researchers, industry experts, students and enthusiasts are all welcome. Joining us is your first step into the quantum world.",
  cta: { title: "Join Our Community", path: forms.join },
} as const;

export const contact = {
  id: "contact",
  eyebrow: "Get in touch",
  title: "Contact Us",
  lead: "Questions, ideas or an invitation to collaborate? Write to us.",
  fields: { name: "Name", email: "Email", message: "Message" },
  submit: "Send Message",
  messages: {
    missingFields: "Please fill out all fields",
    sent: "Message sent successfully!",
    sending: "Sending…",
    failed:
      "Your message could not be sent, and nothing you typed is lost. Please check your connection and send it again.",
  },
  /** Shown to robots only: a value in it marks a message as spam. */
  honeypotLabel: "Leave this field empty",
} as const;

export const homePage = {
  description:
    "Quantum Africa is a non-profit community that opens quantum computing education, research and collaboration to people across Africa.",
} as const;
