/**
 * The four DIY sauna kits, each assembled on a linen studio backdrop and drawn to scale from its
 * footprint with one shared orthographic camera, so that their sizes compare across the four
 * cards: walls of interlocking pine panels clad in upright boards, a flat roof, a glass door
 * through which the two benches glow, and the floor-plan size lettered beneath.
 */
import { KIT_HEIGHT, kitRange, saunaItem } from "../../app/catalogue/range";
import {
  type Artwork,
  between,
  linear,
  n,
  palette,
  random,
  studioBackdrop,
  svgDocument,
  woods,
} from "./kit";
import { lettering } from "./lettering";
import {
  type Camera,
  type Point,
  type Vec3,
  box,
  camera,
  castShadowPoints,
  corners,
  edgeVignette,
  face,
  footprint,
  glow,
  mix,
  polyPath,
  segment,
  softGroup,
  spaceDefs,
  tone,
} from "./space";

const W = 1200;
const H = 900;

/** Wall height (mm) of every kit, the board height, and the wall thickness. */
const HEIGHT = KIT_HEIGHT;
const BOARD = 96;
const WALL = 45;

// The kits are pine inside and out, as the Vakio collection they make is.
const outside = woods[saunaItem("vakio").model.outside];
const inside = woods[saunaItem("vakio").model.inside];

/** The ground point every kit's footprint centre sits on, and the shared zoom (px per mm). */
const GROUND: Point = [W * 0.47, H * 0.68];
const ZOOM = 0.152;

/** The one camera: orthographic, from the front left and above, centred on the footprint. */
function kitCamera(width: number, depth: number): Camera {
  const yaw = (34 * Math.PI) / 180;
  const elevation = (20 * Math.PI) / 180;
  const target: Vec3 = [width / 2, depth / 2, 0];
  const dir: Vec3 = [-Math.sin(yaw), -Math.cos(yaw), Math.tan(elevation)];
  return camera({
    eye: [target[0] + dir[0] * 20000, target[1] + dir[1] * 20000, target[2] + dir[2] * 20000],
    target,
    center: GROUND,
    zoom: ZOOM,
  });
}

/* ------------------------------------------------------------------------------------------ */
/* The cabin                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/**
 * One wall of the kit's panels facing the camera: upright tongue-and-groove boards, as the Vakio
 * is clad, each with its joint, a faint lit edge and a line of grain.
 */
function boardedWall(
  cam: Camera,
  a: Vec3,
  b: Vec3,
  height: number,
  normal: Vec3,
  rand: () => number,
): string {
  const light = cam.light(normal);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const at = (t: number, z: number): Vec3 => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    z,
  ];
  const step = BOARD / length;
  let out = "";
  let joints = "";
  let edges = "";
  let grain = "";
  for (let t = 0; t < 1 - 1e-9; t += step) {
    const next = Math.min(1, t + step);
    const tint = mix(
      outside.base,
      rand() < 0.5 ? outside.light : outside.dark,
      between(rand, 0, 0.25),
    );
    out += `<path d="${polyPath(cam, [at(t, 0), at(next, 0), at(next, height), at(t, height)])}" fill="${tone(tint, light, { contrast: 0.9 })}"/>`;
    if (t > 0) joints += segment(cam, at(t, 0), at(t, height));
    edges += segment(cam, at(t + step * 0.12, 0), at(t + step * 0.12, height));
    const g = t + step * between(rand, 0.35, 0.75);
    const z0 = height * between(rand, 0, 0.4);
    grain += segment(cam, at(g, z0), at(g, z0 + height * between(rand, 0.25, 0.5)));
  }
  out += `<path d="${joints}" stroke="${palette.ink}" stroke-width="1.1" opacity="0.35" fill="none"/>`;
  out += `<path d="${edges}" stroke="${outside.light}" stroke-width="1" opacity="${n(0.2 + light * 0.3)}" fill="none"/>`;
  out += `<path d="${grain}" stroke="${outside.grain}" stroke-width="0.8" opacity="0.3" fill="none"/>`;
  out += `<path d="${polyPath(cam, [at(0, 0), at(1, 0), at(1, height), at(0, height)])}" fill="url(#sp-fall)"/>`;
  return out;
}

