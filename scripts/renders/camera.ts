/**
 * Where a shot's camera stands and what it looks at, in the scene's metres, as the path tracer's
 * scene file frames each cabin's shot.
 *
 * Outside, the camera orbits the cabin's middle as the 3D viewer does, at the distance that fits
 * the whole cabin in the frame (times `distance`, to show more of the place), and may aim off the
 * middle (`aim`: metres to the right and up), so the cabin sits off-centre in its setting.
 */
import { Vector3 } from "three";

import { fitDistance, orbitOffset, OUTSIDE_FOV } from "../../app/scene/controls";
import { MM, toScene } from "../../app/scene/scene";
import type { Shot } from "./shots";

export interface ShotCamera {
  /** The vertical field of view, in degrees. */
  fov: number;
  position: Vector3;
  target: Vector3;
}

export function shotCamera({ model, view }: Shot, centre: Vector3, aspect: number): ShotCamera {
  if (view.kind === "inside") {
    return {
      fov: view.fov,
      position: toScene(model, ...view.eye),
      target: toScene(model, ...view.target),
    };
  }
  const radius = (Math.hypot(model.width, model.depth, model.height) / 2) * MM;
  const distance = fitDistance(radius, OUTSIDE_FOV, aspect) * (view.distance ?? 1);
  const [x, y, z] = orbitOffset({ ...view, distance });
  const position = centre.clone().add(new Vector3(x, y, z));
  const target = centre.clone();
  if (view.aim) {
    const up = new Vector3(0, 1, 0);
    const right = target.clone().sub(position).cross(up).normalize();
    target.addScaledVector(right, view.aim[0]).addScaledVector(up, view.aim[1]);
  }
  return { fov: OUTSIDE_FOV, position, target };
}
