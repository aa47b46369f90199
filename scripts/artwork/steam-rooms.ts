/**
 * Steam rooms: three portrait cards of tiled rooms in warm, dim light with one cool accent. The
 * rooms are built in 3D (see `space.ts`) from large-format stone tiles; corner occlusion is laid
 * on with gradients and vapour with soft radial glows, both cheap to render, unlike blurred
 * shapes. The cool accent is a glacier light line, the daylight beyond a glass door, or a mosaic.
 */
import { type Artwork, between, linear, n, palette, random, svgDocument } from "./kit";
import {
  type Camera,
  type Point,
  type Vec3,
  add,
  box,
  camera,
  canvasPath,
  edgeVignette,
  face,
  glow,
  mix,
  outline,
  pathOf,
  polyPath,
  scale,
  segment,
  spaceDefs,
  towelStack,
} from "./space";

const W = 1200;
const H = 1500;

/** The warm stone of the large-format tiles. */
const TILE = "#bba58c";
const JOINT = "#4e443b";

/* ------------------------------------------------------------------------------------------ */
/* Tiled surfaces                                                                              */
/* ------------------------------------------------------------------------------------------ */

interface TileOptions {
  joint?: number;
  jointOpacity?: number;
  /** Gradients (by id) laid over the face: occlusion, fall-off. */
  overlays?: readonly string[];
}

/**
 * A tiled rectangle in the world: corner `o`, edges `u` and `v`, tiles `tu` × `tv` mm along them.
 * The face is wound so its normal is u × v and shaded by the key light; the joints are one path.
 */
function tiled(
  cam: Camera,
  o: Vec3,
  u: Vec3,
  v: Vec3,
  tu: number,
  tv: number,
  colour: string,
  { joint = 1, jointOpacity = 0.32, overlays = [] }: TileOptions = {},
): string {
  const lu = Math.hypot(...u);
  const lv = Math.hypot(...v);
  const quad: Vec3[] = [o, add(o, u), add(add(o, u), v), add(o, v)];
  let out = face(cam, quad, { color: colour });
  if (!out) return "";
  // Overlays follow the part of the face on the canvas, so their fades sit in its corners.
  const outlineD = canvasPath(cam, quad, W, H);
  for (const overlay of overlays) out += `<path d="${outlineD}" fill="url(#${overlay})"/>`;
  let d = "";
  const du = scale(u, 1 / lu);
  const dv = scale(v, 1 / lv);
  for (let a = tu; a < lu - 1; a += tu)
    d += segment(cam, add(o, scale(du, a)), add(add(o, scale(du, a)), v));
  for (let b = tv; b < lv - 1; b += tv)
    d += segment(cam, add(o, scale(dv, b)), add(add(o, scale(dv, b)), u));
  if (d)
    out += `<path d="${d}" stroke="${JOINT}" stroke-width="${n(joint)}" opacity="${n(jointOpacity)}" fill="none"/>`;
  return out;
}

/** A tiled box (a bench): its visible faces tiled alike, darkening towards the floor. */
function tiledBox(cam: Camera, min: Vec3, max: Vec3, tile: number, colour: string): string {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const faces: { o: Vec3; u: Vec3; v: Vec3 }[] = [
    { o: [x0, y0, z1], u: [x1 - x0, 0, 0], v: [0, y1 - y0, 0] }, // top
    { o: [x0, y0, z0], u: [x1 - x0, 0, 0], v: [0, 0, z1 - z0] }, // front
    { o: [x0, y1, z0], u: [0, y0 - y1, 0], v: [0, 0, z1 - z0] }, // left
    { o: [x1, y0, z0], u: [0, y1 - y0, 0], v: [0, 0, z1 - z0] }, // right
  ];
  return faces
    .map((f, i) =>
      tiled(cam, f.o, f.u, f.v, tile, tile, colour, { overlays: i === 0 ? [] : ["sp-fall"] }),
    )
    .join("");
}

/**
 * The shell of a tiled room seen from its open front: floor, back, left and right walls, and the
 * ceiling, each with gradients that darken it into the inside corners.
 */
