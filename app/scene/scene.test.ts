/**
 * The 3D cabin of every sauna, checked against the catalogue: its outside size to the millimetre,
 * its openings where the plans put them, its timbers inside and out.
 */
import { Box3, type Material, type Mesh, type Object3D } from "three";
import { describe, expect, it } from "vitest";

import { FLOOR, frontOpenings, interiorSize, type Opening, ROOF, WALL } from "~/catalogue/cabin";
import { clientRooms } from "~/catalogue/client-rooms";
import { saunaRange } from "~/catalogue/range-cabins";
import type { CabinModel } from "~/content/range-core";

import { expectOutsideSize } from "../../tests/expect-outside-size";
import { buildCabin, MM, SEATED_EYE, wallPieces } from "./scene";

/** Metres to whole millimetres (never -0). */
const mm = (metres: number) => Math.round(metres / MM) + 0;

/** A box in the plans' millimetres: x from the left wall's outer face, h up, d back from the front. */
function planBox(object: Object3D, width: number, depth: number) {
  const box = new Box3().setFromObject(object);
  return {
    x0: mm(box.min.x) + width / 2,
    x1: mm(box.max.x) + width / 2,
    h0: mm(box.min.y),
    h1: mm(box.max.y),
    d0: depth / 2 - mm(box.max.z),
    d1: depth / 2 - mm(box.min.z),
  };
}

function materialsOf(object: Object3D): Material[] {
  const found: Material[] = [];
  object.traverse((child) => {
    const material = (child as Mesh).material;
    if (material) found.push(...(Array.isArray(material) ? material : [material]));
  });
  return found;
}

const overlaps = (a: ReturnType<typeof planBox>, o: Opening) =>
  a.x0 < o.x1 && a.x1 > o.x0 && a.h0 < o.y1 && a.h1 > o.y0;

// The collections, and the rooms made to measure for clients that the gallery shows in 3D.
const models: [string, CabinModel][] = [
  ...saunaRange.map((sauna): [string, CabinModel] => [sauna.slug, sauna.model]),
  ...Object.entries(clientRooms),
];

describe.each(models)("the %s", (slug, model) => {
  const cabin = buildCabin(model);

  it("measures the catalogue's outside size to the millimetre, standing on the ground", () => {
    const box = new Box3().setFromObject(cabin.group);
    expectOutsideSize(box, model);
  });

  it("has an opening, framed and glazed, exactly where frontOpenings puts each", () => {
    const expected = frontOpenings(model);
    const found = cabin.group.children.filter((child) => child.name.startsWith("opening:"));
    expect(found.map((child) => child.userData.opening)).toEqual(expected);
    for (const [i, group] of found.entries()) {
      const opening = expected[i]!;
      const at = planBox(group, model.width, model.depth);
      expect([at.x0, at.x1, at.h0, at.h1], `${slug} ${opening.kind}`).toEqual([
        opening.x0,
        opening.x1,
        opening.y0,
        opening.y1,
      ]);
      // Within the front wall's thickness.
      expect(at.d0).toBeGreaterThanOrEqual(0);
      expect(at.d1).toBeLessThanOrEqual(WALL);
      expect(materialsOf(group).some((material) => material.name === "glass")).toBe(true);
    }
  });

  it("leaves the openings clear: no piece of the front wall crosses one", () => {
    const walls = cabin.group
      .getObjectByName("shell")!
      .children.filter((child) => child.name.startsWith("wall:front"));
    expect(walls.length).toBeGreaterThan(2);
    for (const wall of walls) {
      const at = planBox(wall, model.width, model.depth);
      expect([at.d0, at.d1]).toEqual([0, WALL]);
      for (const opening of frontOpenings(model))
        expect(overlaps(at, opening), wall.name).toBe(false);
    }
  });

  it("is clad in its outside timber and lined, benches and all, in its inside timber", () => {
    const timbers = (role: string) =>
      new Set(
        materialsOf(cabin.group)
          .filter((material) => material.userData.role === role)
          .map((material) => material.userData.timber),
      );
    expect(timbers("cladding")).toEqual(new Set([model.outside]));
    expect(timbers("lining")).toEqual(new Set([model.inside]));
    expect(timbers("bench")).toEqual(new Set([model.inside]));
    const back = cabin.group.getObjectByName("wall:back") as Mesh;
    const faces = back.material as Material[];
    // BoxGeometry's faces: right, left, top, bottom, front (+z, the room), back (outside).
    expect(faces[4]!.userData).toMatchObject({ timber: model.inside, role: "lining" });
    expect(faces[5]!.userData).toMatchObject({ timber: model.outside, role: "cladding" });
  });

  it("keeps the benches, heater and lights inside the room", () => {
    const room = interiorSize(model);
    for (const name of ["benches", "heater"]) {
      const at = planBox(cabin.group.getObjectByName(name)!, model.width, model.depth);
      expect(at.x0, name).toBeGreaterThanOrEqual(WALL);
      expect(at.x1, name).toBeLessThanOrEqual(WALL + room.width);
      expect(at.d0, name).toBeGreaterThanOrEqual(WALL);
      expect(at.d1, name).toBeLessThanOrEqual(WALL + room.depth);
      expect(at.h0, name).toBeGreaterThanOrEqual(FLOOR);
      expect(at.h1, name).toBeLessThanOrEqual(model.height - ROOF);
    }
    expect(cabin.lights.length).toBeGreaterThanOrEqual(2);
    const heater = planBox(cabin.group.getObjectByName("heater")!, model.width, model.depth);
    const benches = planBox(cabin.group.getObjectByName("benches")!, model.width, model.depth);
    expect(heater.x1, "the heater's guard stays clear of the benches").toBeLessThanOrEqual(
      benches.x0,
    );
  });

  it("seats the eye at a bather's height inside the room, facing the front", () => {
    const { eye, target } = cabin.seated;
    expect(mm(eye.y)).toBe(FLOOR + SEATED_EYE);
    expect(Math.abs(mm(eye.x))).toBeLessThan(model.width / 2 - WALL);
    expect(Math.abs(mm(eye.z))).toBeLessThan(model.depth / 2 - WALL);
    expect(target.z).toBeGreaterThan(eye.z);
  });
});

describe("wallPieces", () => {
  it("cuts a wall round a window and a door, leaving the rest solid", () => {
    const openings: Opening[] = [
      { kind: "window", x0: 200, x1: 500, y0: 100, y1: 1000 },
      { kind: "door", x0: 700, x1: 900, y0: 0, y1: 1500 },
    ];
    const pieces = wallPieces(0, 1000, 0, 2000, openings);
    const area = pieces.reduce((sum, { x, h }) => sum + (x[1] - x[0]) * (h[1] - h[0]), 0);
    expect(area).toBe(1000 * 2000 - 300 * 900 - 200 * 1500);
    for (const piece of pieces)
      for (const o of openings)
        expect(
          piece.x[0] < o.x1 && piece.x[1] > o.x0 && piece.h[0] < o.y1 && piece.h[1] > o.y0,
        ).toBe(false);
  });
});
