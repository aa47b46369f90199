/**
 * The rooms the business has built, as the gallery lists them and each one's page shows it: the
 * project as editors keep it in the content studio (`content/projects.ts`), its photographs
 * through the image pipeline, and what it is in the site's own words (the collection's and the
 * heater's names and pages, the timbers' names). None until the business adds one.
 */
import { projects } from "../content/generated/projects";
import type { Project } from "../content/projects";
import type { OwnPhotograph } from "../images/image-source";
import { studioPhotographs } from "../images/library/studio-photographs";

import { paths } from "../routing/paths";
import { heaterRange } from "./range";
import { saunaItem } from "./range-cabins";
import { type SaunaSlug, saunaSlugs } from "../content/range-core";
import { timberName } from "./woods";

/** One line of what a room is: "Cladding: Thermo Pine", with a link where the site has a page. */
export interface RoomFact {
  label: string;
  value: string;
  to?: string;
}

export interface BuiltRoom extends Project {
  /** Its page's address. */
  path: string;
  /** Its photographs in the editor's order; the first is its cover. */
  photographs: OwnPhotograph[];
  /** "Constantia, Western Cape · March 2026". */
  where: string;
  facts: RoomFact[];
}

function factsOf({ built }: Project): RoomFact[] {
  // A collection of the range, or a cabin made to measure.
  const collection = (saunaSlugs as readonly string[]).includes(built.kind)
    ? saunaItem(built.kind as SaunaSlug)
    : undefined;
  const heater = built.heater ? heaterRange.find((item) => item.slug === built.heater) : undefined;
  return [
    collection
      ? { label: "Collection", value: collection.name, to: collection.path }
      : { label: "Cabin", value: "Made to measure" },
    {
      label: "Size outside",
      value: `${built.width} × ${built.depth} × ${built.height} mm`,
    },
    { label: "Cladding", value: timberName(built.outside) },
    { label: "Lining and benches", value: timberName(built.inside) },
    { label: "Front", value: built.front === "glass" ? "Glass front" : "Glass door" },
    ...(heater ? [{ label: "Heater", value: heater.name, to: heater.path }] : []),
  ];
}

/**
 * The rooms we built, newest first, each with its photographs (a project whose photographs did
 * not come through the image pipeline is left out rather than shown without them).
 */
export const builtRooms: readonly BuiltRoom[] = projects.flatMap((project) => {
  const photographs = studioPhotographs.filter(
    (photograph) => photograph.list === "projects" && photograph.key === project.slug,
  );
  if (photographs.length === 0) return [];
  return [
    {
      ...project,
      path: paths.galleryProject(project.slug),
      photographs,
      where: `${project.suburb}, ${project.province} · ${project.month}`,
      facts: factsOf(project),
    },
  ];
});

export function findBuiltRoom(slug: string | undefined): BuiltRoom | undefined {
  return builtRooms.find((room) => room.slug === slug);
}
