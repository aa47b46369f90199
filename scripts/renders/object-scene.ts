/**
 * An object's shot as a scene file for the path tracer: a heater, a bucket, a bottle or a board
 * on a photographer's set. The set is a paper sweep, floor curving up into the wall in one
 * colour; the daylight comes from the upper left through the open side, a large soft panel to the
 * front right fills the shadows and lays a long highlight on metal and glass. The camera looks
 * from a little above, at the distance that fits the object to the share of the frame the shot
 * asks for.
 *
 * The object itself comes from the builder the shot names (`object-shots.ts`), so a shot's key
 * covers its own builder's code and not its neighbours'.
 */
import {
  Box3,
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  Vector3,
} from "three";

import type { Hour, PlaceId } from "../../app/catalogue/scenery";
import { placeRound } from "./objects/in-place";
import { exportGlb } from "./glb";
import type { TraceScene } from "./path-trace";

export interface ObjectShot {
  /** The image id it stands in for (a business photograph with the same id replaces it). */
  id: string;
  /** The module that builds the object, and the object's name there. */
  module: string;
  object: string;
  width: number;
  height: number;
  /** The sweep's colour (sRGB hex). */
  paper: string;
  /** Where the camera looks from: turned from the front towards the left, and up (radians). */
  turn: number;
  elevation: number;
  /**
   * How much of the frame's height the object (or its `frameHeight`, metres, from its foot)
   * fills.
   */
  fill: number;
  frameHeight?: number;
  /** How far behind the object the wall stands (metres; 0: the object hangs on it). */
  wallGap: number;
  /** The exposure against a daylit cabin's (1: the same). */
  exposure?: number;
  /**
   * For a room built round the camera (a steam room), where the camera stands and looks, in
   * metres, and its vertical field of view in degrees: no set is built, the room is its own.
   */
  view?: { eye: [number, number, number]; target: [number, number, number]; fov: number };
  /**
   * For an object shown where it would stand (the ice bath on a terrace): the place it stands in
   * and the hour, instead of the set. The place is built round the object as round a cabin
   * (`app/scene/setting.ts`), which stands centred on the origin, its front facing +z.
   */
  place?: { id: PlaceId; hour: Hour };
}

/** The lens: a product photographer's short telephoto, about 85 mm on full frame (vertical). */
const FOV = 24;
/** Where the daylight comes from (Y up): high, from the left and a little in front. */
const SUN: [number, number, number] = [-4, 6, 3];
const DAY_EXPOSURE = 1.1;

