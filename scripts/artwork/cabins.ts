/**
 * Sauna cabins drawn from their real dimensions (mm) with the camera of `perspective.ts`:
 * the cabin standing in a pale stone room or at dusk, its interior (benches, heater stones, the
 * glow from under the benches) from the doorway, close views of a bench and of the heater, and
 * architectural line drawings (elevations and plan) on linen paper with dimension lines.
 *
 * Every scene is a function of a `Cabin`, so the five collections, the standard cabins and the
 * gallery's extra pictures all come from the same drawing code.
 */
import {
  between,
  blur,
  linear,
  n,
  palette,
  radial,
  random,
  svgDocument,
  type Wood,
  woods,
} from "./kit";
import { lettering, letteringWidth } from "./lettering";
import { camera, planeY, type Point3, type Projector, wallX, wallZ } from "./perspective";

export interface Cabin {
  /** Seeds the randomness (board tones) and names the drawings. */
  name: string;
  width: number;
  depth: number;
  height: number;
  /** Cladding outside and lining inside. */
  outside: Wood;
  inside: Wood;
  /** A glass front across most of the width, or a glass door beside a tall window. */
  front: "glass" | "door";
}

const WALL = 70;
const UPPER_BENCH = { top: 1000, depth: 600 };
const LOWER_BENCH = { top: 480, depth: 450 };
const HEATER = { x0: 110, x1: 540, depth: 340, height: 720 };
const BENCH_START = 680;
const ROOF = 130;

/** The warm dark that wood falls into away from the light. */
const SHADOW = "#2a1407";

const glow = {
  amber: palette.amber,
  ember: palette.emberGlow,
};

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Vertical boards on the plane z = const between x0 and x1. */
function boardsZ(
  cam: Projector,
  z: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
  boardWidth = 120,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((x1 - x0) / boardWidth));
  const step = (x1 - x0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = rand();
    const tone =
      t < 0.3 ? mix(w.light, w.base, 0.35) : t < 0.85 ? w.base : mix(w.dark, w.base, 0.45);
    out += cam.polygon(
      wallZ(z, x0 + i * step, x0 + (i + 1) * step, y0, y1),
      mix(tone, SHADOW, shade),
    );
    if (i > 0)
      out += cam.line(
        [
          [x0 + i * step, y0, z],
          [x0 + i * step, y1, z],
        ],
        palette.ink,
        1.2,
        'opacity="0.22"',
      );
  }
  return out;
}

/** Horizontal boards on the plane z = const. */
function boardsZHorizontal(
  cam: Projector,
  z: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
  boardHeight = 110,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((y1 - y0) / boardHeight));
  const step = (y1 - y0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = rand();
    const tone =
      t < 0.3 ? mix(w.light, w.base, 0.35) : t < 0.85 ? w.base : mix(w.dark, w.base, 0.45);
    out += cam.polygon(
      wallZ(z, x0, x1, y0 + i * step, y0 + (i + 1) * step),
      mix(tone, SHADOW, shade),
    );
    out += cam.line(
      [
        [x0, y0 + i * step, z],
        [x1, y0 + i * step, z],
      ],
      palette.ink,
      1.2,
      'opacity="0.25"',
    );
  }
  return out;
}

/** Horizontal boards on the plane x = const. */
function boardsXHorizontal(
  cam: Projector,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  wood: Wood,
  rand: () => number,
  shade: number,
  boardHeight = 110,
) {
  const w = woods[wood];
  const count = Math.max(1, Math.round((y1 - y0) / boardHeight));
  const step = (y1 - y0) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = rand();
    const tone =
      t < 0.3 ? mix(w.light, w.base, 0.35) : t < 0.85 ? w.base : mix(w.dark, w.base, 0.45);
    out += cam.polygon(
      wallX(x, y0 + i * step, y0 + (i + 1) * step, z0, z1),
      mix(tone, SHADOW, shade),
    );
    out += cam.line(
      [
        [x, y0 + i * step, z0],
        [x, y0 + i * step, z1],
      ],
      palette.ink,
      1.2,
      'opacity="0.25"',
    );
  }
  return out;
}

/** Slats of a bench top along x, at height y between z0 (front) and z1 (back). */
function benchTop(
  cam: Projector,
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  wood: Wood,
  shade: number,
) {
  const w = woods[wood];
  const slats = Math.max(3, Math.round((z1 - z0) / 95));
  const step = (z1 - z0) / slats;
  let out = "";
  for (let i = 0; i < slats; i++) {
    const za = z0 + i * step + 6;
    const zb = z0 + (i + 1) * step - 6;
    out += cam.polygon(
      planeY(y, x0, x1, za, zb),
      mix(i % 2 ? w.light : w.base, palette.ink, shade),
    );
  }
  return out;
}

/** A box from (x0, y0, z0) to (x1, y1, z1): front, top and the side facing the camera. */
function box(
  cam: Projector,
  [x0, y0, z0]: Point3,
  [x1, y1, z1]: Point3,
  colours: { front: string; top: string; side: string },
  camX: number,
) {
  let out = "";
  if (camX > x1) out += cam.polygon(wallX(x1, y0, y1, z0, z1), colours.side);
  if (camX < x0) out += cam.polygon(wallX(x0, y0, y1, z0, z1), colours.side);
  out += cam.polygon(planeY(y1, x0, x1, z0, z1), colours.top);
  out += cam.polygon(wallZ(z0, x0, x1, y0, y1), colours.front);
  return out;
}