/** The corner trims where the panels meet: a square batten up each visible corner. */
function cornerTrims(cam: Camera, w: number, d: number): string {
  const trim = 44;
  const corners: [Vec3, Vec3][] = [
    [
      [-trim / 2, -trim / 2, 0],
      [trim / 2, trim / 2, HEIGHT],
    ],
    [
      [w - trim / 2, -trim / 2, 0],
      [w + trim / 2, trim / 2, HEIGHT],
    ],
    [
      [-trim / 2, d - trim / 2, 0],
      [trim / 2, d + trim / 2, HEIGHT],
    ],
  ];
  return corners
    .map(([min, max]) =>
      box(cam, min, max, { color: outside.base }, { top: { color: outside.light } }),
    )
    .join("");
}

/** What is seen through the glass door: the warm interior with its two benches. */
function interior(
  cam: Camera,
  w: number,
  d: number,
  door: { x0: number; x1: number; top: number },
  id: string,
): string {
  const t = WALL;
  const benchUpper = { z: 1000, depth: 520 };
  const benchLower = { z: 560, depth: 460 };
  let out = "";
  // The inner walls and floor, in light pine.
  out += face(
    cam,
    [
      [t, t, 0],
      [w - t, t, 0],
      [w - t, d - t, 0],
      [t, d - t, 0],
    ],
    { color: inside.dark },
  );
  out += face(
    cam,
    [
      [w - t, d - t, 0],
      [t, d - t, 0],
      [t, d - t, HEIGHT],
      [w - t, d - t, HEIGHT],
    ],
    { color: inside.base, overlay: "sp-fall" },
  );
  out += face(
    cam,
    [
      [w - t, t, 0],
      [w - t, d - t, 0],
      [w - t, d - t, HEIGHT],
      [w - t, t, HEIGHT],
    ],
    { color: inside.base, overlay: "sp-fall" },
  );
  let joints = "";
  for (let z = BOARD; z < HEIGHT; z += BOARD) {
    joints +=
      segment(cam, [t, d - t, z], [w - t, d - t, z]) +
      segment(cam, [w - t, t, z], [w - t, d - t, z]);
  }
  out += `<path d="${joints}" stroke="${inside.grain}" stroke-width="1" opacity="0.45" fill="none"/>`;
  // The two benches along the back wall: slatted tops on a dark skirt.
  for (const b of [benchUpper, benchLower]) {
    const y0 = b === benchUpper ? d - t - b.depth : d - t - benchUpper.depth - b.depth;
    out += box(
      cam,
      [t, y0, b.z - 40],
      [w - t, y0 + b.depth, b.z],
      { color: inside.base },
      { top: { color: inside.light } },
    );
    let slats = "";
    for (let y = y0 + 95; y < y0 + b.depth; y += 95)
      slats += segment(cam, [t, y, b.z + 0.5], [w - t, y, b.z + 0.5]);
    out += `<path d="${slats}" stroke="${inside.grain}" stroke-width="1.2" opacity="0.6"/>`;
    // The skirt under the bench, in shadow, with the warm LED glow beneath its lip.
    out += face(
      cam,
      [
        [t, y0 + 30, 0],
        [w - t, y0 + 30, 0],
        [w - t, y0 + 30, b.z - 40],
        [t, y0 + 30, b.z - 40],
      ],
      {
        color: mix(inside.dark, palette.cedarDeep, 0.5),
      },
    );
  }
  // Warm light: a glow over everything inside.
  const [gx, gy] = cam.project([w / 2, d * 0.6, 900]);
  out += glow(gx, gy, 1400 * ZOOM, 1600 * ZOOM, "amber", 0.55);
  const clip = polyPath(cam, [
    [door.x0, -1, 40],
    [door.x1, -1, 40],
    [door.x1, -1, door.top],
    [door.x0, -1, door.top],
  ]);
  return `<clipPath id="${id}-door"><path d="${clip}"/></clipPath><g clip-path="url(#${id}-door)">${out}</g>`;
}

