import type { TeamMember } from "./types";

export const teamPage = {
  title: "Our Team",
  description:
    "Meet the founders and organisers of Quantum Africa, the community that brings quantum computing to learners and researchers across Africa.",
  lead: "The people who started Quantum Africa and keep it running.",
} as const;

export const teamMembers = [
  {
    id: 1,
    name: "Yousra Farhani",
    role: "Founder & CEO",
    img: "/team/yousra-farhani.svg",
    description:
      "Quantum computing researcher and engineer. Winner of the Arab Young Pioneers Award in Quantum and of the Quantum Women Rising Star Award.",
    socialMedia: [
      {
        id: "linkedin",
        icon: "linkedin",
        link: "https://www.linkedin.com/in/yousra-farhani-7a416219a/",
      },
      { id: "x", icon: "x", link: "https://x.com/FarhaniYousra" },
    ],
  },
  {
    id: 2,
    name: "Walid El Maouaki",
    role: "Co-founder & CTO",
    img: "/team/walid-el-maouaki.svg",
    description:
      "Postdoctoral researcher at New York University Abu Dhabi, working on quantum machine learning.",
    socialMedia: [
      {
        id: "linkedin",
        icon: "linkedin",
        link: "https://www.linkedin.com/in/walid-el-maouaki-8b6328190/",
      },
      { id: "x", icon: "x", link: "https://x.com/Walid_Mk99" },
    ],
  },
  {
    id: 3,
    name: "Gamal Moneep",
    role: "HR Lead",
    img: "/team/gamal-moneep.svg",
    description:
      "Deep learning engineer and IBM Qiskit Advocate, with postgraduate studies in computer science at Cairo University. An active builder of Egypt's quantum community.",
    socialMedia: [
      {
        id: "linkedin",
        icon: "linkedin",
        link: "https://www.linkedin.com/in/gamal-moneep/",
      },
      { id: "x", icon: "x", link: "https://x.com/zmoneep" },
    ],
  },
] as const satisfies readonly TeamMember[];