function room(
  cam: Camera,
  { width, depth, height }: { width: number; depth: number; height: number },
  { tu, tv, floorTile, colour }: { tu: number; tv: number; floorTile: number; colour: string },
): string {
  return [
    tiled(
      cam,
      [0, 0, 0],
      [width, 0, 0],
      [0, depth, 0],
      floorTile,
      floorTile,
      mix(colour, palette.charcoal, 0.18),
      {
        overlays: ["sp-ao-top"],
      },
    ),
    tiled(cam, [0, depth, 0], [width, 0, 0], [0, 0, height], tu, tv, colour, {
      overlays: ["sp-fall", "sp-ao-sides"],
    }),
    tiled(cam, [0, 0, 0], [0, depth, 0], [0, 0, height], tu, tv, colour, {
      overlays: ["sp-fall", "sp-ao-right"],
    }),
    tiled(cam, [width, depth, 0], [0, -depth, 0], [0, 0, height], tu, tv, colour, {
      overlays: ["sp-fall", "sp-ao-left"],
    }),
    tiled(
      cam,
      [0, 0, height],
      [0, depth, 0],
      [width, 0, 0],
      tu,
      tu,
      mix(colour, palette.charcoal, 0.3),
      {
        overlays: ["sp-ao-bottom"],
      },
    ),
  ].join("");
}

/* ------------------------------------------------------------------------------------------ */
/* Fittings and vapour                                                                         */
/* ------------------------------------------------------------------------------------------ */

/** A round brushed-steel steam outlet on a wall: centre `c`, the wall's in-plane axes `along` and `up`. */
function steamOutlet(cam: Camera, c: Vec3, along: Vec3, up: Vec3, radius: number): string {
  const out: Vec3 = [
    along[1] * up[2] - along[2] * up[1],
    along[2] * up[0] - along[0] * up[2],
    along[0] * up[1] - along[1] * up[0],
  ];
  const ring = (r: number, lift: number): Point[] =>
    outline(
      cam,
      Array.from({ length: 28 }, (_, i) => {
        const a = (i / 28) * Math.PI * 2;
        return add(
          add(c, scale(along, Math.cos(a) * r)),
          add(scale(up, Math.sin(a) * r), scale(out, lift)),
        );
      }),
    );
  const plate = ring(radius, 0);
  const cap = ring(radius * 0.45, 14);
  return `<path d="${pathOf(plate)}" fill="${mix(palette.steel, palette.ink, 0.15)}"/><path d="${pathOf(plate)}" fill="url(#st-steel)"/><path d="${pathOf(cap)}" fill="${mix(palette.steel, palette.steelDark, 0.5)}"/><path d="${pathOf(cap)}" fill="url(#st-steel)"/>`;
}

/**
 * Vapour: a haze that thickens upwards over the whole picture, long soft billows hanging in the
 * room, and a plume curling up from the steam outlet.
 */
function vapour(
  cam: Camera,
  rand: () => number,
  area: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number },
  billows: number,
  outlet?: { at: Vec3; out: Vec3 },
  strength = 1,
): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#st-haze)" opacity="${n(strength)}"/>`;
  for (let i = 0; i < billows; i++) {
    const p: Vec3 = [
      between(rand, area.x0, area.x1),
      between(rand, area.y0, area.y1),
      between(rand, area.z0, area.z1),
    ];
    const [x, y] = cam.project(p);
    const k = cam.pixelsAt(cam.view(p)[2]);
    out += glow(
      x,
      y,
      between(rand, 700, 1100) * k,
      between(rand, 140, 230) * k,
      "white",
      between(rand, 0.12, 0.2) * strength,
      between(rand, -8, 8),
    );
  }
  if (outlet) {
    // The plume: puffs growing and fading as they rise and drift into the room.
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const drift = 120 + t * 260;
      const p: Vec3 = add(outlet.at, [
        outlet.out[0] * drift + between(rand, -60, 60),
        outlet.out[1] * drift + between(rand, -60, 60),
        80 + t * 700,
      ]);
      const [x, y] = cam.project(p);
      const k = cam.pixelsAt(cam.view(p)[2]);
      out += glow(
        x,
        y,
        (140 + t * 380) * k,
        (110 + t * 300) * k,
        "white",
        (0.42 - t * 0.26) * strength,
        between(rand, -20, 20),
      );
    }
  }
  return out;
}

