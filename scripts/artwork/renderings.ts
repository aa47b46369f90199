/**
 * Client renderings: posters for the 3D tours of custom sauna rooms, drawn as "clay renders",
 * the look of an architect's model: soft white and stone materials, oak as the one wood accent,
 * pale glass and water, soft sun shadows and occlusion in the corners, no texture but the odd
 * joint. Five perspective views (basement spa, garden pavilion, bathroom sauna, rooftop, lodge)
 * and one cutaway axonometric of a cabin for the category tile. Built in 3D with `space.ts`.
 */
import { type Artwork, between, linear, n, palette, random, svgDocument, woods } from "./kit";
import {
  type Camera,
  type FaceStyle,
  type SoftShape,
  type Vec3,
  add,
  box,
  boxFaces,
  camera,
  canvasPath,
  castShadowPoints,
  corners,
  edgeVignette,
  face,
  footprint,
  glow,
  mix,
  outline,
  polyPath,
  prism,
  roundedRect3,
  scale,
  segment,
  softGroup,
  spaceDefs,
} from "./space";

const W = 1920;
const H = 1080;

/** The clay materials: whites and stones, oak, glass and water. */
const CLAY = "#ece8e1";
const CLAY_WARM = "#e6e0d6";
const CLAY_FLOOR = "#e8e3db";
const CLAY_DEEP = "#d3ccc0";
const OAK = woods.oak;
const GLASS = palette.glacier;

/** Clay faces are shaded a little more strongly than the illustrations, as a render would be. */
const clay = (color: string, extra: Partial<FaceStyle> = {}): FaceStyle => ({
  color,
  contrast: 1.1,
  lift: 0.12,
  ...extra,
});

/* ------------------------------------------------------------------------------------------ */
/* Shared pieces                                                                               */
/* ------------------------------------------------------------------------------------------ */

/** A local frame: `origin`, unit `ux` along a sauna's glass front, `uy` into the sauna. */
interface Frame {
  origin: Vec3;
  ux: Vec3;
  uy: Vec3;
}

function toWorld(f: Frame, [a, b, c]: Vec3): Vec3 {
  return add(add(f.origin, scale(f.ux, a)), add(scale(f.uy, b), [0, 0, c]));
}

/** A box given in a local frame, its visible faces drawn. */
function localBox(
  cam: Camera,
  f: Frame,
  min: Vec3,
  max: Vec3,
  style: FaceStyle,
  top?: Partial<FaceStyle>,
): string {
  const faces = boxFaces(min, max);
  let out = "";
  for (const side of ["bottom", "back", "left", "right", "front", "top"] as const) {
    const st = side === "top" && top ? { ...style, ...top } : style;
    out += face(
      cam,
      faces[side].map((p) => toWorld(f, p)),
      st,
    );
  }
  return out;
}

/** A rectangle given in a local frame, as a world polygon. */
function localQuad(f: Frame, pts: readonly Vec3[]): Vec3[] {
  return pts.map((p) => toWorld(f, p));
}

/**
 * A sauna with a glass front, in a local frame (width along ux, depth along uy, height): its
 * oak-lined interior with two benches and a heater seen through the glass, clipped to the glass;
 * a slim frame and a door line. The solid sides are drawn by the caller.
 */
function glassSauna(
  cam: Camera,
  f: Frame,
  {
    width,
    depth,
    height,
    id,
    door = 0.7,
  }: { width: number; depth: number; height: number; id: string; door?: number },
): string {
  const t = 60;
  let inner = "";
  // Interior shell: floor, back wall, side walls and ceiling, lined with oak.
  inner += face(
    cam,
    localQuad(f, [
      [t, t, 0],
      [width - t, t, 0],
      [width - t, depth - t, 0],
      [t, depth - t, 0],
    ]),
    clay(mix(OAK.base, CLAY, 0.3)),
  );
  // The back and side walls face inwards (their normals point into the sauna).
  inner += face(
    cam,
    localQuad(f, [
      [t, depth - t, 0],
      [width - t, depth - t, 0],
      [width - t, depth - t, height - t],
      [t, depth - t, height - t],
    ]),
    clay(OAK.base, { overlay: "sp-fall", lift: 0.3 }),
  );
  inner += face(
    cam,
    localQuad(f, [
      [t, t, 0],
      [t, depth - t, 0],
      [t, depth - t, height - t],
      [t, t, height - t],
    ]),
    clay(OAK.base, { overlay: "sp-fall", lift: 0.3 }),
  );
  inner += face(
    cam,
    localQuad(f, [
      [width - t, depth - t, 0],
      [width - t, t, 0],
      [width - t, t, height - t],
      [width - t, depth - t, height - t],
    ]),
    clay(OAK.base, { overlay: "sp-fall", lift: 0.3 }),
  );
  inner += face(
    cam,
    localQuad(f, [
      [t, t, height - t],
      [t, depth - t, height - t],
      [width - t, depth - t, height - t],
      [width - t, t, height - t],
    ]),
    clay(mix(OAK.base, CLAY, 0.4)),
  );
  // Board joints on the back wall.
  let joints = "";
  for (let z = 120; z < height - t; z += 120)
    joints += segment(
      cam,
      toWorld(f, [t, depth - t - 1, z]),
      toWorld(f, [width - t, depth - t - 1, z]),
    );
  inner += `<path d="${joints}" stroke="${OAK.dark}" stroke-width="0.8" opacity="0.4" fill="none"/>`;
  // Two benches along the back wall, slatted, and a dark heater by the glass.
  const upper = Math.min(550, depth * 0.3);
  const lower = Math.min(480, depth * 0.25);
  inner += localBox(
    cam,
    f,
    [t, depth - t - upper, 950],
    [width - t, depth - t, 1000],
    clay(OAK.base),
    { color: OAK.light },
  );
  inner += localBox(
    cam,
    f,
    [t, depth - t - upper - lower, 520],
    [width - t, depth - t - upper, 570],
    clay(OAK.base),
    { color: OAK.light },
  );
  inner += localBox(
    cam,
    f,
    [t, depth - t - upper - lower + 40, 0],
    [width - t, depth - t - upper - lower + 60, 520],
    clay(OAK.dark),
  );
  // The heater stands by the lower bench's end, against the side wall.
  const heaterY = Math.max(t + 100, depth - t - upper - lower - 420);
  inner += localBox(
    cam,
    f,
    [width - t - 420, heaterY, 0],
    [width - t - 80, heaterY + 300, 700],
    clay(palette.steelDark),
    {
      color: mix(palette.steelDark, palette.steel, 0.5),
    },
  );

  // A warm glow under the upper bench.
  const [gx, gy] = cam.project(toWorld(f, [width / 2, depth - t - upper, 500]));
  const k = cam.pixelsAt(cam.view(toWorld(f, [width / 2, depth, 500]))[2]);
  inner += glow(gx, gy, width * 0.45 * k, 260 * k, "amber", 0.35);
  const glassPts = localQuad(f, [
    [0, 0, 0],
    [width, 0, 0],
    [width, 0, height],
    [0, 0, height],
  ]);
  const glassD = polyPath(cam, glassPts);
  let out = `<clipPath id="${id}-glass"><path d="${glassD}"/></clipPath><g clip-path="url(#${id}-glass)">${inner}</g>`;
  // The glass: a pale tint, a sheen, slim frames and the door's edge and handle.
  out += `<path d="${glassD}" fill="${GLASS}" opacity="0.16"/><path d="${glassD}" fill="url(#rd-sheen)"/>`;
  const doorX = width * door;
  const frames =
    polyPath(cam, glassPts) +
    segment(cam, toWorld(f, [doorX, -1, 0]), toWorld(f, [doorX, -1, height])) +
    segment(cam, toWorld(f, [doorX - 700, -1, 0]), toWorld(f, [doorX - 700, -1, height]));
  out += `<path d="${frames}" stroke="${palette.charcoal}" stroke-width="2" fill="none" opacity="0.75"/>`;
  out += `<path d="${segment(cam, toWorld(f, [doorX - 90, -30, 900]), toWorld(f, [doorX - 90, -30, 1300]))}" stroke="${OAK.dark}" stroke-width="4" stroke-linecap="round"/>`;
  return out;
}