/** The door opening in the front wall: a slim dark frame and, until the interior is drawn, dark glass. */
function doorFrame(cam: Camera, door: { x0: number; x1: number; top: number }): string {
  const frame = 38;
  return `<path d="${polyPath(cam, [
    [door.x0 - frame, -0.5, 0],
    [door.x1 + frame, -0.5, 0],
    [door.x1 + frame, -0.5, door.top + frame],
    [door.x0 - frame, -0.5, door.top + frame],
  ])}" fill="${mix(outside.dark, palette.ink, 0.3)}"/><path d="${polyPath(cam, [
    [door.x0, -1, 40],
    [door.x1, -1, 40],
    [door.x1, -1, door.top],
    [door.x0, -1, door.top],
  ])}" fill="${palette.soot}"/>`;
}

/** The glass's bronze tint and its sheen, laid over the interior. */
function doorGlass(cam: Camera, door: { x0: number; x1: number; top: number }, id: string): string {
  const d = polyPath(cam, [
    [door.x0, -1.2, 40],
    [door.x1, -1.2, 40],
    [door.x1, -1.2, door.top],
    [door.x0, -1.2, door.top],
  ]);
  const handle = segment(cam, [door.x0 + 90, -30, 850], [door.x0 + 90, -30, 1250]);
  return `<path d="${d}" fill="url(#${id}-bronze)"/><path d="${d}" fill="url(#${id}-sheen)"/><path d="${handle}" stroke="${outside.dark}" stroke-width="5" stroke-linecap="round"/>`;
}

/** The flat roof: a thermo-pine slab with a fascia, its top boarded, overhanging a little. */
function roof(cam: Camera, w: number, d: number): string {
  const over = 90;
  const fascia = 150;
  const top = HEIGHT + fascia;
  let out = box(
    cam,
    [-over, -over, HEIGHT],
    [w + over, d + over, top],
    { color: outside.base },
    {
      top: { color: mix(outside.base, outside.light, 0.3) },
    },
  );
  // Boards across the top, and a fine lit line along the fascia's top edge.
  let joints = "";
  for (let y = -over + BOARD * 1.5; y < d + over; y += BOARD * 1.5)
    joints += segment(cam, [-over, y, top], [w + over, y, top]);
  out += `<path d="${joints}" stroke="${outside.dark}" stroke-width="1" opacity="0.45" fill="none"/>`;
  out += `<path d="${segment(cam, [-over, -over, top - 4], [w + over, -over, top - 4])}${segment(cam, [-over, d + over, top - 4], [-over, -over, top - 4])}" stroke="${outside.light}" stroke-width="1.2" opacity="0.6"/>`;
  return out;
}

/** A strapped bundle of spare boards on the floor beside the cabin: it is a kit, after all. */
function bundle(cam: Camera, x: number, y: number): string {
  let out = "";
  const len = 1300;
  for (let layer = 0; layer < 3; layer++) {
    for (let i = 0; i < 3; i++) {
      const y0 = y + i * 100;
      const z0 = layer * 45;
      out += box(
        cam,
        [x, y0, z0],
        [x + len, y0 + 96, z0 + 44],
        { color: mix(inside.base, inside.dark, layer * 0.1) },
        {
          top: { color: inside.light },
        },
      );
    }
  }
  for (const sx of [x + 250, x + len - 250]) {
    out += box(cam, [sx, y - 3, 0], [sx + 35, y + 303, 138], { color: palette.soot });
  }
  return out;
}

