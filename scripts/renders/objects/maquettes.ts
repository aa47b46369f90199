/**
 * The client rooms as an architect's model, for the gallery's client renderings: each room's cabin
 * built from its own measurements by the same code as the 3D viewer (`buildCabin`), cut through
 * level at `CUT_AT`, as an architect's section is, so that the benches and the heater show from
 * above, on a base with the two walls of the room it stands in cut at the same height. Outside it
 * is white card and what is cut is dark; inside it keeps its real timber, its glass and its
 * heater, as a presentation model shows what the client will sit in.
 *
 * Metres, Y up. The model is made at 1:10, as a presentation model is, so it stands on the
 * photographer's set as any object does; each builder gives its group standing on the ground,
 * centred on the origin, its front facing +z.
 */
import { Box3, BoxGeometry, Group, type Material, Mesh } from "three";

import { clientRooms } from "~/catalogue/client-rooms";
import type { CabinModel } from "~/content/range-core";

import { buildCabin } from "../../../app/scene/scene";
import { finish } from "../../../app/scene/objects/craft";

/** White card, a little warm, as a model maker's board is. */
const CARD = 0xeee9e1;
/** The cut tops of the room's walls: dark, as a section shows what is cut. */
const CUT = 0x3b3632;

/** The model's scale. */
const SCALE = 1 / 10;
/** The height the model is cut at (m): above the upper bench and the heater's stones. */
const CUT_AT = 1.25;
/** How far the base reaches round the cabin, and the room's walls behind and to its left (m). */
const BASE = { front: 0.9, side: 0.7, back: 0.35, thickness: 0.05 };
const ROOM_WALL = { thickness: 0.12, height: CUT_AT };

/** The cabin's own outside parts that the model makes of card (its cladding, roof band, frames). */
const CARD_PARTS = /^(cladding:|roof$|frame$|shadow$)/;

function block(name: string, size: [number, number, number], material: Material | Material[]) {
  const mesh = new Mesh(new BoxGeometry(...size), material);
  mesh.name = name;
  return mesh;
}

/**
 * Cuts the cabin level at `height`: what lies above goes, what crosses it is shortened to it, its
 * top face (a box's third) dark. The cabin is built of axis-aligned boxes under unrotated groups.
 */
function cutThrough(cabin: Group, height: number, cut: Material) {
  cabin.updateMatrixWorld(true);
  const meshes: Mesh[] = [];
  cabin.traverse((object) => {
    if (object instanceof Mesh) meshes.push(object);
  });
  for (const mesh of meshes) {
    const bounds = new Box3().setFromObject(mesh);
    if (bounds.min.y >= height) {
      mesh.removeFromParent();
      continue;
    }
    if (bounds.max.y <= height) continue;
    const full = bounds.max.y - bounds.min.y;
    mesh.scale.y *= (height - bounds.min.y) / full;
    mesh.position.y -= (bounds.max.y - height) / 2;
    const materials = mesh.material as Material | Material[];
    const sides = Array.isArray(materials) ? [...materials] : Array<Material>(6).fill(materials);
    if (mesh.geometry instanceof BoxGeometry && sides[2]?.name !== "glass") {
      sides[2] = cut;
      mesh.material = sides;
    }
  }
}

/** A wall of the room, cut at `ROOM_WALL.height`: card faces, its top dark. */
function cutWall(name: string, size: [number, number, number], card: Material, cut: Material) {
  // BoxGeometry's faces: +x, −x, +y (the cut top), −y, +z, −z.
  return block(name, size, [card, card, cut, card, card, card]);
}

/** One client room's model (see the module's comment). */
export function maquette(model: CabinModel): Group {
  const card = finish("card", CARD, 0.85);
  const cut = finish("cut", CUT, 0.9);
  const cabin = buildCabin(model).group;
  cutThrough(cabin, CUT_AT, cut);
  cabin.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const materials = object.material as Material | Material[];
    object.material = Array.isArray(materials)
      ? materials.map((material) => (CARD_PARTS.test(material.name) ? card : material))
      : CARD_PARTS.test(materials.name)
        ? card
        : materials;
  });

  const bounds = new Box3().setFromObject(cabin);
  const group = new Group();
  group.name = "maquette";
  cabin.position.y = BASE.thickness;
  group.add(cabin);

  const x0 = bounds.min.x - BASE.side;
  const x1 = bounds.max.x + BASE.side;
  const zBack = bounds.min.z - BASE.back - ROOM_WALL.thickness;
  const zFront = bounds.max.z + BASE.front;
  const base = block("base", [x1 - x0, BASE.thickness, zFront - zBack], card);
  base.position.set((x0 + x1) / 2, BASE.thickness / 2, (zBack + zFront) / 2);
  group.add(base);

  const back = cutWall("room-back", [x1 - x0, ROOM_WALL.height, ROOM_WALL.thickness], card, cut);
  back.position.set(
    (x0 + x1) / 2,
    BASE.thickness + ROOM_WALL.height / 2,
    zBack + ROOM_WALL.thickness / 2,
  );
  const sideDepth = zFront - zBack - ROOM_WALL.thickness;
  const left = cutWall("room-left", [ROOM_WALL.thickness, ROOM_WALL.height, sideDepth], card, cut);
  left.position.set(
    x0 + ROOM_WALL.thickness / 2,
    BASE.thickness + ROOM_WALL.height / 2,
    zBack + ROOM_WALL.thickness + sideDepth / 2,
  );
  group.add(back, left);

  // Centred on the origin, standing on the ground.
  const all = new Box3().setFromObject(group);
  group.position.set(-(all.min.x + all.max.x) / 2, 0, -(all.min.z + all.max.z) / 2);
  const model1to10 = new Group();
  model1to10.name = "maquette-1-10";
  model1to10.scale.setScalar(SCALE);
  model1to10.add(group);
  return model1to10;
}

/** Each client room's model, by the room's id. */
export const maquetteModels = Object.fromEntries(
  Object.entries(clientRooms).map(([id, model]) => [id, { build: () => maquette(model) }]),
) as Record<keyof typeof clientRooms, { build: () => Group }>;
