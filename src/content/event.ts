import type { Event } from "./types";

export const eventPage = {
  title: "Our Events",
  description:
    "QML4Africa, the first quantum machine learning workshop for Africa, at Deep Learning Indaba 2025 in Kigali, Rwanda, on 22 August 2025.",
  lead: "Workshops and meetings where Africa's quantum community learns and works together.",
  labels: {
    date: "Date",
    location: "Location",
    deadline: "Abstract deadline",
    topics: "Topics",
    coOrganisers: "Co-organisers",
    register: "Register",
    submitAbstract: "Submit Abstract",
    registrationClosed: "Registration page (closed)",
    abstractsClosed: "Abstract submission (closed)",
    addToCalendar: "Add to calendar",
    upcoming: "Upcoming events",
    past: "Past events",
    noUpcoming:
      "No event is scheduled right now. New dates are announced on this page.",
    statusUpcoming: "Upcoming",
    statusOngoing: "Happening now",
    statusPast: "Took place on",
    statusPastRange: "Took place from",
    closed: "closed",
  },
} as const;

const registrationLink = "https://lnkd.in/dUJvAMJZ";

export const events = [
  {
    id: "qml4africa-2025",
    title: "QML4Africa: Quantum Machine Learning for Africa",
    description: [
      "A half-day workshop at Deep Learning Indaba 2025, the annual meeting of Africa's machine-learning community, held in Kigali from 17 to 22 August 2025.",
      "It is the first quantum machine learning workshop dedicated to the African continent, supported by IBM Research Africa.",
      "We invite poster abstracts on any of the workshop topics below.",
    ],
    topics: [
      "Quantum machine learning",
      "Quantum data preprocessing",
      "Quantum natural language processing",
      "Quantum algorithms and optimisation",
      "AI for quantum computing",
    ],
    coOrganisers: [
      "Stephanie Muller",
      "Nouhaila Innan",
      "Muna Numan",
      "Ndivhuwo Nyase",
      "Aviwe Kohlakala",
      "Yousra Farhani",
      "Walid El Maouaki",
      "Lebohang Mashatola",
    ],
    date: "2025-08-22",
    endDate: "2025-08-22",
    location: { city: "Kigali", country: "Rwanda", countryCode: "RW" },
    image: {
      src: "/events/qml4africa-poster.svg",
      alt: "QML4Africa poster: Quantum Machine Learning for Africa, a workshop at Deep Learning Indaba 2025, 22 August 2025, Kigali, Rwanda.",
      width: 800,
      height: 1000,
    },
    registrationLink,
    abstractLink: registrationLink,
    abstractDeadline: "2025-06-30",
  },
] as const satisfies readonly Event[];