/** Sauna stones heaped in a tray: rounded grey shapes, warm where they face the glow. */
function stones(
  cam: Projector,
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  rand: () => number,
  glowing: boolean,
) {
  let out = "";
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const z = z1 - ((r + 0.5) / rows) * (z1 - z0);
    const count = Math.round((x1 - x0) / 70);
    for (let i = 0; i < count; i++) {
      const x = x0 + ((i + 0.5 + between(rand, -0.3, 0.3)) / count) * (x1 - x0);
      const lift = between(rand, 10, 70) * (1 - Math.abs(i / count - 0.5));
      const [px, py] = cam.project([x, y + lift, z]);
      const s = cam.scaleAt([x, y, z]);
      const rx = between(rand, 34, 48) * s;
      const ry = rx * between(rand, 0.6, 0.8);
      const tone = mix("#8d8a86", "#4a4744", rand() * 0.6);
      out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rx)}" ry="${n(ry)}" fill="${tone}"/>`;
      out += `<ellipse cx="${n(px - rx * 0.25)}" cy="${n(py - ry * 0.35)}" rx="${n(rx * 0.5)}" ry="${n(ry * 0.35)}" fill="#c9c5bf" opacity="0.35"/>`;
      if (glowing && rand() < 0.25) {
        out += `<ellipse cx="${n(px + rx * 0.2)}" cy="${n(py + ry * 0.3)}" rx="${n(rx * 0.5)}" ry="${n(ry * 0.3)}" fill="${glow.ember}" opacity="0.55"/>`;
      }
    }
  }
  return out;
}

interface SceneOptions {
  /** Overall darkness of the interior, 0 (lit) to 1 (night). */
  dim?: number;
  /** Where the room's side walls, floor and ceiling start (mm, z), just in front of the camera. */
  near?: number;
}

/**
 * The inside of a cabin: lining, benches, backrest, heater with stones, under-bench light.
 * Drawn for any camera in front of or inside the room; `camX` decides which faces show.
 */
