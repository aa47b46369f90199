/**
 * What the small objects are made of and how they are shaped: timber with the cabins' own grain,
 * turned on a lathe or cut as boards; brushed and dark steel; clear glass; and the printed face of
 * a dial. Shared by the accessories' and the aromas' models.
 *
 * A timber surface is mapped at its true scale, grain along its length, as the cabins' boards are
 * (one unit of u is `TILE_WIDTH` metres of the texture, one of v `TILE_LENGTH`), and named as a
 * bench so the path tracer gives it the same oiled finish.
 *
 * Metres, Y up.
 */
import {
  type BufferAttribute,
  BoxGeometry,
  DataTexture,
  LatheGeometry,
  type Material,
  Mesh,
  MeshStandardMaterial,
  RepeatWrapping,
  RGBAFormat,
  SRGBColorSpace,
  UnsignedByteType,
  Vector2,
} from "three";

import type { TimberId } from "~/content/range-core";

import { TILE_LENGTH, TILE_WIDTH, timberTexture } from "../timber";

export function finish(name: string, color: number, roughness: number, metalness = 0): Material {
  const made = new MeshStandardMaterial({ color, roughness, metalness });
  made.name = name;
  return made;
}

export const brushedSteel = () => finish("steel", 0xb4b7b9, 0.28, 1);
export const blackSteel = () => finish("black-steel", 0x1d1d1e, 0.45, 0.6);
export const glass = () => finish("glass", 0xffffff, 0);

/**
 * Thin glass over something that must stay lit: a dial's cover, an hourglass. Solid glass
 * shadows what is inside it (the path tracer does not follow light through refraction), so
 * this is a faint, glossy veil the light passes straight through.
 */
export function thinGlass(): Material {
  const made = new MeshStandardMaterial({
    color: 0xffffff,
    roughness: 0.04,
    transparent: true,
    opacity: 0.16,
  });
  made.name = "thin-glass";
  return made;
}

const darkWoods = new Map<TimberId, Material>();
/**
 * A timber smoked and oiled dark, as the dark accessories are: the timber's grain under a deep
 * brown (named apart from the cabins' timber, which the path tracer would lighten).
 */
export function darkTimber(id: TimberId): Material {
  let made = darkWoods.get(id);
  if (!made) {
    made = new MeshStandardMaterial({ map: timberTexture(id), color: 0x6b5442, roughness: 0.5 });
    made.name = `dark-wood:${id}`;
    darkWoods.set(id, made);
  }
  return made;
}

const woods = new Map<TimberId, Material>();
/** A timber, oiled: one material per timber, shared by every part made of it. */
export function timber(id: TimberId): Material {
  let made = woods.get(id);
  if (!made) {
    made = new MeshStandardMaterial({ map: timberTexture(id), roughness: 0.6 });
    made.name = `bench:${id}`;
    woods.set(id, made);
  }
  return made;
}

export function part(
  name: string,
  geometry: ConstructorParameters<typeof Mesh>[0],
  made: Material,
) {
  const mesh = new Mesh(geometry, made);
  mesh.name = name;
  return mesh;
}

/**
 * A turned piece: `profile` as (radius, height) points from the bottom up, spun round the Y
 * axis; its grain runs up the piece, at the timber's true scale, or (`across`) straight across
 * it, as in a disc cut from a board.
 */
export function turned(
  name: string,
  profile: [number, number][],
  made: Material,
  segments = 48,
  across = false,
) {
  const points = profile.map(([r, y]) => new Vector2(r, y));
  const geometry = new LatheGeometry(points, segments);
  const widest = Math.max(...profile.map(([r]) => r));
  let length = 0;
  for (let i = 1; i < points.length; i++) length += points[i]!.distanceTo(points[i - 1]!);
  const uv = geometry.getAttribute("uv") as BufferAttribute;
  const position = geometry.getAttribute("position") as BufferAttribute;
  for (let i = 0; i < uv.count; i++)
    if (across) uv.setXY(i, position.getX(i) / TILE_WIDTH, position.getZ(i) / TILE_LENGTH);
    else
      uv.setXY(
        i,
        (uv.getX(i) * 2 * Math.PI * widest) / TILE_WIDTH,
        (uv.getY(i) * length) / TILE_LENGTH,
      );
  uv.needsUpdate = true;
  return part(name, geometry, made);
}