/**
 * A band of warm light on the floor along the line a–b, bright at the line and fading over
 * `away`. Its gradient runs in canvas space square to the band's line, so the fade follows the
 * band however it lies in the picture.
 */
function lightBand(cam: Camera, a: Vec3, b: Vec3, away: Vec3, id: string): string {
  const d = polyPath(cam, [a, b, add(b, away), add(a, away)]);
  const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
  // Run the gradient square to the band's line as it lies on the canvas.
  const [pa, pb] = [cam.project(a), cam.project(b)];
  const [x1, y1] = cam.project(mid);
  const [fx, fy] = cam.project(add(mid, away));
  const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
  let [nx, ny] = [-(pb[1] - pa[1]) / len, (pb[0] - pa[0]) / len];
  if (nx * (fx - x1) + ny * (fy - y1) < 0) [nx, ny] = [-nx, -ny];
  const reach = nx * (fx - x1) + ny * (fy - y1);
  const [x2, y2] = [x1 + nx * reach, y1 + ny * reach];
  const gradient = `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${palette.amber}" stop-opacity="0.3"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0"/></linearGradient>`;
  return `<defs>${gradient}</defs><path d="${d}" fill="url(#${id})"/>`;
}

/** Shared gradients of the steam rooms. */
function steamDefs(): string {
  return (
    linear(
      "st-steel",
      [
        [0, "#ffffff", 0.5],
        [0.5, "#ffffff", 0],
        [1, palette.ink, 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear("st-dusk", [
      [0, palette.ink, 0.5],
      [0.45, palette.ink, 0.22],
      [1, palette.ink, 0.42],
    ]) +
    linear("st-top-dusk", [
      [0, palette.ink, 0.4],
      [1, palette.ink, 0],
    ]) +
    linear("st-haze", [
      [0, "#ffffff", 0.2],
      [0.55, "#ffffff", 0.06],
      [1, "#ffffff", 0],
    ])
  );
}

/** A small teak stool: a slatted seat on four square legs, standing at `at` (its front-left foot). */
function stool(cam: Camera, at: Vec3): string {
  const teak = "#9a6a43";
  const [x, y, z] = at;
  const w = 380;
  const d = 280;
  const h = 450;
  // A faint contact shade under the stool.
  let out = `<path d="${polyPath(cam, [
    [x + 10, y + 10, z],
    [x + w + 30, y + 10, z],
    [x + w + 30, y + d, z],
    [x + 10, y + d, z],
  ])}" fill="${palette.ink}" opacity="0.1"/>`;
  for (const [lx, ly] of [
    [x + w - 40, y + d - 40],
    [x, y + d - 40],
    [x + w - 40, y],
    [x, y],
  ] as const) {
    out += box(cam, [lx, ly, z], [lx + 40, ly + 40, z + h - 40], { color: teak });
  }
  out += box(
    cam,
    [x - 10, y - 10, z + h - 40],
    [x + w + 10, y + d + 10, z + h],
    { color: teak },
    {
      top: { color: mix(teak, "#c89a6c", 0.45) },
    },
  );
  let slats = "";
  for (let sx = x + 60; sx < x + w; sx += 70)
    slats += segment(cam, [sx, y - 10, z + h + 0.5], [sx, y + d + 10, z + h + 0.5]);
  return (
    out + `<path d="${slats}" stroke="${palette.cedarDeep}" stroke-width="1.2" opacity="0.5"/>`
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Scenes                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** A steam room with an L-shaped tiled bench, a warm glow under the seat and a cool cove light. */
function tiledBench(): string {
  const rand = random("steam-rooms/tiled-bench");
  const R = { width: 2600, depth: 2500, height: 2400 };
  const cam = camera({
    eye: [1800, -1300, 1550],
    target: [1150, 2500, 1000],
    center: [W * 0.5, H * 0.47],
    focal: 1150,
  });
  const bench = { h: 460, d: 480, lip: 110, recess: 70 };
  // The room is tiled in the stone dimmed for the steam's low light; the lights are added after.
  const dim = mix(TILE, "#3b2c22", 0.5);
  let body = room(cam, R, { tu: 600, tv: 1200, floorTile: 600, colour: dim });
  const sideY0 = 250;
  const backY0 = R.depth - bench.d;
  // The warm glow from under the seats, washing the floor (drawn before the benches hide part of it).
  body += lightBand(
    cam,
    [0, backY0 + bench.recess, 1],
    [R.width, backY0 + bench.recess, 1],
    [0, -460, 0],
    "st-band-back",
  );
  body += lightBand(
    cam,
    [bench.d - bench.recess, backY0, 1],
    [bench.d - bench.recess, sideY0, 1],
    [460, 0, 0],
    "st-band-side",
  );
  // The L-shaped bench along the back and left walls: dark recessed plinths under tiled seats.
  body += box(cam, [0, backY0 + bench.recess, 0], [R.width, R.depth, bench.lip], {
    color: palette.soot,
  });
  body += box(cam, [0, sideY0, 0], [bench.d - bench.recess, backY0, bench.lip], {
    color: palette.soot,
  });
  body += tiledBox(cam, [0, backY0, bench.lip], [R.width, R.depth, bench.h], 300, dim);
  body += tiledBox(cam, [0, sideY0, bench.lip], [bench.d, backY0, bench.h], 300, dim);
  // The seat fronts catch a little of it too.
  const [bx, by] = cam.project([R.width * 0.55, backY0, bench.lip + 60]);
  body += glow(bx, by, 520, 60, "amber", 0.25);
  // The upper room falls into dusk.
  body += `<rect width="${W}" height="${n(H * 0.45)}" fill="url(#st-top-dusk)"/>`;
  // The cool accent: a light line in a cove where the back wall meets the ceiling.
  const cove: [Vec3, Vec3] = [
    [60, R.depth - 2, R.height - 40],
    [R.width - 60, R.depth - 2, R.height - 40],
  ];
  const [ca, cb] = [cam.project(cove[0]), cam.project(cove[1])];
  body += glow(
    (ca[0] + cb[0]) / 2,
    (ca[1] + cb[1]) / 2 + 60,
    Math.abs(cb[0] - ca[0]) * 0.6,
    190,
    "glacier",
    0.35,
  );
  body += `<path d="${segment(cam, cove[0], cove[1])}" stroke="${palette.ice}" stroke-width="3.5" stroke-linecap="round"/>`;
  // A warm pool of light on the back wall above the bench.
  const [wx, wy] = cam.project([R.width * 0.42, R.depth, 1150]);
  body += glow(wx, wy, 620, 480, "amber", 0.24);
  // The steam outlet low on the right wall, and the vapour.
  const outlet: Vec3 = [R.width - 1, 1100, 280];
  body += steamOutlet(cam, outlet, [0, 1, 0], [0, 0, 1], 70);
  body += vapour(
    cam,
    rand,
    { x0: 400, x1: R.width - 300, y0: 700, y1: R.depth - 300, z0: 600, z1: 1900 },
    6,
    {
      at: outlet,
      out: [-1, 0, 0],
    },
  );
  body += edgeVignette(W, H, 0.32);
  return svgDocument(W, H, body, spaceDefs() + steamDefs());
}

/** A steam shower behind a frameless glass front: rain head, tiled walls, a fold-down seat. */
function rainShower(): string {
  const rand = random("steam-rooms/rain-shower");
  // The enclosure: a tiled alcove, its glass front in the plane y = 0.
  const E = { width: 1500, depth: 1300, height: 2300 };
  const cam = camera({
    eye: [1500, -3600, 1600],
    target: [780, 700, 1050],
    center: [W * 0.5, H * 0.5],
    focal: 1600,
  });
  const outside = "#ddd3c6";
  let body = `<rect width="${W}" height="${H}" fill="${outside}"/>`;
  // The bathroom: a floor of large pale stone and the wall the enclosure is set into.
  body += tiled(
    cam,
    [-3000, -4000, 0],
    [7500, 0, 0],
    [0, 4000, 0],
    900,
    900,
    mix(outside, palette.sand, 0.25),
    {
      jointOpacity: 0.18,
      overlays: ["sp-ao-top"],
    },
  );
  const wall = (x0: number, x1: number, z0: number, z1: number) =>
    tiled(cam, [x0, 0, z0], [x1 - x0, 0, 0], [0, 0, z1 - z0], 900, 900, outside, {
      jointOpacity: 0.12,
      overlays: ["sp-fall"],
    });
  body += wall(-3000, 0, 0, 3000) + wall(E.width, 4500, 0, 3000) + wall(0, E.width, E.height, 3000);
  // Inside the enclosure: a warmer, darker tiled alcove in its own dim light.
  const inside = mix(TILE, "#6b5846", 0.45);
  let alcove = room(cam, E, { tu: 300, tv: 600, floorTile: 300, colour: inside });
  // The fold-down teak seat on the left wall and the steam outlet under it.
  const teak = "#9a6a43";
  alcove += box(
    cam,
    [0, 450, 470],
    [400, 1050, 505],
    { color: teak },
    { top: { color: mix(teak, "#c89a6c", 0.45) } },
  );
  let slats = "";
  for (let y = 510; y < 1050; y += 60) slats += segment(cam, [0, y, 505.5], [400, y, 505.5]);
  alcove += `<path d="${slats}" stroke="${palette.cedarDeep}" stroke-width="1.2" opacity="0.55"/>`;
  const outlet: Vec3 = [1, 750, 230];
  alcove += steamOutlet(cam, outlet, [0, 1, 0], [0, 0, 1], 50);
  // The rain head: a thin square plate just under the ceiling, on a short arm.
  const head = { x: 780, y: 650, s: 320 };
  alcove += box(
    cam,
    [head.x - 12, head.y - 12, E.height - 30],
    [head.x + 12, head.y + 12, E.height],
    { color: palette.steelDark },
  );
  alcove += box(
    cam,
    [head.x - head.s / 2, head.y - head.s / 2, E.height - 48],
    [head.x + head.s / 2, head.y + head.s / 2, E.height - 30],
    { color: palette.steel },
  );
  // The thermostat panel on the right wall.
  alcove += box(cam, [E.width - 12, 1000, 1250], [E.width, 1110, 1400], { color: palette.soot });
  alcove += `<rect width="${W}" height="${H}" fill="url(#st-dusk)" opacity="0.7"/>`;
  // A warm downlight inside.
  const [dx, dy] = cam.project([E.width / 2, E.depth * 0.7, 1000]);
  const k = cam.pixelsAt(cam.view([E.width / 2, E.depth, 1000])[2]);
  alcove += glow(dx, dy, 1000 * k, 1400 * k, "amber", 0.42);
  const [hx, hy] = cam.project([head.x, head.y, E.height - 60]);
  alcove += glow(hx, hy + 40, 420 * k, 160 * k, "warm", 0.45);
  // A veil of fine rain, barely there.
  let rain = "";
  for (let i = 0; i < 30; i++) {
    const x = head.x + between(rand, -140, 140);
    const y = head.y + between(rand, -140, 140);
    const z0 = E.height - 70 - between(rand, 0, 400);
    rain += segment(cam, [x, y, z0], [x, y, z0 - between(rand, 250, 700)]);
  }
  alcove += `<path d="${rain}" stroke="#ffffff" stroke-width="1" opacity="0.28"/>`;
  alcove += vapour(
    cam,
    rand,
    { x0: 200, x1: E.width - 200, y0: 300, y1: E.depth - 200, z0: 500, z1: 1900 },
    5,
    {
      at: outlet,
      out: [1, 0, 0],
    },
  );
  // Everything inside is seen through the glass: clip it to the opening.
  const glass: Vec3[] = [
    [0, -6, 0],
    [E.width, -6, 0],
    [E.width, -6, E.height],
    [0, -6, E.height],
  ];
  const glassD = polyPath(cam, glass);
  body += `<clipPath id="st-opening"><path d="${glassD}"/></clipPath><g clip-path="url(#st-opening)">${alcove}</g>`;
  // The glass front: a fixed panel and the door, in slim black profiles, with mist low on the glass.
  body += `<path d="${glassD}" fill="url(#st-glass)"/><path d="${glassD}" fill="url(#st-fog)"/>`;
  const door = 640;
  let profiles = segment(cam, [E.width - door, -6, 0], [E.width - door, -6, E.height]);
  profiles +=
    segment(cam, [0, -6, 3], [E.width, -6, 3]) +
    segment(cam, [0, -6, E.height - 3], [E.width, -6, E.height - 3]);
  profiles +=
    segment(cam, [3, -6, 0], [3, -6, E.height]) +
    segment(cam, [E.width - 3, -6, 0], [E.width - 3, -6, E.height]);
  body += `<path d="${profiles}" stroke="${palette.ink}" stroke-width="3.5" opacity="0.85"/>`;
  // The door's long pull handle, and its two hinges.
  body += `<path d="${segment(cam, [E.width - door + 80, -45, 750], [E.width - door + 80, -45, 1550])}" stroke="${palette.soot}" stroke-width="6" stroke-linecap="round"/>`;
  for (const z of [320, 1900])
    body += box(cam, [E.width - 36, -22, z], [E.width - 4, -6, z + 95], { color: palette.soot });
  // A reflection streak on the glass.
  body += `<path d="${polyPath(cam, [
    [140, -7, E.height * 0.4],
    [380, -7, E.height * 0.62],
    [380, -7, E.height * 0.92],
    [140, -7, E.height * 0.7],
  ])}" fill="#ffffff" opacity="0.08"/>`;
  // The cool accent: daylight from the left, falling across the bathroom floor, softly edged.
  for (const [grow, opacity] of [
    [140, 0.05],
    [70, 0.06],
    [0, 0.08],
  ] as const) {
    body += `<path d="${polyPath(cam, [
      [-2600 - grow, -2600 - grow, 1],
      [-900 + grow, -2600 - grow, 1],
      [300 + grow, -600 + grow, 1],
      [-1400 - grow, -600 + grow, 1],
    ])}" fill="#ffffff" opacity="${opacity}"/>`;
  }
  // A teak stool beside the shower with a folded towel: warmth, and a sense of scale.
  body += stool(cam, [1580, -330, 0]);
  body += towelStack(cam, 1770, -190, 450, -0.08, [
    { w: 330, d: 250, h: 50, color: "#e4dacb" },
    { w: 310, d: 235, h: 46, color: "#f0eae0" },
  ]);
  body += edgeVignette(W, H, 0.2);
  return svgDocument(
    W,
    H,
    body,
    spaceDefs() +
      steamDefs() +
      linear(
        "st-glass",
        [
          [0, palette.ice, 0.08],
          [1, palette.glacier, 0.06],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ) +
      linear("st-fog", [
        [0, "#ffffff", 0],
        [0.6, "#ffffff", 0.02],
        [1, "#ffffff", 0.18],
      ]),
  );
}

/**
 * A detail: a niche lined with small glacier-grey mosaic in a wall of warm stone, with a stone
 * seat, a steam outlet below and a warm light line under its soffit.
 */
function mosaicNiche(): string {
  const rand = random("steam-rooms/mosaic-niche");
  // The wall is the plane y = 0; the niche is cut into it.
  const N = { x0: 0, x1: 1400, z0: 450, z1: 2000, depth: 450 };
  const cam = camera({
    eye: [1150, -3300, 1300],
    target: [700, 200, 1150],
    center: [W * 0.5, H * 0.48],
    focal: 1500,
  });
  const stone = "#b9a58d";
  const mosaic = mix(palette.glacierDeep, palette.stone, 0.3);
  let body = `<rect width="${W}" height="${H}" fill="${mix(stone, palette.charcoal, 0.3)}"/>`;
  // The floor and the main wall in large tiles.
  body += tiled(
    cam,
    [-2500, -3000, 0],
    [6500, 0, 0],
    [0, 3000, 0],
    600,
    600,
    mix(stone, palette.charcoal, 0.25),
    {
      overlays: ["sp-ao-top"],
    },
  );
  body += tiled(cam, [-2500, 0, 0], [6500, 0, 0], [0, 0, 3200], 600, 1200, stone, {
    overlays: ["sp-fall"],
  });
  // The niche: back, sides and soffit in small mosaic.
  const tile = 50;
  body += tiled(
    cam,
    [N.x0, N.depth, N.z0],
    [N.x1 - N.x0, 0, 0],
    [0, 0, N.z1 - N.z0],
    tile,
    tile,
    mosaic,
    {
      jointOpacity: 0.3,
      overlays: ["sp-fall", "sp-ao-sides"],
    },
  );
  body += tiled(cam, [N.x0, 0, N.z0], [0, N.depth, 0], [0, 0, N.z1 - N.z0], tile, tile, mosaic, {
    jointOpacity: 0.3,
    overlays: ["sp-ao-right"],
  });
  body += tiled(
    cam,
    [N.x1, N.depth, N.z0],
    [0, -N.depth, 0],
    [0, 0, N.z1 - N.z0],
    tile,
    tile,
    mosaic,
    {
      jointOpacity: 0.3,
      overlays: ["sp-ao-left"],
    },
  );
  body += tiled(
    cam,
    [N.x0, 0, N.z1],
    [0, N.depth, 0],
    [N.x1 - N.x0, 0, 0],
    tile,
    tile,
    mix(mosaic, palette.ink, 0.25),
    {
      jointOpacity: 0.2,
    },
  );
  // A shimmer: a scatter of mosaic tiles a shade lighter or darker than the rest.
  let light = "";
  let dark = "";
  for (let i = 0; i < 220; i++) {
    const a = Math.floor(between(rand, 0, (N.x1 - N.x0) / tile)) * tile + N.x0;
    const b = Math.floor(between(rand, 0, (N.z1 - N.z0) / tile)) * tile + N.z0;
    const d = polyPath(cam, [
      [a + 2, N.depth - 0.5, b + 2],
      [a + tile - 2, N.depth - 0.5, b + 2],
      [a + tile - 2, N.depth - 0.5, b + tile - 2],
      [a + 2, N.depth - 0.5, b + tile - 2],
    ]);
    if (rand() < 0.5) light += d;
    else dark += d;
  }
  body += `<path d="${light}" fill="#ffffff" opacity="0.045"/><path d="${dark}" fill="${palette.ink}" opacity="0.05"/>`;
  // The stone seat, proud of the wall, its top lit.
  body += box(
    cam,
    [N.x0 - 40, -70, N.z0 - 60],
    [N.x1 + 40, N.depth, N.z0],
    { color: stone },
    {
      top: { color: mix(stone, "#ffffff", 0.3) },
    },
  );
  // A folded towel on the seat.
  body += towelStack(cam, 330, 190, N.z0, 0.06, [
    { w: 400, d: 280, h: 55, color: "#e2d8c8" },
    { w: 380, d: 260, h: 50, color: "#efe8dd" },
  ]);
  // Dim the room, then the warm light line under the soffit and its wash down the mosaic.
  body += `<rect width="${W}" height="${H}" fill="url(#st-dusk)"/>`;
  const [ax, ay] = cam.project([(N.x0 + N.x1) / 2, N.depth, N.z1 - 300]);
  const k = cam.pixelsAt(cam.view([(N.x0 + N.x1) / 2, N.depth, N.z1])[2]);
  body += glow(ax, ay + 150 * k, 820 * k, 950 * k, "amber", 0.38);
  body += glow(ax, ay - 120 * k, 700 * k, 200 * k, "warm", 0.45);
  const [sx, sy] = cam.project([(N.x0 + N.x1) / 2, -20, N.z0 + 2]);
  body += glow(sx, sy, 760 * k, 120 * k, "warm", 0.35);
  body += `<path d="${segment(cam, [N.x0 + 40, 70, N.z1 - 2], [N.x1 - 40, 70, N.z1 - 2])}" stroke="#fff1d6" stroke-width="4" stroke-linecap="round"/>`;
  // The steam outlet in the wall below the seat, and the vapour.
  const outlet: Vec3 = [N.x0 + 1050, -1, 200];
  body += steamOutlet(cam, outlet, [1, 0, 0], [0, 0, 1], 50);
  body += vapour(cam, rand, { x0: -200, x1: 1700, y0: -400, y1: 200, z0: 500, z1: 1600 }, 5, {
    at: outlet,
    out: [0, -1, 0],
  });
  body += edgeVignette(W, H, 0.3);
  return svgDocument(W, H, body, spaceDefs() + steamDefs());
}

export const artworks: Record<string, Artwork> = {
  "steam-rooms/tiled-bench": { width: W, height: H, render: tiledBench },
  "steam-rooms/rain-shower": { width: W, height: H, render: rainShower },
  "steam-rooms/mosaic-niche": { width: W, height: H, render: mosaicNiche },
};
