/**
 * The pictures of single objects, path-traced on a photographer's set (`object-scene.ts`): the
 * heaters so far. Each shot is plain data; the object comes from the builder its shot names, by
 * module and name, so that a change to one family's models re-renders that family alone.
 */
import type { Group } from "three";

import { everyAccessory, everyAroma, everyHeater, steamRoomRange } from "../../app/catalogue/range";
import { iceBathModels } from "../../app/scene/objects/ice-bath";
import { ICE_BATH_PICTURES } from "../../app/catalogue/placements";
import { itemPicture } from "../../app/content/photographs";
import type { ObjectShot } from "./object-scene";
import { accessoryModels } from "./objects/accessories";
import { aromaModels } from "./objects/aromas";
import { timberSamples } from "./objects/boards";
import { heaterModels } from "./objects/heaters";
import { maquetteModels } from "./objects/maquettes";
import { STEAM_VIEWS, steamRoomModels } from "./objects/steam-rooms";

/** The product studies' size: a 4:5 portrait, as the product cards show them. */
const PORTRAIT = { width: 1200, height: 1500 };

/** The builders by module, as a shot names them. */
const builders: Record<string, Record<string, { build: () => Group }>> = {
  "scripts/renders/objects/heaters.ts": heaterModels,
  "scripts/renders/objects/boards.ts": timberSamples,
  "scripts/renders/objects/accessories.ts": accessoryModels,
  "scripts/renders/objects/aromas.ts": aromaModels,
  "scripts/renders/objects/steam-rooms.ts": steamRoomModels,
  "app/scene/objects/ice-bath.ts": iceBathModels,
  "scripts/renders/objects/maquettes.ts": maquetteModels,
};

/** Builds a shot's object. */
export function buildObject(shot: ObjectShot): Group {
  const builder = builders[shot.module]?.[shot.object];
  if (!builder) throw new Error(`${shot.id}: ${shot.module} builds no "${shot.object}".`);
  return builder.build();
}

/**
 * A shot of each item of a range family that the site draws, on the id of the picture that stands
 * for it (`itemPicture`), its model looked up by slug among the family's builders: a missing
 * model stops the renders with the item named. An item the business added in the content studio
 * has no picture there, and no shot: its photograph is its picture.
 */
function itemShots<Model>(
  range: readonly { slug: string; kind: string }[],
  module: string,
  models: Readonly<Record<string, Model>>,
  framing: (model: Model, slug: string) => Omit<ObjectShot, "id" | "module" | "object">,
): ObjectShot[] {
  return range.flatMap(({ slug, kind }) => {
    const id = itemPicture({ slug, kind });
    if (!id) return [];
    const model = models[slug];
    if (!model) throw new Error(`The item "${slug}" has no model in ${module}.`);
    return [{ id, module, object: slug, ...framing(model, slug) }];
  });
}

/** Each heater of the range, on warm linen paper, from the front left and a little above. */
const heaterShots = () =>
  itemShots(everyHeater, "scripts/renders/objects/heaters.ts", heaterModels, (model, slug) => {
    const wall = slug === "harvia-wall-45e";
    return {
      ...PORTRAIT,
      paper: "#e9d9c4",
      exposure: 1.3,
      turn: wall ? 0.32 : 0.5,
      elevation: 0.2,
      fill: 0.62,
      ...(model.frameHeight ? { frameHeight: model.frameHeight } : {}),
      wallGap: wall ? 0 : 0.45,
    };
  });

/** Each timber's sample of boards, square, close and from higher up, on pale stone paper. */
function timberShots(): ObjectShot[] {
  return Object.keys(timberSamples).map((id) => ({
    id: `woods/${id}`,
    module: "scripts/renders/objects/boards.ts",
    object: id,
    width: 800,
    height: 800,
    paper: "#efe8de",
    exposure: 0.78,
    turn: 0.45,
    elevation: 0.62,
    fill: 3,
    wallGap: 0.6,
  }));
}

/** Each accessory of the range, on pale stone paper; those that hang, on the wall. */
const accessoryShots = () =>
  itemShots(everyAccessory, "scripts/renders/objects/accessories.ts", accessoryModels, (model) => ({
    ...PORTRAIT,
    paper: "#efe5d6",
    exposure: 1.15,
    turn: model.turn ?? (model.onWall ? 0.3 : 0.45),
    elevation: model.onWall ? 0.08 : model.lying ? 0.5 : 0.3,
    // A long thing lying down is fitted by its length; one standing or hanging, its height.
    fill: model.lying ? 1.1 : 0.6,
    wallGap: model.onWall ? 0 : 0.35,
  }));

/** Each aroma's bottle and botanical, on the same paper, from a little higher up. */
const aromaShots = () =>
  itemShots(everyAroma, "scripts/renders/objects/aromas.ts", aromaModels, () => ({
    ...PORTRAIT,
    paper: "#efe5d6",
    exposure: 1.15,
    turn: 0.25,
    elevation: 0.36,
    fill: 0.95,
    wallGap: 0.3,
  }));

/** Each steam room from its own camera, inside the tiled room built round it. */
const steamRoomShots = () =>
  itemShots(
    steamRoomRange,
    "scripts/renders/objects/steam-rooms.ts",
    steamRoomModels,
    (_, slug) => {
      const view = STEAM_VIEWS[slug];
      if (!view) throw new Error(`The steam room "${slug}" has no camera in STEAM_VIEWS.`);
      return {
        ...PORTRAIT,
        paper: "#d8d2c8",
        exposure: 1.6,
        turn: 0,
        elevation: 0,
        fill: 1,
        wallGap: 0,
        view,
      };
    },
  );

/**
 * The ice bath, each picture where it would stand (its gallery's fourth picture is its elevation
 * drawing, which stays a drawing). `ICE_BATH_PICTURES` in the catalogue's scenery describes each
 * from the same places.
 */
function iceBathShots(): ObjectShot[] {
  return ICE_BATH_PICTURES.map(({ id, object, place, camera }) => ({
    id,
    module: "app/scene/objects/ice-bath.ts",
    object,
    width: 1920,
    height: 1280,
    paper: "#e6e1da",
    wallGap: 0.5,
    place,
    ...camera,
  }));
}

/**
 * The gallery's client renderings: each client room as an architect's model on the paper set, from
 * high up at the front right, so that the benches and the heater show where it is cut through.
 */
function maquetteShots(): ObjectShot[] {
  const shot = (id: number, room: string, turn: number, elevation: number): ObjectShot => ({
    id: `gallery/renderings/${id}`,
    module: "scripts/renders/objects/maquettes.ts",
    object: room,
    width: 1920,
    height: 1080,
    paper: "#cfc8be",
    exposure: 0.8,
    turn,
    elevation,
    fill: 0.85,
    wallGap: 0.08,
  });
  // Each model from its own angle and height, as a model is turned on the table to show it.
  // From the front right: from the left, the soft panel to the front right comes into the frame.
  const views: [number, number][] = [
    [-0.3, 0.85],
    [-0.45, 0.8],
    [-0.75, 0.95],
    [-0.6, 0.78],
    [-0.5, 0.9],
  ];
  return [
    ...Object.keys(maquetteModels).map((room, i) => shot(i + 1, room, ...views[i % views.length]!)),
    // The widest room once more, from nearly overhead: its layout as a plan shows it.
    shot(6, "client-1", -0.1, 1.3),
  ];
}

export const objectShots: ObjectShot[] = [
  ...heaterShots(),
  ...timberShots(),
  ...accessoryShots(),
  ...aromaShots(),
  ...steamRoomShots(),
  ...iceBathShots(),
  ...maquetteShots(),
];