function interior(
  cam: Projector,
  cabin: Cabin,
  camX: number,
  { dim = 0.35, near = 0 }: SceneOptions = {},
) {
  const rand = random(`${cabin.name}/interior`);
  const { width: W, depth: D, height: H } = cabin;
  const x0 = WALL;
  const x1 = W - WALL;
  const z1 = D - WALL;
  const y1 = H - ROOF;
  const inside = cabin.inside;
  const upperFront = z1 - UPPER_BENCH.depth;
  const lowerFront = upperFront - LOWER_BENCH.depth;
  const benchX0 = Math.min(BENCH_START, x0 + (x1 - x0) * 0.42);
  let out = "";
  // Ceiling, floor, side walls and back wall.
  out += cam.polygon(
    planeY(y1, x0, x1, near, z1),
    mix(woods[inside].dark, SHADOW, 0.6 + dim * 0.3),
  );
  out += cam.polygon(planeY(0, x0, x1, near, z1), mix("#8a6a4c", SHADOW, 0.3 + dim * 0.3));
  // Duckboards on the floor, running towards the back wall.
  for (let x = x0 + 110; x < x1; x += 110) {
    out += cam.line(
      [
        [x, 1, near],
        [x, 1, z1],
      ],
      SHADOW,
      2,
      'opacity="0.35"',
    );
  }
  out += boardsXHorizontal(cam, x0, near, z1, 0, y1, inside, rand, 0.42 + dim * 0.4);
  out += boardsXHorizontal(cam, x1, near, z1, 0, y1, inside, rand, 0.55 + dim * 0.4);
  out += boardsZHorizontal(cam, z1, x0, x1, 0, y1, inside, rand, 0.3 + dim * 0.45);
  // A warm wall light behind the backrest, and the key light falling from the upper left.
  const [lx, ly] = cam.project([(benchX0 + x1) / 2, 1380, z1]);
  const s = cam.scaleAt([(benchX0 + x1) / 2, 1380, z1]);
  out += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(((x1 - benchX0) / 2) * s)}" ry="${n(260 * s)}" fill="url(#glow-amber)" opacity="0.6"/>`;
  // Backrest slats.
  for (const y of [1200, 1330, 1460]) {
    out += box(
      cam,
      [benchX0, y, z1 - 45],
      [x1, y + 80, z1],
      {
        front: mix(woods[inside].base, SHADOW, 0.25 + dim * 0.3),
        top: mix(woods[inside].light, SHADOW, 0.1 + dim * 0.2),
        side: mix(woods[inside].dark, SHADOW, 0.3),
      },
      camX,
    );
  }
  // Upper bench: top slats, a thin lip, and the light strip beneath it.
  out += boardsZ(
    cam,
    upperFront + 40,
    benchX0,
    x1,
    LOWER_BENCH.top,
    UPPER_BENCH.top - 45,
    inside,
    rand,
    0.5 + dim * 0.2,
    95,
  );
  const [gx, gy] = cam.project([
    (benchX0 + x1) / 2,
    LOWER_BENCH.top + 20,
    upperFront - LOWER_BENCH.depth / 2,
  ]);
  const gs = cam.scaleAt([(benchX0 + x1) / 2, LOWER_BENCH.top, upperFront]);
  out += benchTop(
    cam,
    benchX0,
    x1,
    LOWER_BENCH.top,
    lowerFront,
    upperFront + 40,
    inside,
    0.08 + dim * 0.15,
  );
  out += `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(((x1 - benchX0) / 2) * gs)}" ry="${n(200 * gs)}" fill="url(#glow-amber)" opacity="0.75"/>`;
  // The lower bench's skirt: vertical slats in shade.
  out += boardsZ(
    cam,
    lowerFront,
    benchX0,
    x1,
    0,
    LOWER_BENCH.top - 40,
    inside,
    rand,
    0.42 + dim * 0.25,
    95,
  );
  out += cam.polygon(
    wallZ(lowerFront, benchX0, x1, LOWER_BENCH.top - 40, LOWER_BENCH.top),
    mix(woods[inside].light, SHADOW, 0.1 + dim * 0.1),
  );
  // The under-bench glow on the floor.
  const [fx, fy] = cam.project([(benchX0 + x1) / 2, 0, lowerFront - 120]);
  const fs = cam.scaleAt([(benchX0 + x1) / 2, 0, lowerFront - 120]);
  out += `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(((x1 - benchX0) / 2) * fs)}" ry="${n(160 * fs)}" fill="url(#glow-amber)" opacity="0.6"/>`;
  out += benchTop(cam, benchX0, x1, UPPER_BENCH.top, upperFront, z1, inside, 0.02 + dim * 0.12);
  out += cam.polygon(
    wallZ(upperFront, benchX0, x1, UPPER_BENCH.top - 45, UPPER_BENCH.top),
    mix(woods[inside].light, SHADOW, 0.05 + dim * 0.1),
  );
  out += cam.line(
    [
      [benchX0 + 20, UPPER_BENCH.top - 50, upperFront + 25],
      [x1 - 20, UPPER_BENCH.top - 50, upperFront + 25],
    ],
    "#ffd9a0",
    3,
    'opacity="0.9"',
  );
  // The heater in the corner, behind a guard of slats.
  const hz0 = z1 - HEATER.depth - 80;
  const hz1 = z1 - 80;
  out += box(
    cam,
    [x0 + 40, 0, hz0],
    [x0 + 40 + (HEATER.x1 - HEATER.x0), HEATER.height, hz1],
    {
      front: linearFill("cabin-steel"),
      top: "#3a3733",
      side: "#45423e",
    },
    camX,
  );
  out += stones(
    cam,
    x0 + 50,
    x0 + 30 + (HEATER.x1 - HEATER.x0),
    HEATER.height,
    hz0 + 20,
    hz1 - 20,
    rand,
    true,
  );
  const [hx, hy] = cam.project([
    x0 + 40 + (HEATER.x1 - HEATER.x0) / 2,
    HEATER.height + 80,
    (hz0 + hz1) / 2,
  ]);
  const hs = cam.scaleAt([x0 + 200, HEATER.height, hz0]);
  out += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(320 * hs)}" ry="${n(200 * hs)}" fill="url(#glow-ember)" opacity="0.28"/>`;
  for (let i = 0; i < 3; i++) {
    const gxPos = x0 + 80 + i * 150;
    out += box(
      cam,
      [gxPos, 60, hz0 - 140],
      [gxPos + 70, 900, hz0 - 110],
      {
        front: mix(woods[inside].base, SHADOW, 0.15 + dim * 0.15),
        top: woods[inside].light,
        side: mix(woods[inside].dark, SHADOW, 0.3),
      },
      camX,
    );
  }
  return out;
}

function linearFill(id: string) {
  return `url(#${id})`;
}

