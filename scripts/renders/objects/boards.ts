/**
 * A sample of each timber, for its swatch: three planed boards on the photographer's paper, two
 * side by side and one laid across them, so the picture shows the face's grain, an edge and the
 * end grain. The faces carry the same grain texture as the cabins' walls and benches (and the
 * material name the path tracer finishes as timber), so a swatch and a cabin in that timber
 * agree.
 *
 * Metres, Y up, resting on the ground (y = 0).
 */
import { BoxGeometry, type BufferAttribute, Color, Group, Mesh, MeshStandardMaterial } from "three";

import type { TimberId } from "~/content/range-core";

import { BOARDS, TILE_LENGTH, timberTexture, TIMBER_TONES } from "../../../app/scene/timber";

/** A board's size: a lining board's width and thickness, cut to a sample's length. */
const BOARD = { width: 0.11, thickness: 0.021, length: 0.62 };

/**
 * A board with its length along z: its faces take the texture's `which`th board (of `BOARDS`),
 * grain along the length; its two ends show the end grain.
 */
function board(
  face: MeshStandardMaterial,
  end: MeshStandardMaterial,
  which: number,
  along: number,
): Mesh {
  const { width, thickness, length } = BOARD;
  const geometry = new BoxGeometry(width, thickness, length);
  const uv = geometry.getAttribute("uv") as BufferAttribute;
  const position = geometry.getAttribute("position") as BufferAttribute;
  const start = which / BOARDS;
  // BoxGeometry's faces: right, left, top, bottom, front, back, four vertices each.
  for (let vertex = 0; vertex < 16; vertex++) {
    const [x, y, z] = [position.getX(vertex), position.getY(vertex), position.getZ(vertex)];
    const sideways = vertex < 8 ? y / thickness : x / width;
    // Across a board's face the texture spans one of its boards, a little inside its joints.
    const u = start + (0.5 + sideways * 0.9) / BOARDS;
    uv.setXY(vertex, u, (z + along) / TILE_LENGTH);
  }
  uv.needsUpdate = true;
  const mesh = new Mesh(geometry, [face, face, face, face, end, end]);
  mesh.name = "board";
  return mesh;
}

/** Three boards of the timber: two side by side, the third across them, turned a little. */
export function timberSample(id: TimberId): Group {
  const face = new MeshStandardMaterial({ map: timberTexture(id), roughness: 0.7 });
  // Named as a lining so that the path tracer gives it the cabins' timber finish.
  face.name = `lining:${id}`;
  // Sawn end grain takes the late wood's colour, a shade darker, with no sheen.
  const end = new MeshStandardMaterial({
    color: new Color(TIMBER_TONES[id].late).multiplyScalar(0.85),
    roughness: 0.95,
  });
  end.name = `end-grain:${id}`;
  const group = new Group();
  const { width, thickness } = BOARD;
  const gap = 0.004;
  for (const [i, x] of [-(width + gap) / 2, (width + gap) / 2].entries()) {
    const lying = board(face, end, i, i * 0.7);
    lying.position.set(x, thickness / 2, 0);
    group.add(lying);
  }
  const across = board(face, end, 2, 1.3);
  across.rotation.y = 0.62;
  across.position.set(0.03, thickness * 1.5, 0.09);
  group.add(across);
  return group;
}

/** Each timber's sample, by its id, as a shot names it. */
export const timberSamples = Object.fromEntries(
  (Object.keys(TIMBER_TONES) as TimberId[]).map((id) => [id, { build: () => timberSample(id) }]),
) as Record<TimberId, { build: () => Group }>;