/**
 * A board `w` × `h` × `d`, its grain along `grain`, mapped at the texture's true scale from the
 * texture's point `from` (metres across, along), so neighbouring pieces take different boards.
 */
export function board(
  name: string,
  [w, h, d]: [number, number, number],
  grain: "x" | "y" | "z",
  made: Material,
  from: [number, number] = [0, 0],
) {
  const geometry = new BoxGeometry(w, h, d);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const uv = geometry.getAttribute("uv") as BufferAttribute;
  const normals = ["x", "x", "y", "y", "z", "z"] as const;
  const axis = { x: 0, y: 1, z: 2 } as const;
  for (let face = 0; face < 6; face++) {
    const normal = normals[face]!;
    const along = grain === normal ? (normal === "y" ? "z" : "y") : grain;
    const across = (["x", "y", "z"] as const).find((a) => a !== normal && a !== along)!;
    for (let v = face * 4; v < face * 4 + 4; v++) {
      const at = [position.getX(v), position.getY(v), position.getZ(v)];
      uv.setXY(
        v,
        (at[axis[across]]! + from[0]) / TILE_WIDTH,
        (at[axis[along]]! + from[1]) / TILE_LENGTH,
      );
    }
  }
  uv.needsUpdate = true;
  return part(name, geometry, made);
}

/**
 * A material printed from pixels: `paint(x, y)` gives each pixel's sRGB colour, the first row at
 * the texture's start. Drawn in code: no font, no canvas.
 */
export function printed(
  name: string,
  [width, height]: [number, number],
  paint: (x: number, y: number) => readonly [number, number, number],
  { roughness, repeat = false }: { roughness: number; repeat?: boolean },
): Material {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([...paint(x, y), 255], (y * width + x) * 4);
  const texture = new DataTexture(pixels, width, height, RGBAFormat, UnsignedByteType);
  texture.colorSpace = SRGBColorSpace;
  if (repeat) texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.needsUpdate = true;
  const made = new MeshStandardMaterial({ map: texture, roughness });
  made.name = name;
  return made;
}

/**
 * A dial's printed face: cream enamel, a ring of forty ticks with every fifth one long, and a dark
 * red hand at `reading` (0–1 of the sweep), the sweep running 270° clockwise from the lower left.
 */
export function dialFace(name: string, reading: number, size = 256): Material {
  const centre = (size - 1) / 2;
  const ticks = 40;
  const hand = Math.PI * 1.25 - reading * Math.PI * 1.5;
  const [hx, hy] = [Math.cos(hand), Math.sin(hand)];
  return printed(
    name,
    [size, size],
    (x, y) => {
      const dx = (x - centre) / centre;
      const dy = (centre - y) / centre;
      const r = Math.hypot(dx, dy);
      let colour: [number, number, number] = [240, 233, 220];
      // Ticks: short in a ring near the edge, every fifth reaching further in.
      const t = (Math.PI * 1.25 - Math.atan2(dy, dx) + Math.PI * 4) % (Math.PI * 2);
      const along = t / (Math.PI * 1.5);
      if (along <= 1.0001) {
        const nearest = Math.round(along * ticks);
        const off = Math.abs(along * ticks - nearest) * ((Math.PI * 1.5) / ticks) * r;
        const long = nearest % 5 === 0;
        if (r < 0.9 && r > (long ? 0.66 : 0.76) && off < (long ? 0.018 : 0.01))
          colour = [40, 36, 33];
      }
      if (r > 0.93 && r < 0.96) colour = [120, 112, 104];
      // The hand, from the hub to the ticks, with a short tail.
      const onHand = dx * hx + dy * hy;
      const offHand = Math.abs(-dx * hy + dy * hx);
      if (onHand > -0.18 && onHand < 0.78 && offHand < 0.022 - onHand * 0.012)
        colour = [150, 40, 28];
      if (r < 0.06) colour = [40, 36, 33];
      return colour;
    },
    { roughness: 0.4 },
  );
}