/** A clay tree: a trunk and a round canopy lit from the upper left. */
function tree(cam: Camera, at: Vec3, height: number, radius: number): string {
  const trunk = box(
    cam,
    [at[0] - 60, at[1] - 60, at[2]],
    [at[0] + 60, at[1] + 60, at[2] + height - radius],
    clay(CLAY_DEEP),
  );
  const c: Vec3 = [at[0], at[1], at[2] + height - radius * 0.6];
  const [x, y] = cam.project(c);
  const r = radius * cam.pixelsAt(cam.view(c)[2]);
  return `${trunk}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#rd-sphere)"/>`;
}

/** A low round shrub, a squashed sphere. */
function shrub(cam: Camera, at: Vec3, radius: number): string {
  const c: Vec3 = [at[0], at[1], at[2] + radius * 0.55];
  const [x, y] = cam.project(c);
  const r = radius * cam.pixelsAt(cam.view(c)[2]);
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.72)}" fill="url(#rd-sphere)"/>`;
}

/** The shared gradients of the renderings. */
function renderDefs(): string {
  return (
    spaceDefs() +
    linear("rd-sky", [
      [0, "#e9ebea"],
      [0.6, "#f4f2ee"],
      [1, "#f7f4ef"],
    ]) +
    linear("rd-ground", [
      [0, "#ebe7e0"],
      [1, "#ddd7cd"],
    ]) +
    linear(
      "rd-sphere",
      [
        [0, "#faf8f4"],
        [0.45, CLAY],
        [1, CLAY_DEEP],
      ],
      { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.95 },
    ) +
    linear(
      "rd-sheen",
      [
        [0, "#ffffff", 0],
        [0.32, "#ffffff", 0],
        [0.42, "#ffffff", 0.22],
        [0.5, "#ffffff", 0.04],
        [0.56, "#ffffff", 0.12],
        [0.62, "#ffffff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.8 },
    ) +
    linear("rd-water", [
      [0, mix(palette.ice, "#ffffff", 0.3)],
      [1, palette.glacier],
    ]) +
    linear(
      "rd-haze",
      [
        [0, "#f7f4ef", 0],
        [1, "#f7f4ef", 0.9],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )
  );
}

/** The tiled-joint pattern of a floor, as a fine path. */
function joints(
  cam: Camera,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  size: number,
  z = 0,
): string {
  let d = "";
  for (let x = Math.ceil(x0 / size) * size; x <= x1; x += size)
    d += segment(cam, [x, y0, z], [x, y1, z]);
  for (let y = Math.ceil(y0 / size) * size; y <= y1; y += size)
    d += segment(cam, [x0, y, z], [x1, y, z]);
  return `<path d="${d}" stroke="${palette.line}" stroke-width="0.8" opacity="0.1" fill="none"/>`;
}

/**
 * A room's shell seen from inside: floor, back, left and right walls and ceiling, with occlusion
 * in the corners. Rooms are lit softly all round, as a render's sky light would: the ceiling and
 * the walls turned from the key light are lifted so none of them falls dark.
 */
function roomShell(cam: Camera, w: number, d: number, h: number, floorTile = 0): string {
  // Overlays follow the part of each face on the canvas, so their fades sit in the corners.
  const quad = (pts: Vec3[], style: FaceStyle, overlay: string) =>
    face(cam, pts, style) + `<path d="${canvasPath(cam, pts, W, H)}" fill="url(#${overlay})"/>`;
  let out = quad(
    [
      [0, 0, 0],
      [w, 0, 0],
      [w, d, 0],
      [0, d, 0],
    ],
    clay(CLAY_FLOOR),
    "sp-ao-top",
  );
  if (floorTile) out += joints(cam, 0, 0, w, d, floorTile);
  out += quad(
    [
      [0, d, 0],
      [w, d, 0],
      [w, d, h],
      [0, d, h],
    ],
    clay(CLAY, { twoSided: true }),
    "sp-ao-sides",
  );
  out += quad(
    [
      [0, 0, 0],
      [0, d, 0],
      [0, d, h],
      [0, 0, h],
    ],
    clay(CLAY, { lift: 0.3 }),
    "sp-ao-right",
  );
  out += quad(
    [
      [w, d, 0],
      [w, 0, 0],
      [w, 0, h],
      [w, d, h],
    ],
    clay(CLAY, { lift: 0.2 }),
    "sp-ao-left",
  );
  out += quad(
    [
      [0, 0, h],
      [0, d, h],
      [w, d, h],
      [w, 0, h],
    ],
    clay(CLAY_WARM, { lift: 0.5 }),
    "sp-ao-bottom",
  );
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* 1. Basement spa: sauna and plunge pool                                                      */
/* ------------------------------------------------------------------------------------------ */

function basementSpa(): string {
  const id = "rd1";
  const R = { w: 7200, d: 6200, h: 2800 };
  const cam = camera({
    eye: [4300, -900, 1550],
    target: [3300, 6200, 1550],
    center: [W * 0.5, H * 0.4],
    focal: 1250,
  });
  let body =
    `<rect width="${W}" height="${H}" fill="${CLAY}"/>` + roomShell(cam, R.w, R.d, R.h, 800);
  const shadows: SoftShape[] = [];
  // The plunge pool, sunk into the floor on the right: coping, inner walls, water.
  const pool = { x0: 3700, x1: 5700, y0: 2700, y1: 4300, depth: 1300, water: 140 };
  const rim: Vec3[] = [
    [pool.x0, pool.y0, 0.5],
    [pool.x1, pool.y0, 0.5],
    [pool.x1, pool.y1, 0.5],
    [pool.x0, pool.y1, 0.5],
  ];
  const coping = 120;
  body += `<path d="${polyPath(cam, [
    [pool.x0 - coping, pool.y0 - coping, 0.4],
    [pool.x1 + coping, pool.y0 - coping, 0.4],
    [pool.x1 + coping, pool.y1 + coping, 0.4],
    [pool.x0 - coping, pool.y1 + coping, 0.4],
  ])}" fill="${mix(CLAY_FLOOR, "#ffffff", 0.35)}"/>`;
  let poolInside = `<path d="${polyPath(cam, rim)}" fill="${CLAY_DEEP}"/>`;
  poolInside += face(
    cam,
    [
      [pool.x1, pool.y1, 0],
      [pool.x0, pool.y1, 0],
      [pool.x0, pool.y1, -pool.depth],
      [pool.x1, pool.y1, -pool.depth],
    ],
    clay(CLAY, { twoSided: true, overlay: "sp-fall" }),
  );
  poolInside += face(
    cam,
    [
      [pool.x0, pool.y1, 0],
      [pool.x0, pool.y0, 0],
      [pool.x0, pool.y0, -pool.depth],
      [pool.x0, pool.y1, -pool.depth],
    ],
    clay(CLAY_WARM, { twoSided: true, overlay: "sp-fall" }),
  );
  const water = polyPath(
    cam,
    rim.map(([x, y]) => [x, y, -pool.water] as Vec3),
  );
  poolInside += `<path d="${water}" fill="url(#rd-water)" opacity="0.88"/><path d="${water}" fill="url(#rd-sheen)"/>`;
  body += `<clipPath id="${id}-pool"><path d="${polyPath(cam, rim)}"/></clipPath><g clip-path="url(#${id}-pool)">${poolInside}</g>`;
  // The sauna in the back-left corner: oak-clad side, glass front facing us.
  const S = { x0: 0, x1: 2700, y0: 3500, y1: R.d, h: 2500 };
  body += box(cam, [S.x0, S.y0, S.h], [S.x1, S.y1, R.h], clay(CLAY));
  body += box(cam, [S.x1 - 60, S.y0, 0], [S.x1, S.y1, S.h], clay(OAK.base, { overlay: "sp-fall" }));
  let slats = "";
  for (let y = S.y0 + 80; y < S.y1; y += 80)
    slats += segment(cam, [S.x1 + 0.5, y, 0], [S.x1 + 0.5, y, S.h]);
  body += `<path d="${slats}" stroke="${OAK.dark}" stroke-width="1" opacity="0.5"/>`;
  body += glassSauna(
    cam,
    { origin: [S.x0, S.y0, 0], ux: [1, 0, 0], uy: [0, 1, 0] },
    {
      width: S.x1 - S.x0 - 60,
      depth: S.y1 - S.y0,
      height: S.h,
      id,
      door: 0.55,
    },
  );
  shadows.push({ points: footprint(cam, S.x0, S.y0 - 40, S.x1 + 60, S.y1, 0), opacity: 0.25 });
  // A long stone daybed along the back wall, with an oak top and a rolled towel.
  const bed = { x0: 3300, x1: 7000, y0: 5500, y1: R.d };
  body += box(cam, [bed.x0, bed.y0 + 60, 0], [bed.x1, bed.y1, 80], clay(CLAY_DEEP));
  body += box(cam, [bed.x0, bed.y0, 80], [bed.x1, bed.y1, 420], clay(CLAY_WARM));
  body += box(
    cam,
    [bed.x0 + 200, bed.y0 + 40, 420],
    [bed.x1 - 200, bed.y1 - 40, 480],
    clay(OAK.base),
    { top: { color: OAK.light } },
  );
  shadows.push({
    points: footprint(cam, bed.x0 - 20, bed.y0 - 60, bed.x1, bed.y1, 0),
    opacity: 0.35,
  });
  // A slot of light in the ceiling along the back wall, and its soft wash down the wall.
  body += `<path d="${polyPath(cam, [
    [3000, R.d - 320, R.h - 1],
    [R.w - 200, R.d - 320, R.h - 1],
    [R.w - 200, R.d - 240, R.h - 1],
    [3000, R.d - 240, R.h - 1],
  ])}" fill="#ffffff"/>`;
  const [lx, ly] = cam.project([5100, R.d, 2150]);
  body += glow(lx, ly, 620, 300, "white", 0.55);
  // Towel hooks on the right wall: two oak pegs.
  for (const y of [4700, 5000])
    body += box(cam, [R.w - 80, y, 1500], [R.w, y + 40, 1540], clay(OAK.dark));
  body += softGroup(`${id}-shadow`, 12, shadows);
  body += edgeVignette(W, H, 0.1);
  return svgDocument(W, H, body, renderDefs());
}

/* ------------------------------------------------------------------------------------------ */
/* 2. Garden pavilion sauna with a glass front                                                 */
/* ------------------------------------------------------------------------------------------ */

function gardenPavilion(): string {
  const id = "rd2";
  const rand = random("gallery/renderings/2");
  const cam = camera({
    eye: [-2600, -8200, 1700],
    target: [1700, 1400, 1300],
    center: [W * 0.5, H * 0.5],
    focal: 1650,
  });
  const horizon = cam.project([1700, 200000, 1700])[1];
  let body = `<rect width="${W}" height="${n(horizon)}" fill="url(#rd-sky)"/><rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#rd-ground)"/>`;
  body += `<rect width="${W}" height="${n(horizon + 2)}" fill="url(#rd-haze)" opacity="0.35"/>`;
  const shadows: SoftShape[] = [];
  const P = { w: 3600, d: 2400, h: 2500, plinth: 220 };
  // Trees and a hedge behind, drawn far to near.
  for (const [x, y, h, r] of [
    [-3200, 6500, 5200, 1500],
    [700, 8200, 6200, 1800],
    [5200, 6000, 4800, 1400],
    [7600, 3500, 4200, 1200],
  ] as const) {
    shadows.push({
      points: castShadowPoints(
        cam,
        corners([x - r * 0.7, y - r * 0.7, 0], [x + r * 0.7, y + r * 0.7, h]),
      ),
      opacity: 0.12,
    });
    body += tree(cam, [x, y, 0], h, r);
  }
  body += box(cam, [-5000, 4300, 0], [9000, 4800, 1100], clay(CLAY_WARM));
  // The deck: a low white plinth reaching out in front of the pavilion.
  const deck = { x0: -700, x1: P.w + 900, y0: -1500, y1: P.d + 300 };
  shadows.push({
    points: footprint(cam, deck.x0, deck.y0, deck.x1 + 60, deck.y1, 0),
    opacity: 0.4,
  });
  shadows.push({
    points: castShadowPoints(
      cam,
      corners([0, 0, P.plinth], [P.w + 400, P.d + 400, P.plinth + P.h + 200]),
      0,
    ),
    opacity: 0.16,
  });
  body += softGroup(`${id}-shadow`, 14, shadows);
  body += box(cam, [deck.x0, deck.y0, 0], [deck.x1, deck.y1, P.plinth], clay(CLAY), {
    top: { color: mix(CLAY, "#ffffff", 0.3) },
  });
  let boards = "";
  for (let x = deck.x0 + 150; x < deck.x1; x += 150)
    boards += segment(cam, [x, deck.y0, P.plinth + 0.5], [x, deck.y1, P.plinth + 0.5]);
  body += `<path d="${boards}" stroke="${palette.line}" stroke-width="0.7" opacity="0.08"/>`;
  // The pavilion: white left wall, oak-slatted right wall, glass front, a thin roof slab.
  const z0 = P.plinth;
  body += box(cam, [0, 0, z0], [120, P.d, z0 + P.h], clay(CLAY));
  body += box(
    cam,
    [P.w - 120, 0, z0],
    [P.w, P.d, z0 + P.h],
    clay(OAK.base, { overlay: "sp-fall" }),
  );
  body += glassSauna(
    cam,
    { origin: [120, 0, z0], ux: [1, 0, 0], uy: [0, 1, 0] },
    { width: P.w - 240, depth: P.d, height: P.h, id },
  );
  const roofOver = 500;
  body += box(
    cam,
    [-roofOver * 0.6, -roofOver, z0 + P.h],
    [P.w + roofOver * 0.6, P.d + 200, z0 + P.h + 180],
    clay(CLAY),
    {
      top: { color: mix(CLAY, "#ffffff", 0.3) },
    },
  );
  // The roof's shadow on the top of the glass.
  body += `<path d="${polyPath(cam, [
    [120, -1, z0 + P.h],
    [P.w - 120, -1, z0 + P.h],
    [P.w - 120, -1, z0 + P.h - 260],
    [120, -1, z0 + P.h - 120],
  ])}" fill="${palette.ink}" opacity="0.12"/>`;
  // Stepping stones leading to the deck, and a few shrubs at its corners.
  for (let i = 0; i < 4; i++) {
    const y = deck.y0 - 450 - i * 750;
    const x = 1500 + i * 260 + between(rand, -60, 60);
    body += box(cam, [x, y - 300, 0], [x + 900, y, 50], clay(CLAY), {
      top: { color: mix(CLAY, "#ffffff", 0.25) },
    });
  }
  for (const [x, y, r] of [
    [deck.x1 + 600, deck.y0 + 400, 500],
    [deck.x1 + 1200, deck.y0 + 1300, 650],
    [deck.x0 - 600, deck.y1 - 200, 600],
  ] as const) {
    body += shrub(cam, [x, y, 0], r);
  }
  body += edgeVignette(W, H, 0.08);
  return svgDocument(W, H, body, renderDefs());
}

/* ------------------------------------------------------------------------------------------ */
/* 3. A sauna built into a bathroom                                                            */
/* ------------------------------------------------------------------------------------------ */

function bathroomSauna(): string {
  const id = "rd3";
  const R = { w: 5600, d: 4800, h: 2700 };
  const cam = camera({
    eye: [2400, -1300, 1550],
    target: [2900, 4800, 1350],
    center: [W * 0.5, H * 0.5],
    focal: 1150,
  });
  let body =
    `<rect width="${W}" height="${H}" fill="${CLAY}"/>` + roomShell(cam, R.w, R.d, R.h, 600);
  const shadows: SoftShape[] = [];
  // A tall window in the left wall, and the daylight it lays across the floor.
  const win = { y0: 1200, y1: 2600, z0: 300, z1: 2400 };
  body += `<path d="${polyPath(cam, [
    [0.5, win.y0, win.z0],
    [0.5, win.y1, win.z0],
    [0.5, win.y1, win.z1],
    [0.5, win.y0, win.z1],
  ])}" fill="#f8f7f3"/>`;
  body += `<path d="${polyPath(cam, [
    [0.5, win.y0 + 680, win.z0],
    [0.5, win.y0 + 720, win.z0],
    [0.5, win.y0 + 720, win.z1],
    [0.5, win.y0 + 680, win.z1],
  ])}" fill="${CLAY_DEEP}"/>`;
  body += `<path d="${polyPath(cam, [
    [0, win.y0, 1],
    [0, win.y1, 1],
    [2000, win.y1 + 900, 1],
    [2000, win.y0 + 900, 1],
  ])}" fill="#ffffff" opacity="0.32"/>`;
  // The sauna in the back-right corner, glass on its front.
  const S = { x0: 3200, x1: R.w, y0: 2600, y1: R.d, h: 2300 };
  body += box(cam, [S.x0, S.y0, S.h], [S.x1, S.y1, R.h], clay(CLAY));
  body += box(cam, [S.x0, S.y0, 0], [S.x0 + 80, S.y1, S.h], clay(OAK.base, { overlay: "sp-fall" }));
  body += glassSauna(
    cam,
    { origin: [S.x0 + 80, S.y0, 0], ux: [1, 0, 0], uy: [0, 1, 0] },
    {
      width: S.x1 - S.x0 - 80,
      depth: S.y1 - S.y0,
      height: S.h,
      id,
      door: 0.5,
    },
  );
  shadows.push({ points: footprint(cam, S.x0, S.y0 - 40, S.x1, S.y1, 0), opacity: 0.25 });
  // The freestanding tub: a soft rounded block of white stone.
  const tub = roundedRect3(1200, 2700, 2950, 3550, 0, 380, 8);
  shadows.push({
    points: outline(
      cam,
      tub.map(([x, y]) => [x + 40, y - 30, 0] as Vec3),
    ),
    opacity: 0.45,
  });
  shadows.push({
    points: castShadowPoints(cam, corners([1200, 2700, 0], [2950, 3550, 560])),
    opacity: 0.14,
  });
  // The floating vanity on the back wall, left: an oak drawer under a white stone top with a basin.
  const v = { x0: 300, x1: 2300, y0: R.d - 550, y1: R.d };
  shadows.push({ points: footprint(cam, v.x0, v.y0, v.x1, v.y1, 0), opacity: 0.18 });
  body += softGroup(`${id}-shadow`, 12, shadows);
  body += prism(cam, tub, 0, 560, clay(CLAY), { color: mix(CLAY, "#ffffff", 0.3) });
  const bowl = roundedRect3(1300, 2800, 2850, 3450, 560.5, 300, 8);
  body += `<path d="${polyPath(cam, bowl)}" fill="${CLAY_DEEP}"/><path d="${polyPath(cam, roundedRect3(1340, 2840, 2810, 3410, 560.6, 270, 8))}" fill="url(#rd-water)" opacity="0.6"/>`;
  body += box(cam, [v.x0, v.y0, 420], [v.x1, v.y1, 820], clay(OAK.base, { overlay: "sp-fall" }));
  body += box(cam, [v.x0 - 30, v.y0 - 30, 820], [v.x1 + 30, v.y1, 880], clay(CLAY), {
    top: { color: mix(CLAY, "#ffffff", 0.3) },
  });
  body += `<path d="${segment(cam, [v.x0 + 20, v.y0 - 1, 620], [v.x1 - 20, v.y0 - 1, 620])}" stroke="${OAK.dark}" stroke-width="1.2" opacity="0.6"/>`;
  body += `<path d="${polyPath(cam, roundedRect3(v.x0 + 600, v.y0 + 90, v.x1 - 600, v.y1 - 110, 880.5, 140, 6))}" fill="${CLAY_DEEP}"/>`;
  // The mirror over the vanity: a pale slab with a lit edge.
  body += box(cam, [v.x0 + 250, R.d - 30, 1150], [v.x1 - 250, R.d, 2100], clay("#f4f4f1"));
  body += `<path d="${polyPath(cam, [
    [v.x0 + 250, R.d - 31, 1150],
    [v.x1 - 250, R.d - 31, 1150],
    [v.x1 - 250, R.d - 31, 2100],
    [v.x0 + 250, R.d - 31, 2100],
  ])}" fill="${GLASS}" opacity="0.12"/>`;
  body += edgeVignette(W, H, 0.1);
  return svgDocument(W, H, body, renderDefs());
}

/* ------------------------------------------------------------------------------------------ */
/* 4. Rooftop sauna with a view deck                                                           */
/* ------------------------------------------------------------------------------------------ */

function rooftop(): string {
  const id = "rd4";
  const rand = random("gallery/renderings/4");
  const cam = camera({
    eye: [7600, -5200, 1750],
    target: [2400, 3200, 1300],
    center: [W * 0.5, H * 0.52],
    focal: 1500,
  });
  const horizon = cam.project([-60000, 200000, 1750])[1];
  let body = `<rect width="${W}" height="${n(horizon)}" fill="url(#rd-sky)"/><rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="#e9e5de"/>`;
  // The city beyond: blocks in clay, paler with distance, their bases lost below the parapet.
  // They are scattered along the view, far enough to read as a skyline.
  const view = [-0.53, 0.85] as const;
  const blocks: { x: number; y: number; w: number; d: number; top: number; r: number }[] = [];
  for (let i = 0; i < 40; i++) {
    const r = between(rand, 30000, 120000);
    const side = between(rand, -0.75, 0.75) * r;
    blocks.push({
      x: 7600 + view[0] * r + view[1] * side,
      y: -5200 + view[1] * r - view[0] * side,
      w: between(rand, 4000, 12000),
      d: between(rand, 4000, 12000),
      top: between(rand, 500, 7000) + (rand() < 0.25 ? between(rand, 5000, 16000) : 0),
      r,
    });
  }
  blocks.sort((a, b) => b.r - a.r);
  for (const b of blocks) {
    const haze = Math.min(0.9, 0.5 + (b.r - 30000) / 150000);
    body += box(
      cam,
      [b.x, b.y, -30000],
      [b.x + b.w, b.y + b.d, b.top],
      clay(mix(CLAY_DEEP, "#f4f2ee", haze)),
    );
  }
  const shadows: SoftShape[] = [];
  // The roof deck in oak boards, and the parapet with its glass balustrade on the far sides.
  const D = { x0: -2500, x1: 9000, y0: -3000, y1: 6200 };
  body += face(
    cam,
    [
      [D.x0, D.y0, 0],
      [D.x1, D.y0, 0],
      [D.x1, D.y1, 0],
      [D.x0, D.y1, 0],
    ],
    clay(mix(OAK.base, CLAY, 0.35)),
  );
  let deck = "";
  for (let x = D.x0; x < D.x1; x += 145) deck += segment(cam, [x, D.y0, 0.5], [x, D.y1, 0.5]);
  body += `<path d="${deck}" stroke="${OAK.dark}" stroke-width="0.8" opacity="0.3"/>`;
  body += box(cam, [D.x0, D.y1, 0], [D.x1, D.y1 + 250, 400], clay(CLAY));
  body += box(cam, [D.x0 - 250, D.y0, 0], [D.x0, D.y1 + 250, 400], clay(CLAY));
  const rail = (a: Vec3, b: Vec3) =>
    `<path d="${polyPath(cam, [a, b, add(b, [0, 0, 700]), add(a, [0, 0, 700])])}" fill="${GLASS}" opacity="0.14"/><path d="${segment(cam, add(a, [0, 0, 700]), add(b, [0, 0, 700]))}" stroke="${palette.steelDark}" stroke-width="2.5"/>`;
  body +=
    rail([D.x0 - 120, D.y1 + 120, 400], [D.x1, D.y1 + 120, 400]) +
    rail([D.x0 - 120, D.y0, 400], [D.x0 - 120, D.y1 + 120, 400]);
  // The sauna on the deck: white box, oak-clad end, glass front facing the deck.
  const S = { x0: 0, x1: 3200, y0: 3300, y1: 5800, h: 2500 };
  shadows.push({
    points: castShadowPoints(cam, corners([S.x0, S.y0, 0], [S.x1, S.y1, S.h + 150])),
    opacity: 0.16,
  });
  shadows.push({ points: footprint(cam, S.x0, S.y0 - 40, S.x1 + 40, S.y1, 0), opacity: 0.35 });
  // Two loungers facing the view.
  const loungers = [5000, 6300];
  for (const x of loungers)
    shadows.push({ points: footprint(cam, x, 1200, x + 700, 3200, 0), opacity: 0.3 });
  body += softGroup(`${id}-shadow`, 12, shadows);
  body += box(cam, [S.x0, S.y0, 0], [S.x1, S.y1, 120], clay(CLAY));
  body += box(
    cam,
    [S.x1 - 100, S.y0, 120],
    [S.x1, S.y1, S.h],
    clay(OAK.base, { overlay: "sp-fall" }),
  );
  body += box(cam, [S.x0, S.y0, 120], [100, S.y1, S.h], clay(CLAY));
  body += glassSauna(
    cam,
    { origin: [100, S.y0, 120], ux: [1, 0, 0], uy: [0, 1, 0] },
    { width: S.x1 - 200, depth: S.y1 - S.y0, height: S.h - 120, id, door: 0.45 },
  );
  body += box(cam, [S.x0 - 200, S.y0 - 400, S.h], [S.x1 + 200, S.y1 + 100, S.h + 160], clay(CLAY), {
    top: { color: mix(CLAY, "#ffffff", 0.3) },
  });
  for (const x of loungers) {
    body += box(cam, [x + 60, 1300, 0], [x + 640, 3100, 260], clay(CLAY_DEEP));
    body += box(cam, [x, 1200, 260], [x + 700, 3200, 360], clay(CLAY), {
      top: { color: mix(CLAY, "#ffffff", 0.3) },
    });
    body += face(
      cam,
      [
        [x, 2500, 360],
        [x + 700, 2500, 360],
        [x + 700, 3200, 820],
        [x, 3200, 820],
      ],
      clay(CLAY),
    );
  }
  body += edgeVignette(W, H, 0.08);
  return svgDocument(W, H, body, renderDefs());
}

/* ------------------------------------------------------------------------------------------ */
/* 5. A lodge wellness room with a view                                                        */
/* ------------------------------------------------------------------------------------------ */

function lodge(): string {
  const id = "rd5";
  const R = { w: 9000, d: 7000, h: 3600 };
  const cam = camera({
    eye: [6600, -1800, 1600],
    target: [4000, 7000, 1600],
    center: [W * 0.5, H * 0.47],
    focal: 1150,
  });
  let body = `<rect width="${W}" height="${H}" fill="${CLAY}"/>`;
  // The landscape through the window wall: layered clay mountains fading into haze.
  const win = { x0: 3200, x1: R.w - 300, z0: 300, z1: R.h - 300 };
  const glassWall = polyPath(cam, [
    [win.x0, R.d, win.z0],
    [win.x1, R.d, win.z0],
    [win.x1, R.d, win.z1],
    [win.x0, R.d, win.z1],
  ]);
  let view = `<rect width="${W}" height="${H}" fill="url(#rd-sky)"/>`;
  const [, hy] = cam.project([0, 400000, 1600]);
  for (const [depth, amp, shade] of [
    [0.0, 150, 0.55],
    [1.0, 110, 0.35],
    [2.0, 70, 0.15],
  ] as const) {
    let d = `M0 ${H}`;
    for (let i = 0; i <= 16; i++) {
      const x = (i / 16) * W;
      const y = hy - 40 - amp * (0.55 + 0.45 * Math.sin(i * 0.9 + depth * 2.3)) - (2 - depth) * 50;
      d += `L${n(x)} ${n(y)}`;
    }
    view += `<path d="${d}L${W} ${H}Z" fill="${mix("#f2efea", "#b5ad9f", shade)}"/>`;
  }
  body += roomShell(cam, R.w, R.d, R.h, 0);
  body += `<clipPath id="${id}-view"><path d="${glassWall}"/></clipPath><g clip-path="url(#${id}-view)">${view}</g>`;
  let mullions = "";
  for (let x = win.x0; x <= win.x1 + 1; x += (win.x1 - win.x0) / 4)
    mullions += segment(cam, [x, R.d - 1, win.z0], [x, R.d - 1, win.z1]);
  body += `<path d="${glassWall}" fill="${GLASS}" opacity="0.1"/><path d="${mullions}${polyPath(
    cam,
    [
      [win.x0, R.d - 1, win.z0],
      [win.x1, R.d - 1, win.z0],
      [win.x1, R.d - 1, win.z1],
      [win.x0, R.d - 1, win.z1],
    ],
  )}" stroke="${palette.charcoal}" stroke-width="2.5" fill="none" opacity="0.7"/>`;
  // Daylight falling in through the window onto the floor.
  body += `<path d="${polyPath(cam, [
    [win.x0, R.d, 1],
    [win.x1, R.d, 1],
    [win.x1 + 900, R.d - 3200, 1],
    [win.x0 + 900, R.d - 3200, 1],
  ])}" fill="#ffffff" opacity="0.3"/>`;
  const shadows: SoftShape[] = [];
  // The sauna along the left wall, its glass front facing into the room.
  const S = { x0: 0, x1: 2700, y0: 2600, y1: R.d, h: 2600 };
  body += box(cam, [S.x0, S.y0, S.h], [S.x1, S.y1, R.h], clay(CLAY));
  body += box(
    cam,
    [S.x0, S.y0, 0],
    [S.x1, S.y0 + 100, S.h],
    clay(OAK.base, { overlay: "sp-fall" }),
  );
  let cladding = "";
  for (let x = S.x0 + 90; x < S.x1; x += 90)
    cladding += segment(cam, [x, S.y0 - 0.5, 0], [x, S.y0 - 0.5, S.h]);
  body += `<path d="${cladding}" stroke="${OAK.dark}" stroke-width="1" opacity="0.35"/>`;
  body += glassSauna(
    cam,
    { origin: [S.x1, S.y0 + 100, 0], ux: [0, 1, 0], uy: [-1, 0, 0] },
    {
      width: S.y1 - S.y0 - 100,
      depth: S.x1 - S.x0,
      height: S.h,
      id,
      door: 0.35,
    },
  );
  shadows.push({ points: footprint(cam, S.x0, S.y0, S.x1 + 40, S.y1, 0), opacity: 0.25 });
  // Two lounge chairs and a low table facing the view, on a pale rug.
  body += `<path d="${polyPath(cam, [
    [4200, 2200, 0.5],
    [7600, 2200, 0.5],
    [7600, 5000, 0.5],
    [4200, 5000, 0.5],
  ])}" fill="${mix(CLAY_FLOOR, "#ffffff", 0.4)}"/>`;
  for (const x of [4500, 6400])
    shadows.push({ points: footprint(cam, x - 40, 3000, x + 900, 3950, 0), opacity: 0.35 });
  shadows.push({ points: footprint(cam, 5500, 3300, 6200, 3900, 0), opacity: 0.3 });
  body += softGroup(`${id}-shadow`, 12, shadows);
  for (const x of [4500, 6400]) {
    body += box(cam, [x, 3000, 0], [x + 850, 3900, 380], clay(CLAY_WARM));
    body += box(cam, [x, 3000, 380], [x + 850, 3300, 800], clay(CLAY_WARM));
    body += box(cam, [x + 60, 3300, 380], [x + 790, 3900, 460], clay(CLAY), {
      top: { color: mix(CLAY, "#ffffff", 0.3) },
    });
  }
  body += box(cam, [5550, 3350, 0], [6150, 3850, 380], clay(OAK.base), {
    top: { color: OAK.light },
  });
  // Slim oak beams across the ceiling: the lodge's one heavy gesture, kept light.
  for (let y = 3000; y < R.d; y += 1500) {
    body += box(
      cam,
      [0, y, R.h - 260],
      [R.w, y + 180, R.h],
      clay(mix(OAK.base, CLAY, 0.15), { lift: 0.3 }),
    );
  }
  body += edgeVignette(W, H, 0.1);
  return svgDocument(W, H, body, renderDefs());
}

/* ------------------------------------------------------------------------------------------ */
/* 6. A cutaway axonometric of a cabin                                                         */
/* ------------------------------------------------------------------------------------------ */

function cutaway(): string {
  const id = "rd6";
  const C = { w: 2400, d: 2000, h: 2100, t: 90 };
  const yaw = (36 * Math.PI) / 180;
  const elev = (32 * Math.PI) / 180;
  const target: Vec3 = [C.w / 2, C.d / 2, 700];
  const dir: Vec3 = [-Math.sin(yaw), -Math.cos(yaw), Math.tan(elev)];
  const cam = camera({
    eye: add(target, scale(dir, 20000)),
    target,
    center: [W * 0.5, H * 0.54],
    zoom: 0.17,
  });
  let body = `<rect width="${W}" height="${H}" fill="url(#rd-sky)"/>`;
  const shadows: SoftShape[] = [
    { points: footprint(cam, -200, -200, C.w + 260, C.d + 200, 0), opacity: 0.3 },
    { points: castShadowPoints(cam, corners([0, 0, 0], [C.w, C.d, C.h])), opacity: 0.14 },
  ];
  // The ground slab the model stands on.
  body += softGroup(`${id}-shadow`, 10, shadows);
  body += box(cam, [-300, -300, -120], [C.w + 300, C.d + 300, 0], clay(CLAY), {
    top: { color: mix(CLAY, "#ffffff", 0.3) },
  });
  // The floor, the back and right walls (whole), and the left and front walls cut low.
  const cut = 700;
  body += box(cam, [0, 0, 0], [C.w, C.d, 60], clay(mix(OAK.base, CLAY, 0.4)), {
    top: { color: mix(OAK.light, CLAY, 0.3) },
  });
  let floorBoards = "";
  for (let x = C.t + 120; x < C.w - C.t; x += 120)
    floorBoards += segment(cam, [x, C.t, 60.5], [x, C.d - C.t, 60.5]);
  body += `<path d="${floorBoards}" stroke="${OAK.dark}" stroke-width="0.8" opacity="0.35"/>`;
  // Back wall: outer white, the inner face oak-lined.
  body += box(cam, [0, C.d - C.t, 60], [C.w, C.d, C.h], clay(CLAY), {
    front: { color: OAK.base, overlay: "sp-fall", lift: 0.35 },
  });
  body += box(cam, [C.w - C.t, 0, 60], [C.w, C.d - C.t, C.h], clay(CLAY), {
    left: { color: OAK.base, overlay: "sp-fall", lift: 0.25 },
  });
  let lining = "";
  for (let z = 180; z < C.h; z += 120) {
    lining += segment(cam, [C.t, C.d - C.t - 0.5, z], [C.w - C.t, C.d - C.t - 0.5, z]);
    lining += segment(cam, [C.w - C.t - 0.5, C.t, z], [C.w - C.t - 0.5, C.d - C.t, z]);
  }
  body += `<path d="${lining}" stroke="${OAK.dark}" stroke-width="0.8" opacity="0.4"/>`;
  // A small window in the right wall.
  body += `<path d="${polyPath(cam, [
    [C.w - C.t - 1, 500, 1200],
    [C.w - C.t - 1, 1100, 1200],
    [C.w - C.t - 1, 1100, 1750],
    [C.w - C.t - 1, 500, 1750],
  ])}" fill="#f6f7f5"/>`;
  // The benches: an L of upper and lower benches along the back and right walls.
  const bench = (x0: number, y0: number, x1: number, y1: number, z: number) =>
    box(cam, [x0, y0, z - 50], [x1, y1, z], clay(OAK.base), { top: { color: OAK.light } }) +
    box(cam, [x0 + 40, y0 + 40, 60], [x1 - 40, y1 - 40, z - 50], clay(mix(OAK.base, CLAY, 0.25)));
  body += bench(C.t, C.d - C.t - 560, C.w - C.t, C.d - C.t, 1050);
  body += bench(C.w - C.t - 560, C.t + 300, C.w - C.t, C.d - C.t - 560, 1050);
  body += bench(C.t + 500, C.d - C.t - 1040, C.w - C.t - 560, C.d - C.t - 560, 560);
  // The heater by the front-left, with its stones.
  const hx = C.t + 260;
  const hy = C.t + 420;
  body += box(cam, [hx, hy, 60], [hx + 420, hy + 380, 800], clay(palette.charcoal), {
    top: { color: palette.soot },
  });
  let stones = "";
  for (let i = 0; i < 9; i++) {
    const [sx, sy] = cam.project([hx + 70 + (i % 3) * 140, hy + 70 + Math.floor(i / 3) * 120, 830]);
    stones += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(16 + (i % 2) * 3)}" ry="${n(11)}" fill="${mix(palette.steel, palette.charcoal, (i % 3) * 0.25)}"/>`;
  }
  body += stones;
  // The cut walls: left and front, low, their cut tops dark (poché) as on a section.
  const cutFill = palette.charcoal;
  body += box(cam, [0, 0, 60], [C.t, C.d - C.t, cut], clay(CLAY), {
    top: { color: cutFill, flat: true },
    right: { color: OAK.base },
  });
  body += box(cam, [C.t, 0, 60], [C.w - C.t, C.t, cut], clay(CLAY), {
    top: { color: cutFill, flat: true },
    back: { color: OAK.base },
  });
  // The roof, lifted off above the model.
  const roofZ = C.h + 1150;
  body += box(cam, [-80, -80, roofZ], [C.w + 80, C.d + 80, roofZ + 160], clay(CLAY), {
    top: { color: mix(CLAY, "#ffffff", 0.3) },
  });
  // Fine dashed guides from the roof's corners down to the walls it came off.
  let guides = "";
  for (const [x, y] of [
    [-80, C.d + 80],
    [C.w + 80, -80],
  ] as const) {
    guides += segment(cam, [x, y, roofZ], [x, y, C.h]);
  }
  body += `<path d="${guides}" stroke="${palette.line}" stroke-width="1" stroke-dasharray="6 6" opacity="0.4"/>`;
  body += edgeVignette(W, H, 0.08);
  return svgDocument(W, H, body, renderDefs());
}

export const artworks: Record<string, Artwork> = {
  "gallery/renderings/1": { width: W, height: H, render: basementSpa },
  "gallery/renderings/2": { width: W, height: H, render: gardenPavilion },
  "gallery/renderings/3": { width: W, height: H, render: bathroomSauna },
  "gallery/renderings/4": { width: W, height: H, render: rooftop },
  "gallery/renderings/5": { width: W, height: H, render: lodge },
  "gallery/renderings/6": { width: W, height: H, render: cutaway },
};
