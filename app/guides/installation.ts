/**
 * The installation guide: the journey from the first visit to the first heat, and what the site
 * needs before the team arrives. Each step's duration is the business's, set in the content studio
 * (Guide figures) with whether it is confirmed: a typical figure until then (`placeholder: true`),
 * which the launch check lists; the quotation gives the dates for each room.
 */
import { circuitText } from "../catalogue/electrics";
import { visitKind } from "../contact/booking";
import { outputTable } from "../catalogue/sizing";
import { measure } from "../format/units";

import { durations } from "../content/generated/guides";
import type { ChecklistItem, Duration, InstallationStep } from "./schema";

/** A step's duration as the Studio's Guide figures set it (every step has one: the build checks). */
function durationOf(id: string): Duration {
  const duration = durations[id];
  if (!duration) throw new Error(`The guide figures give no duration for the step "${id}".`);
  return duration;
}

/** How long the site survey a buyer books lasts, in minutes (the booking's visit kinds). */
const surveyMinutes = visitKind("site-survey")!.minutes;

export const installationSteps: InstallationStep[] = [
  {
    id: "site-survey",
    title: "Site survey",
    what: [
      "We come to see the room, or the corner of the garden, where the sauna will stand. We measure it, look at the floor or the base, the way in from the street, the electrical board and where fresh air can come from.",
      "It is also the moment to talk about how you will use the room: how many people, how hot, how often, and what you would like to see from the bench.",
    ],
    who: "One of our designers, with you",
    // The length of the visit a buyer books: the booking's own, so the two never disagree.
    duration: {
      from: surveyMinutes,
      to: surveyMinutes,
      unit: "minute",
      placeholder: false,
    },
  },
  {
    id: "design-and-plans",
    title: "Design and plans",
    what: [
      "We draw the room to your measurements: the plan, the benches, the heater and its guard, the door and the light, with a 3D preview so you can see it before a board is cut.",
      "You receive a written quotation and, for your electrician, the circuit the heater needs. Nothing is built until you have approved the drawings.",
    ],
    who: "Our design team; you approve the drawings",
    duration: durationOf("design-and-plans"),
  },
  {
    id: "workshop",
    title: "Built in the workshop",
    what: [
      "Our joiners select the boards, build the wall and roof panels, and make the benches and backrests by hand, finishing every edge that will touch bare skin.",
      "While the panels are made, your builder and electrician prepare the site with the checklist below.",
    ],
    who: "Our joiners in the workshop; your builder and electrician on site",
    duration: durationOf("workshop"),
  },
  {
    id: "delivery",
    title: "Delivery",
    what: [
      "The room arrives as numbered panels, carried in by our own team, who protect the floors along the way. Every part is unpacked and checked against the drawings before assembly begins.",
    ],
    who: "Our installation team",
    duration: durationOf("delivery"),
  },
  {
    id: "installation",
    title: "Installation days",
    what: [
      "Floor, walls, ceiling and benches go up; the heater is mounted behind its guard, the lighting and controls are fitted, and the heater is connected to the circuit your electrician has prepared.",
      "A steam room takes longer, as it is built into the room itself: the shell is waterproofed and tiled before the generator is commissioned.",
    ],
    who: "Our installers, who connect the heater to the circuit your registered electrician has installed",
    duration: durationOf("installation"),
  },
  {
    id: "handover",
    title: "Handover",
    what: [
      "We heat the room together for the first time, show you the controls and the care routine, and leave you the manuals, the warranty documents and your electrician's Certificate of Compliance.",
    ],
    who: "The lead installer, with you",
    duration: durationOf("handover"),
  },
];

/** The electric heaters' smallest and largest outputs, from the range. */
const smallestKw = outputTable[0]!.kw;
const largestKw = outputTable.at(-1)!.kw;

export const siteChecklist: ChecklistItem[] = [
  {
    id: "level-base",
    title: "A level, load-bearing base",
    detail:
      "A concrete slab or a tiled floor indoors; outdoors, a slab or a deck on proper footings, laid to a slight fall so rain runs away. A cabin with its heater, stones and bathers is heavy, and timber floors or carpet beneath it trap moisture.",
  },
  {
    id: "access",
    title: "A way in for the panels",
    detail:
      "Measure the narrowest point between the street and the room: gates, doorways, stairs and the turns between them. We tell you the size of the largest panel at the survey.",
  },
  {
    id: "electrics",
    title: "A dedicated circuit, installed by a registered electrician",
    detail: `The heater has its own circuit from the distribution board: for a ${measure(smallestKw, "kW")} heater on a single phase, ${circuitText(smallestKw, "single-phase")}; for a ${measure(largestKw, "kW")} heater on three-phase, ${circuitText(largestKw, "three-phase")}. Your electrician sizes the cable and breaker, and issues the Certificate of Compliance that South African law requires for every electrical installation.`,
  },
  {
    id: "ventilation",
    title: "Ventilation",
    detail:
      "Fresh air in low down near the heater, and out high on the far side of the room, or as the heater's maker specifies. The room around the sauna needs a window or an extractor fan too, so the warm, moist air can leave.",
  },
  {
    id: "steam-drainage",
    title: "Drainage and a waterproofed floor",
    detail:
      "A floor drain and a fully waterproofed floor and shell, sloped to the drain, before any tile is laid.",
    appliesTo: "Steam rooms",
  },
  {
    id: "steam-water",
    title: "A cold-water point for the generator",
    detail:
      "The steam generator is filled from the mains: a cold-water point with a stop valve beside where it will stand.",
    appliesTo: "Steam rooms",
  },
  {
    id: "flue",
    title: "A flue",
    detail:
      "A wood-burning heater needs a flue through the roof, with the clearances its maker gives from timber, and a non-combustible floor in front of the fire door.",
    appliesTo: "Wood-burning heaters",
  },
];