/** The paper sweep: floor, a curve of `radius`, wall; `width` across, its wall at z = `wall`. */
function sweep(paper: string, wall: number, radius: number): Mesh {
  const [width, reach, rise, steps] = [12, 10, 6, 16];
  // The profile from the front of the floor to the top of the wall, as (z, y).
  const profile: [number, number][] = [[reach, 0]];
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * (Math.PI / 2);
    profile.push([wall + radius - Math.sin(a) * radius, radius - Math.cos(a) * radius]);
  }
  profile.push([wall, rise]);
  const positions: number[] = [];
  const indices: number[] = [];
  for (const [i, [z, y]] of profile.entries()) {
    positions.push(-width / 2, y, z, width / 2, y, z);
    if (i > 0) {
      const [a, b, c, d] = [2 * i - 2, 2 * i - 1, 2 * i, 2 * i + 1];
      indices.push(a, b, c, b, d, c);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  const material = new MeshStandardMaterial({ color: paper, roughness: 0.92 });
  material.name = "paper";
  const mesh = new Mesh(geometry, material);
  mesh.name = "sweep";
  return mesh;
}

/** The soft panel: a large white light to the front right, facing the object (its back dark). */
function softbox(centre: Vector3, size: number): Mesh {
  const material = new MeshStandardMaterial({ color: 0xffffff });
  material.name = "window:softbox";
  const panel = new Mesh(new PlaneGeometry(size, size * 1.4), material);
  panel.name = "softbox";
  panel.position.copy(centre).add(new Vector3(size * 1.6, size * 0.6, size * 1.8));
  panel.lookAt(centre);
  return panel;
}

/**
 * A black card to the right of the camera, well outside the picture, as a photographer sets one:
 * metal mirrors it as a dark edge, which gives steel its shape against pale paper.
 */
function flag(camera: PerspectiveCamera, centre: Vector3, size: number): Mesh {
  const material = new MeshStandardMaterial({ color: 0x111111, roughness: 0.9 });
  material.name = "flag";
  const card = new Mesh(new PlaneGeometry(size, size * 1.6), material);
  card.name = "flag";
  const right = new Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
  const distance = camera.position.distanceTo(centre);
  card.position.lerpVectors(camera.position, centre, 0.55).addScaledVector(right, distance * 0.45);
  card.lookAt(centre);
  return card;
}

/** The shot's scene as binary glTF, and its extras (`path-trace.ts`). */
export async function objectScene(shot: ObjectShot, object: Group): Promise<TraceScene> {
  const bounds = new Box3().setFromObject(object);
  const size = bounds.getSize(new Vector3());
  const height = shot.frameHeight ?? size.y;
  const hangs = shot.wallGap === 0;
  // A standing object is framed from the floor up; one that hangs, on its own middle.
  const centre = new Vector3(
    (bounds.min.x + bounds.max.x) / 2,
    hangs ? bounds.min.y + height / 2 : height / 2,
    (bounds.min.z + bounds.max.z) / 2,
  );
  const aspect = shot.width / shot.height;
  const half = (FOV / 2) * (Math.PI / 180);
  // Far enough that the object's height fills `fill` of the frame, and its width no more.
  const across = Math.hypot(size.x, size.z);
  const distance =
    Math.max(
      height / (2 * Math.tan(half) * shot.fill),
      across / (2 * Math.tan(half) * aspect * shot.fill),
    ) +
    across / 2;
  const fov = shot.view?.fov ?? FOV;
  const camera = new PerspectiveCamera(fov, aspect, 0.02, 100);
  camera.name = "camera";
  if (shot.view) {
    camera.position.set(...shot.view.eye);
    camera.lookAt(new Vector3(...shot.view.target));
  } else {
    camera.position
      .set(
        -Math.sin(shot.turn) * Math.cos(shot.elevation),
        Math.sin(shot.elevation),
        Math.cos(shot.turn) * Math.cos(shot.elevation),
      )
      .multiplyScalar(distance)
      .add(centre);
    camera.lookAt(centre);
  }
  camera.updateMatrixWorld(true);

  const scene = new Scene();
  const root = new Group();
  root.name = "shot";
  root.add(object, camera);
  const place = shot.place && placeRound(shot.place, size, camera.position, centre);
  if (place) root.add(place.group);
  else if (!shot.view)
    root.add(
      // The curve into the floor starts behind a standing object, and ends below a hanging one.
      sweep(
        shot.paper,
        bounds.min.z - shot.wallGap,
        Math.min(0.6, hangs ? bounds.min.y * 0.7 : shot.wallGap * 0.9),
      ),
      softbox(centre, Math.max(0.6, height * 0.9)),
      flag(camera, centre, Math.max(0.5, height * 0.8)),
    );
  scene.add(root);
  scene.updateMatrixWorld(true);

  const glb = await exportGlb(scene);
  const hour = shot.place?.hour ?? "day";
  return {
    glb,
    extras: {
      id: shot.id,
      hour,
      width: shot.width,
      height: shot.height,
      fov,
      sun: place?.sun ?? SUN,
      exposure: (place?.exposure ?? DAY_EXPOSURE) * (shot.exposure ?? 1),
      backdrop: place?.backdrop ?? { top: shot.paper, bottom: shot.paper },
      // On the set: lit as daylight outside a room, nothing to take away. In a place: as a
      // cabin's picture is, its near walls taken away when the camera stands outside the room.
      outside: place?.outside ?? true,
    },
  };
}
