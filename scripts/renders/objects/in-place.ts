/**
 * A place built round an object, for a picture of the object where it would stand (the ice bath
 * on a terrace): the place's room sized round the object as round a cabin of its size, with the
 * hour's sun, exposure and backdrop, and whether a camera stands outside the room (its near walls
 * are then taken away, as in a cabin's picture). The object stands centred on the origin, its
 * front facing +z, and the place leaves out its own ice bath, and the bucket and towel a cabin's
 * bench would hold.
 */
import type { Vector3 } from "three";

import type { Hour, PlaceId } from "~/catalogue/scenery";

import { HOURS } from "../../../app/scene/lighting";
import { PLACES, placeBackdrop } from "../../../app/scene/places";
import { MM } from "../../../app/scene/scene";
import { buildSetting } from "../../../app/scene/setting";

export function placeRound(
  { id, hour }: { id: PlaceId; hour: Hour },
  size: Vector3,
  camera: Vector3,
  centre: Vector3,
) {
  // The object is the place's ice bath, or stands where it would: the place keeps none of its own.
  const around = { ...PLACES[id], furniture: { ...PLACES[id].furniture, iceBath: false } };
  const setting = buildSetting(
    {
      width: size.x / MM,
      depth: size.z / MM,
      height: size.y / MM,
      outside: "pine",
      inside: "pine",
      front: "door",
    },
    hour,
    around,
    // No cabin, so no bench for a bucket and towel.
    { bench: false },
  );
  setting.clearView(camera, centre);
  const { x, z, height } = setting.room;
  const light = HOURS[hour];
  return {
    group: setting.group,
    sun: [...light.sun.from] as [number, number, number],
    exposure: light.exposure,
    backdrop: placeBackdrop(around, hour),
    outside:
      camera.x < x[0] || camera.x > x[1] || camera.z < z[0] || camera.z > z[1] || camera.y > height,
  };
}
