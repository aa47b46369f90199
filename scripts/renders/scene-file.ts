/**
 * A shot as a scene file for the path tracer: the 3D scene's cabin and its room, exactly as the 3D
 * viewer builds them, with the shot's camera and the cabin's and room's lights, as binary glTF.
 * Blender (`cycles.py`) opens it, gives the named materials their physical properties (clear glass,
 * timber, stone, the warm strips' light), lights it by the hour and renders it.
 *
 * What only makes sense for real-time drawing is left out: the painted ground that fades into the
 * backdrop, the soft shadow drawn under the cabin (the path tracer casts real ones), the
 * hemisphere light (the sky lights the room instead). The walls between the camera and the cabin
 * stay in the file; the path tracer takes them away for a view from outside the room.
 */
import { Group, PerspectiveCamera, Scene } from "three";

import { HOURS } from "../../app/scene/lighting";
import { buildCabin } from "../../app/scene/scene";
import { PLACES, placeBackdrop } from "../../app/scene/places";
import { buildSetting } from "../../app/scene/setting";
import { shotCamera } from "./camera";
import { exportGlb } from "./glb";
import type { Shot } from "./shots";

/** What the path tracer needs beyond the geometry (written beside the scene file). */
export interface ShotExtras {
  id: string;
  hour: Shot["hour"];
  width: number;
  height: number;
  /** The camera's vertical field of view, in degrees. */
  fov: number;
  /** Where the sun comes from (a direction, Y up). */
  sun: [number, number, number];
  /** The hour's exposure, as the viewer's tone mapping has it. */
  exposure: number;
  /** The backdrop beyond the room, top and bottom (sRGB hex). */
  backdrop: { top: string; bottom: string };
  /** Outdoors, the ground beyond the place (sRGB hex): a lawn, a roof. */
  ground?: string;
  /** Whether the camera stands outside the room (its near walls are taken away). */
  outside: boolean;
}

/** The shot's scene as binary glTF, and its extras. */
export async function shotScene(shot: Shot): Promise<{ glb: Uint8Array; extras: ShotExtras }> {
  const { model, hour } = shot;
  const light = HOURS[hour];
  const cabin = buildCabin(model);
  for (const point of cabin.lights) point.intensity *= light.glow;
  const place = PLACES[shot.place];
  const setting = buildSetting(model, hour, place);
  const camera = shotCamera(shot, cabin.centre, shot.width / shot.height);
  setting.clearView(camera.position, cabin.centre);

  const lens = new PerspectiveCamera(camera.fov, shot.width / shot.height, 0.02, 100);
  lens.name = "camera";
  lens.position.copy(camera.position);
  lens.lookAt(camera.target);

  const scene = new Scene();
  const root = new Group();
  root.name = "shot";
  root.add(setting.group, cabin.group, lens);
  scene.add(root);
  scene.updateMatrixWorld(true);

  const [roomX, roomZ] = [setting.room.x, setting.room.z];
  const extras: ShotExtras = {
    id: shot.id,
    hour,
    width: shot.width,
    height: shot.height,
    fov: camera.fov,
    sun: [...light.sun.from],
    exposure: shot.exposure ?? light.exposure,
    backdrop: placeBackdrop(place, hour),
    ...(place.ground ? { ground: place.ground } : {}),
    outside:
      camera.position.x < roomX[0] ||
      camera.position.x > roomX[1] ||
      camera.position.z < roomZ[0] ||
      camera.position.z > roomZ[1] ||
      camera.position.y > setting.room.height,
  };

  return { glb: await exportGlb(scene), extras };
}
