/**
 * The room round each cabin: the cabin always fits inside it with nothing standing in it, the
 * furniture stands on the floor inside the walls, and from outside the view of the cabin is
 * kept clear while from the bench the whole room shows.
 */
import { Box3, type BufferGeometry, type Mesh, type MeshBasicMaterial, Vector3 } from "three";
import { describe, expect, it } from "vitest";

import { FLOOR, ROOF, WALL } from "~/catalogue/cabin";
import { clientRooms } from "~/catalogue/client-rooms";
import { saunaRange } from "~/catalogue/range-cabins";
import type { CabinModel } from "~/content/range-core";

import { extraPictures, standardPictures } from "~/catalogue/gallery-cabins";

import { PLACES } from "./places";
import { buildCabin, MM } from "./scene";
import { buildSetting, type Hour } from "./setting";

// The range, the client rooms, the gallery's own cabins, and the smallest and largest cabins the
// catalogue allows.
const models: CabinModel[] = [
  ...saunaRange.map((sauna) => sauna.model),
  ...Object.values(clientRooms),
  ...[...standardPictures, ...extraPictures].map(({ cabin: { name: _, ...model } }) => model),
  { width: 1200, depth: 1200, height: 1900, outside: "pine", inside: "pine", front: "door" },
  { width: 4000, depth: 3000, height: 2800, outside: "oak", inside: "obeche", front: "glass" },
];
const bySlug = (slug: string) => saunaRange.find((sauna) => sauna.slug === slug)!.model;

const piece = (setting: ReturnType<typeof buildSetting>, name: string) =>
  setting.group.getObjectByName(name)!;

describe("the setting", () => {
  it.each(models.map((model) => [`${model.width}×${model.depth}×${model.height}`, model]))(
    "fits a %s cabin, with the furniture clear of it and inside the walls",
    (_, model) => {
      const cabin = new Box3().setFromObject(buildCabin(model).group);
      const setting = buildSetting(model);
      const { x, z, height } = setting.room;
      expect(x[0]).toBeLessThan(cabin.min.x);
      expect(x[1]).toBeGreaterThan(cabin.max.x);
      expect(z[0]).toBeLessThan(cabin.min.z);
      expect(z[1]).toBeGreaterThan(cabin.max.z);
      expect(height).toBeGreaterThan(cabin.max.y);
      // The bucket, its ladle and the towel lie inside the cabin, on the bench.
      const inside = new Box3(
        new Vector3(cabin.min.x + WALL * MM, FLOOR * MM, cabin.min.z + WALL * MM),
        new Vector3(cabin.max.x - WALL * MM, cabin.max.y - ROOF * MM, cabin.max.z - WALL * MM),
      );
      expect(inside.containsBox(new Box3().setFromObject(piece(setting, "dressing"), true))).toBe(
        true,
      );
      for (const name of ["ice-bath", "bench", "olive"]) {
        const box = new Box3().setFromObject(piece(setting, name));
        expect(box.intersectsBox(cabin), name).toBe(false);
        expect(box.min.y, name).toBeCloseTo(0, 6);
        expect(box.min.x, name).toBeGreaterThan(x[0]);
        expect(box.max.x, name).toBeLessThan(x[1]);
        expect(box.min.z, name).toBeGreaterThan(z[0]);
        expect(box.max.z, name).toBeLessThan(z[1]);
      }
    },
  );

  it("hides what stands between the camera and the cabin, and shows everything from the bench", () => {
    const model = bySlug("aurora");
    const cabin = buildCabin(model);
    const setting = buildSetting(model);
    const olive = piece(setting, "olive");
    const frame = piece(setting, "window-frame");

    // Outside, in front and to the left, beyond the window wall: the olive tree is in the way.
    setting.clearView(new Vector3(-3, 2, 6), cabin.centre);
    expect(olive.visible).toBe(false);
    expect(frame.visible).toBe(false);
    expect(piece(setting, "ice-bath").visible).toBe(true);

    // Seated inside, facing the glass.
    setting.clearView(cabin.seated.eye, cabin.centre);
    for (const name of ["olive", "bench", "ice-bath", "window-frame"])
      expect(piece(setting, name).visible, name).toBe(true);
  });

  it("lights the evening with wall lights and a dusk window, and the day with neither", () => {
    const model = bySlug("loyly");
    const day = buildSetting(model, "day");
    const evening = buildSetting(model, "evening");
    expect(day.lights).toHaveLength(0);
    expect(evening.lights.length).toBeGreaterThan(0);
    const view = (setting: ReturnType<typeof buildSetting>) =>
      (piece(setting, "window-view") as Mesh<BufferGeometry, MeshBasicMaterial>).material.name;
    expect(view(day)).toBe("window:day");
    expect(view(evening)).toBe("window:evening");
  });

  describe("in every place", () => {
    const places = Object.entries(PLACES);
    const hours: Hour[] = ["morning", "day", "evening"];
    /** What belongs to the room's shell, or stands on the benches inside the cabin. */
    const shell = (name: string) => /^(wall|floor|window|dressing)/.test(name);

    it("knows each place by its own id", () => {
      for (const [id, place] of places) expect(place.id).toBe(id);
    });

    it.each(
      places.flatMap(([id]) =>
        models.map(
          (model) => [id, `${model.width}×${model.depth}×${model.height}`, model] as const,
        ),
      ),
    )("%s: nothing of the place stands in a %s cabin", (id, _, model) => {
      const cabin = new Box3().setFromObject(buildCabin(model).group);
      for (const hour of hours) {
        const setting = buildSetting(model, hour, PLACES[id as keyof typeof PLACES]);
        for (const piece of setting.group.children) {
          if (shell(piece.name) || (piece as { isLight?: boolean }).isLight) continue;
          const box = new Box3().setFromObject(piece);
          expect(box.intersectsBox(cabin), `${id}, ${hour}: ${piece.name}`).toBe(false);
        }
      }
    });

    it("walls a room indoors and leaves the sky open outdoors", () => {
      const model = bySlug("aurora");
      for (const [id, place] of places) {
        const setting = buildSetting(model, "day", place);
        const walls = setting.group.children.filter((piece) => piece.name.startsWith("wall:"));
        if (place.indoor) expect(walls.length, id).toBeGreaterThanOrEqual(4);
        else {
          expect(walls, id).toHaveLength(0);
          expect(place.sky, id).toBeDefined();
        }
      }
    });

    it("lights the evening in every place: its own lights, or the window's dusk", () => {
      const model = bySlug("loyly");
      for (const [id, place] of places) {
        const evening = buildSetting(model, "evening", place);
        const day = buildSetting(model, "day", place);
        expect(evening.lights.length, id).toBeGreaterThanOrEqual(day.lights.length);
        if (place.window) expect(place.window.view.evening, id).not.toEqual(place.window.view.day);
      }
    });
  });
});