/** The dimension lines along the two visible foot edges, and the floor-plan size beneath. */
function dimensions(cam: Camera, w: number, d: number): string {
  const c = palette.line;
  const off = 380;
  const dim = (a: Vec3, b: Vec3, label: string, side: Vec3): string => {
    const pa = cam.project([a[0] + side[0], a[1] + side[1], 0]);
    const pb = cam.project([b[0] + side[0], b[1] + side[1], 0]);
    const ea = cam.project([a[0] + side[0] * 0.25, a[1] + side[1] * 0.25, 0]);
    const eb = cam.project([b[0] + side[0] * 0.25, b[1] + side[1] * 0.25, 0]);
    const angle = (Math.atan2(pb[1] - pa[1], pb[0] - pa[0]) * 180) / Math.PI;
    const tick = (p: Point) => `M${n(p[0] - 5)} ${n(p[1] + 5)}L${n(p[0] + 5)} ${n(p[1] - 5)}`;
    const mx = (pa[0] + pb[0]) / 2;
    const my = (pa[1] + pb[1]) / 2;
    const upright = angle > 90 || angle < -90 ? angle + 180 : angle;
    return `<path d="M${n(pa[0])} ${n(pa[1])}L${n(pb[0])} ${n(pb[1])}M${n(ea[0])} ${n(ea[1])}L${n(pa[0])} ${n(pa[1])}M${n(eb[0])} ${n(eb[1])}L${n(pb[0])} ${n(pb[1])}${tick(pa)}${tick(pb)}" stroke="${c}" stroke-width="0.9" opacity="0.6" fill="none"/><g transform="translate(${n(mx)} ${n(my)}) rotate(${n(upright)})">${lettering(label, 0, 16, 10, { anchor: "middle", color: c, opacity: 0.75 })}</g>`;
  };
  let out = dim([0, 0, 0], [w, 0, 0], String(w), [0, -off, 0]);
  out += dim([0, d, 0], [0, 0, 0], String(d), [-off, 0, 0]);
  const label = `${w} × ${d}`;
  out += lettering(label, W / 2, H - 86, 17, { anchor: "middle", color: c, tracking: 4 });
  return out;
}

/** A whole kit card: backdrop, shadows, the cabin with its door and roof, dimensions. */
function kitCard(w: number, d: number, index: number): string {
  const id = `kit${index}`;
  const rand = random(`kits/kit-${index}`);
  const cam = kitCamera(w, d);
  const horizon = (cam.project([w / 2, d + 2200, 0])[1] + 0) / H;
  const backdrop = studioBackdrop(W, H, "linen", Math.min(0.62, horizon));
  const door = { x0: 260, x1: 260 + 660, top: 1900 };
  // Floor shadows: occlusion under the cabin and the cast shadow falling to the right.
  const shadows = softGroup(`${id}-shadow`, 9, [
    {
      points: castShadowPoints(cam, corners([-90, -90, 0], [w + 90, d + 90, HEIGHT + 150])),
      opacity: 0.14,
    },
    { points: footprint(cam, -20, -30, w + 40, d, 0), opacity: 0.45 },
    { points: footprint(cam, w + 200, -600, w + 200 + 1320, -600 + 300, 0), opacity: 0.3 },
  ]);
  let body = backdrop.body + shadows;
  body += bundle(cam, w + 200, -600);
  // The walls (left end and front), the corner trims, the door and what lies behind it.
  body += boardedWall(cam, [0, d, 0], [0, 0, 0], HEIGHT, [-1, 0, 0], rand);
  body += boardedWall(cam, [0, 0, 0], [w, 0, 0], HEIGHT, [0, -1, 0], rand);
  body += cornerTrims(cam, w, d);
  body += doorFrame(cam, door);
  body += interior(cam, w, d, door, id);
  body += doorGlass(cam, door, id);
  body += roof(cam, w, d);
  body += dimensions(cam, w, d);
  body += edgeVignette(W, H, 0.12);
  const defs =
    backdrop.defs +
    spaceDefs() +
    linear(
      `${id}-bronze`,
      [
        [0, "#6b4a2c", 0.18],
        [1, "#3a2a1c", 0.3],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    linear(
      `${id}-sheen`,
      [
        [0, "#ffffff", 0],
        [0.3, "#ffffff", 0],
        [0.42, "#ffffff", 0.16],
        [0.5, "#ffffff", 0],
        [0.58, "#ffffff", 0.08],
        [0.64, "#ffffff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.7 },
    );
  return svgDocument(W, H, body, defs);
}

/** One drawing per kit of the range, in its order, from the kit's own footprint. */
export const artworks: Record<string, Artwork> = Object.fromEntries(
  kitRange.map(({ width, depth }, i) => [
    `kits/kit-${i}`,
    { width: W, height: H, render: () => kitCard(width, depth, i) },
  ]),
);