function sharedDefs() {
  return (
    radial("glow-amber", [
      [0, glow.amber, 1],
      [0.55, glow.amber, 0.45],
      [1, glow.amber, 0],
    ]) +
    radial("glow-ember", [
      [0, glow.ember, 1],
      [0.55, glow.ember, 0.45],
      [1, glow.ember, 0],
    ]) +
    radial("glow-steam", [
      [0, "#f6f2ec", 1],
      [1, "#f6f2ec", 0],
    ]) +
    blur("cabin-shadow", 28) +
    linear(
      "cabin-steel",
      [
        [0, "#b9b6b1"],
        [0.5, "#8a8782"],
        [1, "#5d5a56"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "cabin-glass-sheen",
      [
        [0, "#ffffff", 0.16],
        [0.45, "#ffffff", 0.02],
        [1, "#ffffff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear(
      "cabin-face-light",
      [
        [0, "#fff4e0", 0.18],
        [1, palette.ink, 0.12],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )
  );
}

/** The glazed openings of the front wall (z = 0) as rectangles [x0, x1, y0, y1]. */
function openings(cabin: Cabin): [number, number, number, number][] {
  const { width: W, height: H } = cabin;
  if (cabin.front === "glass") return [[180, W - 180, 120, H - ROOF - 160]];
  const door: [number, number, number, number] = [W - 180 - 700, W - 180, 80, 1980];
  const window: [number, number, number, number] = [
    200,
    Math.min(560, W - 180 - 700 - 160),
    120,
    H - ROOF - 220,
  ];
  return window[1] - window[0] > 200 ? [window, door] : [door];
}

export type ExteriorMood = "day" | "dusk";

/** The cabin standing in a room of pale stone (day) or in a dark garden at dusk. */
export function exterior(
  cabin: Cabin,
  mood: ExteriorMood,
  size: { width: number; height: number },
) {
  const { width: W, depth: D, height: H } = cabin;
  const rand = random(`${cabin.name}/exterior/${mood}`);
  const { width: IW, height: IH } = size;
  const camPos = { x: W + 1500, y: 1250, z: -4600 };
  const target = { x: W * 0.42, z: D * 0.5 };
  const yaw = Math.atan2(target.x - camPos.x, target.z - camPos.z);
  const cam = camera({ ...camPos, yaw, focal: IH * 1.55, cx: IW * 0.5, cy: IH * 0.5 });
  const camX = camPos.x;
  const day = mood === "day";
  const defs =
    sharedDefs() +
    linear(
      "ext-wall",
      day
        ? [
            [0, "#f4efe7"],
            [1, "#e4dccf"],
          ]
        : [
            [0, "#1b1714"],
            [1, "#2a231e"],
          ],
    ) +
    linear(
      "ext-floor",
      day
        ? [
            [0, "#ddd3c4"],
            [1, "#cfc3b1"],
          ]
        : [
            [0, "#15120f"],
            [1, "#0f0d0b"],
          ],
    ) +
    radial(
      "ext-key",
      [
        [0, day ? "#fff8ec" : "#4a3a2c", day ? 0.8 : 0.35],
        [1, day ? "#fff8ec" : "#4a3a2c", 0],
      ],
      { cx: 0.18, cy: 0.1, r: 0.8 },
    ) +
    radial(
      "ext-vignette",
      [
        [0.5, palette.ink, 0],
        [1, palette.ink, day ? 0.16 : 0.5],
      ],
      { r: 0.78 },
    );
  const [, horizonY] = cam.project([W / 2, 0, D + 2600]);
  let body = `<rect width="${IW}" height="${n(horizonY)}" fill="url(#ext-wall)"/><rect y="${n(horizonY)}" width="${IW}" height="${n(IH - horizonY)}" fill="url(#ext-floor)"/><rect width="${IW}" height="${IH}" fill="url(#ext-key)"/>`;
  if (!day) {
    // A low garden wall and a few reeds against the evening.
    body += `<rect y="${n(horizonY - IH * 0.12)}" width="${IW}" height="${n(IH * 0.12)}" fill="#221d19"/>`;
    for (let i = 0; i < 26; i++) {
      const x = between(rand, 0, IW);
      const h = between(rand, IH * 0.08, IH * 0.2);
      body += `<path d="M${n(x)} ${n(horizonY)}q${n(between(rand, -20, 20))} ${n(-h / 2)} ${n(between(rand, -30, 30))} ${n(-h)}" stroke="#2f2822" stroke-width="3" fill="none"/>`;
    }
  }
  // The shadow the cabin casts to the right and back, away from the key light.
  if (day)
    body += `<g filter="url(#cabin-shadow)" opacity="0.3">${cam.polygon(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W + 1100, 0, 500],
        [W + 1100, 0, D + 600],
        [0, 0, D + 300],
      ],
      palette.ink,
    )}</g>`;
  if (!day) {
    // Warm light spilling from the glass onto the ground in front.
    for (const [ox0, ox1] of openings(cabin)) {
      const centre: Point3 = [(ox0 + ox1) / 2 + 150, 0, -700];
      const [sx, sy] = cam.project(centre);
      const scale = cam.scaleAt(centre);
      body += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n((ox1 - ox0) * 0.9 * scale)}" ry="${n(520 * scale)}" fill="url(#glow-amber)" opacity="0.5"/>`;
    }
  }
  // The right-hand side (x = W), in shade; the front (z = 0), lit.
  const sideShade = day ? 0.42 : 0.72;
  const frontShade = day ? 0.05 : 0.55;
  body += boardsXHorizontal(cam, W, 0, D, 60, H - ROOF, cabin.outside, rand, sideShade);
  body += cam.polygon(wallX(W, H - ROOF, H, -30, D + 30), day ? "#3a332d" : "#171412");
  body += cam.polygon(wallX(W, 0, 60, 40, D - 40), palette.ink);
  body += boardsZ(cam, 0, 0, W, 60, H - ROOF, cabin.outside, rand, frontShade);
  body += cam.polygon(wallZ(0, 0, W, 60, H - ROOF), "url(#cabin-face-light)");
  body += cam.polygon(wallZ(-30, -30, W + 30, H - ROOF, H), day ? palette.charcoal : "#1d1916");
  body += cam.polygon(wallZ(40, 40, W - 40, 0, 60), palette.ink);
  // Glass: the interior seen through it, then frames and a sheen.
  const clips = openings(cabin)
    .map(([a, b, c, d]) => `<path d="${cam.path(wallZ(0, a, b, c, d))}"/>`)
    .join("");
  const insideCam = interior(cam, cabin, camX, { dim: day ? 0.25 : 0.1, near: 0 });
  body += `<clipPath id="ext-glass">${clips}</clipPath><g clip-path="url(#ext-glass)"><rect width="${IW}" height="${IH}" fill="#1c130d"/>${insideCam}<rect width="${IW}" height="${IH}" fill="${day ? palette.ink : glow.amber}" opacity="${day ? 0.18 : 0.22}"/></g>`;
  for (const [a, b, c, d] of openings(cabin)) {
    body += cam.line([...wallZ(0, a, b, c, d), [a, c, 0]], "#17130f", 10);
    body += cam.polygon(wallZ(0, a, b, c, d), "url(#cabin-glass-sheen)");
    if (cabin.front === "door" && b - a === 700) {
      body += cam.line(
        [
          [b - 80, 900, -20],
          [b - 80, 1200, -20],
        ],
        "#c8c2b8",
        8,
        'stroke-linecap="round"',
      );
    }
  }
  body += `<rect width="${IW}" height="${IH}" fill="url(#ext-vignette)"/>`;
  return svgDocument(IW, IH, body, defs);
}

export type InteriorView = "room" | "bench" | "heater";

/** Inside the cabin: the whole room from the doorway, a bench close up, or the heater corner. */
export function interiorView(
  cabin: Cabin,
  view: InteriorView,
  size: { width: number; height: number },
) {
  const { width: W, depth: D } = cabin;
  const { width: IW, height: IH } = size;
  const settings = {
    room: {
      x: W * 0.56,
      y: 1100,
      z: -900,
      yaw: 0,
      // Frame the back wall by the picture's width, or by its height when the picture is tall.
      focal: (0.5 * Math.min(IW, IH * 1.1) * (D + 900)) / Math.max(W, 2400),
    },
    bench: { x: W * 0.78, y: 1480, z: D - 2000, yaw: -0.12, focal: IW * 0.95 },
    heater: { x: W * 0.75, y: 1250, z: D - 2300, yaw: -0.3, focal: IW * 0.9 },
  }[view];
  const cam = camera({ ...settings, cx: IW / 2, cy: IH * 0.5 });
  const defs =
    sharedDefs() +
    radial(
      "int-vignette",
      [
        [0.45, palette.ink, 0],
        [1, palette.ink, 0.62],
      ],
      { r: 0.75 },
    );
  let body =
    `<rect width="${IW}" height="${IH}" fill="${palette.ink}"/>` +
    interior(cam, cabin, settings.x, { dim: 0.45, near: settings.z + 250 });
  if (view === "bench") body += benchStillLife(cam, cabin);
  if (view === "heater") body += steam(cam, cabin);
  body += `<rect width="${IW}" height="${IH}" fill="${glow.amber}" opacity="0.1"/>`;
  body += `<rect width="${IW}" height="${IH}" fill="url(#int-vignette)"/>`;
  return svgDocument(IW, IH, body, defs);
}

/** A cedar bucket, a ladle and a folded towel on the upper bench. */
function benchStillLife(cam: Projector, cabin: Cabin) {
  const z = cabin.depth - WALL - UPPER_BENCH.depth * 0.45;
  const x = cabin.width * 0.6;
  const [bx, by] = cam.project([x, UPPER_BENCH.top, z]);
  const s = cam.scaleAt([x, UPPER_BENCH.top, z]);
  const w = woods["western-red-cedar"];
  const r = 130 * s;
  const h = 200 * s;
  let out = `<ellipse cx="${n(bx + r * 0.4)}" cy="${n(by)}" rx="${n(r * 1.5)}" ry="${n(r * 0.35)}" fill="${palette.ink}" opacity="0.4" filter="url(#cabin-shadow)"/>`;
  // Staves: a tapered body, light on the left.
  out += `<path d="M${n(bx - r)} ${n(by - h)}L${n(bx - r * 0.85)} ${n(by)}Q${n(bx)} ${n(by + r * 0.3)} ${n(bx + r * 0.85)} ${n(by)}L${n(bx + r)} ${n(by - h)}Z" fill="${w.base}"/>`;
  for (let i = 1; i < 6; i++) {
    const t = -1 + (i * 2) / 6;
    out += `<path d="M${n(bx + t * r)} ${n(by - h + r * 0.3 * (1 - t * t))}L${n(bx + t * r * 0.85)} ${n(by + r * 0.28 * (1 - t * t))}" stroke="${w.grain}" stroke-width="${n(1.5 * s * 4)}" opacity="0.5"/>`;
  }
  out += `<path d="M${n(bx - r)} ${n(by - h)}L${n(bx - r * 0.85)} ${n(by)}Q${n(bx)} ${n(by + r * 0.3)} ${n(bx + r * 0.85)} ${n(by)}L${n(bx + r)} ${n(by - h)}Z" fill="url(#cabin-face-light)"/>`;
  for (const hoop of [0.22, 0.75]) {
    const yy = by - h + h * hoop;
    const rr = r * (1 - 0.15 * hoop);
    out += `<path d="M${n(bx - rr)} ${n(yy)}Q${n(bx)} ${n(yy + r * 0.32)} ${n(bx + rr)} ${n(yy)}" stroke="#2b2622" stroke-width="${n(14 * s)}" fill="none"/>`;
  }
  out += `<ellipse cx="${n(bx)}" cy="${n(by - h)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="${w.dark}"/>`;
  out += `<ellipse cx="${n(bx)}" cy="${n(by - h + 2 * s)}" rx="${n(r * 0.86)}" ry="${n(r * 0.24)}" fill="#8fb3c0" opacity="0.8"/>`;
  // The ladle resting across the rim.
  out += `<path d="M${n(bx - r * 0.3)} ${n(by - h - r * 0.05)}L${n(bx + r * 3.2)} ${n(by - h - r * 1.6)}" stroke="${w.light}" stroke-width="${n(26 * s)}" stroke-linecap="round"/>`;
  // A folded linen towel further along the bench.
  const [tx, ty] = cam.project([x - 700, UPPER_BENCH.top, z]);
  const ts = cam.scaleAt([x - 700, UPPER_BENCH.top, z]);
  out += `<path d="M${n(tx - 260 * ts)} ${n(ty)}L${n(tx - 230 * ts)} ${n(ty - 90 * ts)}L${n(tx + 250 * ts)} ${n(ty - 95 * ts)}L${n(tx + 270 * ts)} ${n(ty)}Z" fill="#ece4d8"/>`;
  out += `<path d="M${n(tx - 245 * ts)} ${n(ty - 45 * ts)}L${n(tx + 262 * ts)} ${n(ty - 48 * ts)}" stroke="#c9b08a" stroke-width="${n(6 * ts)}"/>`;
  out += `<path d="M${n(tx - 260 * ts)} ${n(ty)}L${n(tx - 230 * ts)} ${n(ty - 90 * ts)}L${n(tx + 250 * ts)} ${n(ty - 95 * ts)}L${n(tx + 270 * ts)} ${n(ty)}Z" fill="${palette.ink}" opacity="0.18"/>`;
  return out;
}

/** A few soft plumes of steam rising from the heater. */
function steam(cam: Projector, cabin: Cabin) {
  const rand = random(`${cabin.name}/steam`);
  const x = WALL + 40 + (HEATER.x1 - HEATER.x0) / 2;
  const z = cabin.depth - WALL - HEATER.depth / 2 - 80;
  let out = "";
  for (let i = 0; i < 6; i++) {
    const [px, py] = cam.project([x + between(rand, -150, 250), HEATER.height + 250 + i * 190, z]);
    const s = cam.scaleAt([x, HEATER.height, z]);
    out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(between(rand, 120, 220) * s)}" ry="${n(between(rand, 70, 120) * s)}" fill="url(#glow-steam)" opacity="${n(0.16 - i * 0.02)}"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Line drawings                                                                               */

const ink = palette.line;

function paper(width: number, height: number) {
  const defs =
    linear(
      "paper",
      [
        [0, "#f4efe6"],
        [1, "#ebe3d6"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radial(
      "paper-key",
      [
        [0, "#fffaf2", 0.7],
        [1, "#fffaf2", 0],
      ],
      { cx: 0.2, cy: 0.1, r: 0.8 },
    );
  const body = `<rect width="${width}" height="${height}" fill="url(#paper)"/><rect width="${width}" height="${height}" fill="url(#paper-key)"/>`;
  return { defs, body };
}

/** A dimension line between two points, offset to one side, with ticks and its value lettered. */
function dimension(
  [ax, ay]: [number, number],
  [bx, by]: [number, number],
  offset: number,
  label: string,
  size: number,
) {
  const horizontal = Math.abs(by - ay) < Math.abs(bx - ax);
  const [dx, dy] = horizontal ? [0, offset] : [offset, 0];
  const a = [ax + dx, ay + dy];
  const b = [bx + dx, by + dy];
  const tick = size * 0.45;
  let out = `<path d="M${n(ax)} ${n(ay)}L${n(a[0]!)} ${n(a[1]!)}M${n(bx)} ${n(by)}L${n(b[0]!)} ${n(b[1]!)}" stroke="${ink}" stroke-width="1" opacity="0.45"/>`;
  out += `<path d="M${n(a[0]!)} ${n(a[1]!)}L${n(b[0]!)} ${n(b[1]!)}" stroke="${ink}" stroke-width="1.4"/>`;
  for (const [px, py] of [a, b]) {
    out += `<path d="M${n(px! - tick)} ${n(py! + tick)}L${n(px! + tick)} ${n(py! - tick)}" stroke="${ink}" stroke-width="2"/>`;
  }
  if (horizontal) {
    out += lettering(label, (a[0]! + b[0]!) / 2, a[1]! - size * 0.6, size, {
      anchor: "middle",
      color: ink,
    });
  } else {
    // Vertical dimensions are lettered beside the line, reading across.
    out += lettering(
      label,
      a[0]! + size * 0.7 * Math.sign(offset || 1),
      (a[1]! + b[1]!) / 2 + size / 2,
      size,
      {
        anchor: offset < 0 ? "end" : "start",
        color: ink,
      },
    );
  }
  return out;
}

function titleBlock(x: number, y: number, lines: [string, string], size: number) {
  const w =
    Math.max(
      letteringWidth(lines[0], size * 1.15, size * 0.14),
      letteringWidth(lines[1], size * 0.8, size * 0.1),
    ) +
    size * 1.6;
  const h = size * 4.2;
  return `<rect x="${n(x - w)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${ink}" stroke-width="1.4"/>
<path d="M${n(x - w)} ${n(y - h * 0.45)}H${n(x)}" stroke="${ink}" stroke-width="1"/>${lettering(lines[0], x - w + size * 0.8, y - h * 0.45 - size * 0.75, size * 1.15, { color: ink, weight: 2.2 })}${lettering(lines[1], x - w + size * 0.8, y - size * 0.7, size * 0.8, { color: ink, weight: 1.6, opacity: 0.85 })}`;
}

/** Front and side elevations at one scale, with the height, width and depth dimensioned. */
export function elevations(cabin: Cabin, size: { width: number; height: number }) {
  const { width: IW, height: IH } = size;
  const { width: W, depth: D, height: H } = cabin;
  const scale = Math.min((IW * 0.62) / (W + D + 1400), (IH * 0.58) / H);
  const base = IH * 0.74;
  const frontX = IW * 0.1 + 250 * scale;
  const sideX = frontX + (W + 900) * scale;
  const p = paper(IW, IH);
  const lw = 2.2;
  let body = p.body;
  const rect = (x: number, y: number, w: number, h: number, extra = "") =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${ink}" stroke-width="${lw}"${extra}/>`;
  // Ground line.
  body += `<path d="M${n(IW * 0.06)} ${n(base)}H${n(IW * 0.94)}" stroke="${ink}" stroke-width="1.6"/>`;
  // Front elevation: cladding, roof band, openings.
  body += rect(frontX, base - H * scale, W * scale, H * scale);
  body += rect(frontX - 30 * scale, base - H * scale, (W + 60) * scale, ROOF * scale);
  for (let x = 120; x < W; x += 120) {
    body += `<path d="M${n(frontX + x * scale)} ${n(base - 60 * scale)}V${n(base - (H - ROOF) * scale)}" stroke="${ink}" stroke-width="0.8" opacity="0.35"/>`;
  }
  for (const [a, b, c, d] of openings(cabin)) {
    body += `<rect x="${n(frontX + a * scale)}" y="${n(base - d * scale)}" width="${n((b - a) * scale)}" height="${n((d - c) * scale)}" fill="#f6f2ec" stroke="${ink}" stroke-width="${lw}"/>`;
    body += `<path d="M${n(frontX + (a + (b - a) * 0.2) * scale)} ${n(base - (d - 150) * scale)}l${n((b - a) * 0.25 * scale)} ${n(-(-(b - a) * 0.25) * scale)}" stroke="${ink}" stroke-width="1" opacity="0.4"/>`;
  }
  // Side elevation.
  body += rect(sideX, base - H * scale, D * scale, H * scale);
  body += rect(sideX - 30 * scale, base - H * scale, (D + 60) * scale, ROOF * scale);
  for (let y = 60 + 110; y < H - ROOF; y += 110) {
    body += `<path d="M${n(sideX)} ${n(base - y * scale)}H${n(sideX + D * scale)}" stroke="${ink}" stroke-width="0.8" opacity="0.35"/>`;
  }
  const label = IH * 0.022;
  body += dimension(
    [frontX, base - H * scale],
    [frontX + W * scale, base - H * scale],
    -IH * 0.05,
    `${W}`,
    label,
  );
  body += dimension([frontX, base], [frontX, base - H * scale], -IW * 0.035, `${H}`, label);
  body += dimension(
    [sideX, base - H * scale],
    [sideX + D * scale, base - H * scale],
    -IH * 0.05,
    `${D}`,
    label,
  );
  body += lettering("FRONT", frontX, base + label * 2.4, label * 0.9, { color: ink, opacity: 0.8 });
  body += lettering("SIDE", sideX, base + label * 2.4, label * 0.9, { color: ink, opacity: 0.8 });
  body += titleBlock(
    IW * 0.94,
    IH * 0.94,
    [cabin.name.toUpperCase(), `ELEVATIONS  MM  ${W} × ${D} × ${H}`],
    label,
  );
  return svgDocument(IW, IH, body, p.defs);
}

/** The floor plan: walls, benches, heater and door swing, dimensioned. */
export function plan(cabin: Cabin, size: { width: number; height: number }) {
  const { width: IW, height: IH } = size;
  const { width: W, depth: D } = cabin;
  const scale = Math.min((IW * 0.6) / W, (IH * 0.6) / D);
  const ox = (IW - W * scale) / 2 - IW * 0.06;
  const oy = (IH - D * scale) / 2 + IH * 0.02;
  // Plan: x to the right, the back wall at the top, the front (z = 0) at the bottom.
  const X = (x: number) => ox + x * scale;
  const Y = (z: number) => oy + (D - z) * scale;
  const p = paper(IW, IH);
  let body = p.body;
  const t = WALL * scale;
  body += `<path fill-rule="evenodd" d="M${n(X(0))} ${n(Y(D))}H${n(X(W))}V${n(Y(0))}H${n(X(0))}Z M${n(X(0) + t)} ${n(Y(D) + t)}V${n(Y(0) - t)}H${n(X(W) - t)}V${n(Y(D) + t)}Z" fill="${ink}" opacity="0.85"/>`;
  // Openings in the front wall.
  for (const [a, b] of openings(cabin)) {
    body += `<rect x="${n(X(a))}" y="${n(Y(0) - t - 1)}" width="${n((b - a) * scale)}" height="${n(t + 2)}" fill="#f1ebe1"/>`;
    body += `<path d="M${n(X(a))} ${n(Y(0) - t / 2)}H${n(X(b))}" stroke="${ink}" stroke-width="1.2"/>`;
  }
  if (cabin.front === "door") {
    const [a, b] = openings(cabin).at(-1)!;
    const r = (b - a) * scale;
    body += `<path d="M${n(X(b))} ${n(Y(0))}L${n(X(b))} ${n(Y(0) + r)}A${n(r)} ${n(r)} 0 0 1 ${n(X(a))} ${n(Y(0))}" fill="none" stroke="${ink}" stroke-width="1.2" stroke-dasharray="6 5"/>`;
  }
  // Benches.
  const z1 = D - WALL;
  const benchX0 = Math.min(BENCH_START, WALL + (W - 2 * WALL) * 0.42);
  const upperFront = z1 - UPPER_BENCH.depth;
  const lowerFront = upperFront - LOWER_BENCH.depth;
  body += `<rect x="${n(X(benchX0))}" y="${n(Y(z1))}" width="${n((W - WALL - benchX0) * scale)}" height="${n(UPPER_BENCH.depth * scale)}" fill="#e3d6c2" stroke="${ink}" stroke-width="1.6"/>`;
  body += `<rect x="${n(X(benchX0))}" y="${n(Y(upperFront))}" width="${n((W - WALL - benchX0) * scale)}" height="${n(LOWER_BENCH.depth * scale)}" fill="none" stroke="${ink}" stroke-width="1.6" stroke-dasharray="10 6"/>`;
  for (let z = upperFront + 95; z < z1; z += 95) {
    body += `<path d="M${n(X(benchX0))} ${n(Y(z))}H${n(X(W - WALL))}" stroke="${ink}" stroke-width="0.8" opacity="0.4"/>`;
  }
  // Heater.
  const hx = X(WALL + 40);
  const hy = Y(z1 - 80);
  const hw = (HEATER.x1 - HEATER.x0) * scale;
  const hd = HEATER.depth * scale;
  body += `<rect x="${n(hx)}" y="${n(hy)}" width="${n(hw)}" height="${n(hd)}" fill="none" stroke="${ink}" stroke-width="1.8"/><path d="M${n(hx)} ${n(hy)}l${n(hw)} ${n(hd)}M${n(hx + hw)} ${n(hy)}l${n(-hw)} ${n(hd)}" stroke="${ink}" stroke-width="1" opacity="0.6"/>`;
  const label = IH * 0.024;
  body += dimension([X(0), Y(D)], [X(W), Y(D)], -IH * 0.06, `${W}`, label);
  body += dimension([X(W), Y(D)], [X(W), Y(0)], IW * 0.04, `${D}`, label);
  body += lettering(
    "UPPER BENCH",
    X(benchX0) + 20,
    Y(z1) + UPPER_BENCH.depth * scale * 0.6,
    label * 0.7,
    { color: ink, opacity: 0.75 },
  );
  body += lettering("HEATER", hx, hy + hd + label * 1.4, label * 0.7, {
    color: ink,
    opacity: 0.75,
  });
  body += lettering(
    `LOWER BENCH`,
    X(benchX0) + 20,
    Y(lowerFront) - LOWER_BENCH.depth * scale * 0.35,
    label * 0.7,
    { color: ink, opacity: 0.75 },
  );
  // North arrow and the title block.
  const nx = IW * 0.9;
  const ny = IH * 0.16;
  body += `<circle cx="${n(nx)}" cy="${n(ny)}" r="${n(label * 1.6)}" fill="none" stroke="${ink}" stroke-width="1.4"/><path d="M${n(nx)} ${n(ny - label * 1.6)}L${n(nx + label * 0.6)} ${n(ny + label * 0.8)}L${n(nx)} ${n(ny + label * 0.3)}L${n(nx - label * 0.6)} ${n(ny + label * 0.8)}Z" fill="${ink}"/>`;
  body += titleBlock(
    IW * 0.95,
    IH * 0.94,
    [`${cabin.name.toUpperCase()}  PLAN`, `SCALE 1:20  MM  ${W} × ${D}`],
    label,
  );
  return svgDocument(IW, IH, body, p.defs);
}
