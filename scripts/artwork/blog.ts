/**
 * Main images for the journal's posts (1920 × 1080). Each is a quiet scene in the site's one
 * palette and light (a warm key from the upper left); the post's title is laid over the lower
 * left, so that third of every picture is kept calm and darkish.
 */
import {
  between,
  linear,
  n,
  palette,
  radial,
  random,
  studioBackdrop,
  svgDocument,
  type Artwork,
  type Wood,
} from "./kit";
import {
  boardFace,
  camera,
  glow,
  grains,
  glowDefs,
  heater,
  panelling,
  plank,
  softRect,
  steelDefs,
  stone,
  stoneDefs,
  TILT,
  tone,
  tub,
  tubDefs,
  type Vec3,
} from "./craft";
import { lettering, letteringWidth } from "./lettering";

const W = 1920;
const H = 1080;

// ---------------------------------------------------------------------------------------------
// Shared surroundings

/** A dark slate table top, lit from the upper left: the ground of the flat-lay pictures. */
function slate(id: string, base: string = palette.soot): { defs: string; body: string } {
  const defs =
    linear(
      `${id}-ground`,
      [
        [0, tone(base, 0.1)],
        [1, tone(base, -0.35)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radial(
      `${id}-key`,
      [
        [0, "#ffe9c9", 0.2],
        [0.6, "#ffe9c9", 0.05],
        [1, "#ffe9c9", 0],
      ],
      { cx: 0.28, cy: 0.1, r: 0.7 },
    );
  return {
    defs,
    body: `<rect width="${W}" height="${H}" fill="url(#${id}-ground)"/><rect width="${W}" height="${H}" fill="url(#${id}-key)"/>`,
  };
}

/** The calm, darker lower left where the title sits. */
function titleShade(id: string, strength = 0.45): { defs: string; body: string } {
  return {
    defs: radial(
      id,
      [
        [0, palette.ink, strength],
        [1, palette.ink, 0],
      ],
      { cx: 0, cy: 1, r: 0.75 },
    ),
    body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  };
}

// ---------------------------------------------------------------------------------------------
// blog/choosing-sauna-wood: a fan of board samples in the six timbers

const timbers: Wood[] = ["lunawood", "thermo-pine", "western-red-cedar", "oak", "pine", "obeche"];

const SAMPLE = { width: 168, length: 660, below: 70, radius: 10 } as const;

/** One sample board of a fan, drawn upright with its pivot at the local origin. */
function sample(index: number, wood: Wood, rand: () => number): string {
  const { width: w, length: l, below, radius } = SAMPLE;
  const face = boardFace(`sample-${index}`, w, l, wood, rand, {
    scale: 0.75,
    detail: 0.8,
    radius,
    knots: wood.includes("pine") ? 2.2 : undefined,
  });
  return (
    // The shadow this board casts on the board beneath it, falling to the right.
    `<rect x="${w / 2 - 30}" y="${below - l + 20}" width="62" height="${l - 20}" fill="url(#fan-edge)"/>` +
    `<g transform="translate(${-w / 2} ${below - l})">${face}
<rect width="${w}" height="${l}" rx="${radius}" fill="url(#fan-sheen)"/>
<rect x="0.5" y="0.5" width="${w - 1}" height="${l - 1}" rx="${radius}" fill="none" stroke="${palette.ink}" stroke-opacity="0.4"/>
<rect x="2" y="${radius}" width="2.5" height="${l - radius * 2}" fill="#fff8ee" opacity="0.3"/>
<rect x="${radius}" y="2" width="${w - radius * 2}" height="2.5" fill="#fff8ee" opacity="0.3"/></g>`
  );
}

function rivet(): string {
  return `<circle r="15" fill="url(#fan-brass)"/><circle r="15" fill="none" stroke="${palette.ink}" stroke-opacity="0.45"/>
<circle r="5" cx="-1" cy="-1" fill="${tone("#b08a55", -0.45)}"/>`;
}

function choosingSaunaWood(): string {
  const rand = random("blog/choosing-sauna-wood");
  const ground = slate("fan");
  const shade = titleShade("fan-title", 0.35);
  const pivot = { x: 1430, y: 900 };
  const angles = [-64, -44, -24, -4, 16, 36];
  const at = (i: number) => `translate(${pivot.x} ${pivot.y}) rotate(${angles[i]!})`;
  // The fan's shadow on the table, blurred once as a whole.
  const { width: sw, length: sl, below, radius } = SAMPLE;
  const shadow = timbers
    .map(
      (_, i) =>
        `<g transform="translate(18 22) ${at(i)}">${softRect(-sw / 2, below - sl, sw, sl, { spread: 34, opacity: 0.35, radius })}</g>`,
    )
    .join("");
  // The left-hand board lies on top, so each casts its shadow on the board to its right.
  const boards = timbers
    .map((wood, i) => ({ wood, i }))
    .reverse()
    .map(({ wood, i }) => `<g transform="${at(i)}">${sample(i, wood, rand)}</g>`)
    .join("");
  const defs =
    ground.defs +
    shade.defs +
    linear(
      "fan-edge",
      [
        [0.45, palette.ink, 0.5],
        [1, palette.ink, 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "fan-sheen",
      [
        [0, "#fff8ee", 0.14],
        [0.5, "#fff8ee", 0],
        [1, palette.ink, 0.12],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    ) +
    radial(
      "fan-brass",
      [
        [0, "#e7c88f"],
        [0.7, "#b08a55"],
        [1, "#7d5e32"],
      ],
      { cx: 0.35, cy: 0.35, r: 0.7 },
    );
  const body =
    ground.body +
    shadow +
    boards +
    `<g transform="translate(${pivot.x} ${pivot.y})">${rivet()}</g>` +
    shade.body;
  return svgDocument(W, H, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Sauna furniture, seen from the front and a little above

/**
 * A sauna bench across [x, x + width]: slatted top (seen slightly from above, `depth` deep) whose
 * front edge is at `y`, and an apron board below. With `glow`, an LED strip under the front edge
 * lights the wall beneath it.
 */
function bench(
  id: string,
  x: number,
  y: number,
  width: number,
  wood: Wood,
  rand: () => number,
  {
    depth = 46,
    apron = 78,
    slats = 3,
    glowBelow = 0,
  }: { depth?: number; apron?: number; slats?: number; glowBelow?: number } = {},
): string {
  const parts: string[] = [];
  if (glowBelow > 0) {
    parts.push(
      `<rect x="${n(x)}" y="${n(y + apron)}" width="${n(width)}" height="${n(glowBelow)}" fill="url(#bench-glow)"/>`,
    );
  }
  // The slats on top, foreshortened, with dark gaps between them.
  const slat = depth / slats;
  for (let i = 0; i < slats; i++) {
    const top = y - depth + i * slat;
    parts.push(
      plank(`${id}-slat-${i}`, x, top, width, slat - 3, wood, rand, {
        scale: 0.5,
        detail: 0.3,
        knots: 0,
      }),
      `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(slat - 3)}" fill="${grains[wood].early}" opacity="0.45"/>`,
      `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(slat - 3)}" fill="#fff2dc" opacity="${n(0.1 + i * 0.04)}"/>`,
      `<rect x="${n(x)}" y="${n(top + slat - 3)}" width="${n(width)}" height="3" fill="${palette.ink}" opacity="0.75"/>`,
    );
  }
  // The apron: one wide board, its top edge catching the light.
  parts.push(
    plank(`${id}-apron`, x, y, width, apron, wood, rand, {
      detail: 0.4,
      scale: 0.7,
      knots: 0.5,
      flat: false,
    }),
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(apron)}" fill="url(#bench-apron)"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="2" fill="#fff2dc" opacity="0.35"/>`,
  );
  return parts.join("");
}

/** Gradients the benches use. */
function benchDefs(): string {
  return (
    linear("bench-glow", [
      [0, palette.amber, 0.55],
      [0.35, palette.emberGlow, 0.2],
      [1, palette.emberGlow, 0],
    ]) +
    linear("bench-apron", [
      [0, palette.ink, 0],
      [1, palette.ink, 0.35],
    ])
  );
}

// ---------------------------------------------------------------------------------------------
// blog/sauna-or-steam-room: warm dry cedar on the left, cool tiles and vapour on the right

function saunaHalf(rand: () => number): string {
  const wood: Wood = "western-red-cedar";
  return [
    panelling("dry-wall", 0, 0, 960, 1000, wood, rand, { board: 112, scale: 0.5, shade: 0.25 }),
    `<rect width="960" height="1000" fill="url(#dry-dim)"/>`,
    `<rect width="960" height="1080" fill="url(#dry-key)"/>`,
    bench("dry-upper", -10, 600, 730, wood, rand, { glowBelow: 250 }),
    bench("dry-lower", -10, 850, 770, wood, rand, { depth: 60, apron: 90, slats: 4, glowBelow: 0 }),
    `<rect y="1000" width="960" height="80" fill="${palette.ink}"/>`,
    `<rect y="940" width="960" height="80" fill="url(#bench-glow)" opacity="0.6"/>`,
    heater(850, 1000, 200, 450, rand),
    glow(850, 560, 160, 70, "amber", 0.3),
    tub(450, 560, 120, 115, wood, { ladle: true }),
    glow(470, 566, 100, 14, "ink", 0.5),
  ].join("");
}

/** Square wall tiles with fine grout lines, in the cool half. */
function tiles(
  x: number,
  y: number,
  width: number,
  height: number,
  size: number,
  fill: string,
): string {
  let grout = "";
  for (let gx = x + size; gx < x + width; gx += size) grout += `M${n(gx)} ${n(y)}v${n(height)}`;
  for (let gy = y + size; gy < y + height; gy += size) grout += `M${n(x)} ${n(gy)}h${n(width)}`;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"/><path d="${grout}" stroke="#f4f8f8" stroke-width="1.6" opacity="0.28"/><path d="${grout}" transform="translate(1.2 1.2)" stroke="${palette.glacierDeep}" stroke-width="1" opacity="0.16"/>`;
}

function steamHalf(rand: () => number): string {
  const end = 1700; // where the bench stops
  const parts: string[] = [
    tiles(960, 0, 960, 1000, 48, "url(#wet-wall)"),
    // The tiled bench: a slab with a rounded lip, its face, the shadowed recess beneath it.
    `<rect x="960" y="556" width="${end - 960}" height="44" fill="url(#wet-top)"/>`,
    `<rect x="960" y="594" width="${end - 960}" height="6" fill="#eef4f5" opacity="0.8"/>`,
    tiles(960, 600, end - 960, 120, 48, "url(#wet-face)"),
    `<rect x="960" y="720" width="${end - 960}" height="280" fill="url(#wet-recess)"/>`,
    `<rect x="960" y="720" width="${end - 960}" height="200" fill="url(#wet-glow)"/>`,
    // The bench's end, turned away from the light.
    `<rect x="${end}" y="556" width="26" height="444" fill="#5d7a83"/>`,
    `<rect x="${end}" y="556" width="26" height="444" fill="url(#wet-end)"/>`,
    // The floor, a linear drain along the wall.
    tiles(960, 1000, 960, 80, 48, "url(#wet-floor)"),
    `<rect x="960" y="1000" width="960" height="3" fill="#dfe9eb" opacity="0.4"/>`,
    `<rect x="1000" y="1010" width="880" height="8" rx="4" fill="#2f3f45"/>`,
    // A steel steam outlet low on the wall beyond the bench.
    `<rect x="1790" y="930" width="70" height="28" rx="8" fill="url(#steel-body)"/><circle cx="1800" cy="944" r="4" fill="${palette.ink}"/>`,
  ];
  // Vapour: soft clouds gathering under the ceiling, a few drifting lower.
  for (let i = 0; i < 12; i++) {
    const t = rand();
    const cx = between(rand, 960, 1960);
    const cy = 40 + t * t * 560;
    const r = between(rand, 130, 240) * (1.2 - t * 0.5);
    parts.push(glow(cx, cy, r * 1.7, r * 0.65, "steam", between(rand, 0.2, 0.4) * (1 - t * 0.4)));
  }
  // The plume from the outlet, widening as it climbs.
  for (let i = 0; i < 7; i++) {
    const k = i / 6;
    parts.push(
      glow(
        1820 - k * 120 + Math.sin(k * 5) * 30,
        920 - k * 640,
        40 + k * 190,
        30 + k * 100,
        "steam",
        0.65 - k * 0.35,
      ),
    );
  }
  // A ceiling downlight's pool on the upper wall, and the cool key over all.
  parts.push(glow(1300, 0, 380, 260, "ice", 0.5));
  parts.push(`<rect x="960" width="960" height="1080" fill="url(#wet-key)"/>`);
  return parts.join("");
}

function saunaOrSteamRoom(): string {
  const rand = random("blog/sauna-or-steam-room");
  const shade = titleShade("split-title", 0.5);
  const defs =
    glowDefs() +
    steelDefs() +
    stoneDefs(0.4) +
    benchDefs() +
    tubDefs() +
    shade.defs +
    linear("dry-dim", [
      [0, palette.ink, 0.55],
      [0.45, palette.ink, 0.15],
      [0.6, palette.ink, 0.1],
      [1, palette.ink, 0.45],
    ]) +
    radial(
      "dry-key",
      [
        [0, palette.amber, 0.2],
        [0.45, palette.amber, 0],
        [1, palette.ink, 0.55],
      ],
      { cx: 0.12, cy: 0.05, r: 1.1 },
    ) +
    linear(
      "wet-wall",
      [
        [0, "#cfdde0"],
        [1, "#7f9ea7"],
      ],
      { x1: 0, y1: 0, x2: 0.6, y2: 1 },
    ) +
    linear("wet-top", [
      [0, "#a9c0c6"],
      [1, "#d3e1e4"],
    ]) +
    linear("wet-face", [
      [0, "#8aa6ad"],
      [1, "#739399"],
    ]) +
    linear("wet-recess", [
      [0, "#3f5d66"],
      [1, "#56737b"],
    ]) +
    linear("wet-glow", [
      [0, palette.ice, 0.5],
      [0.4, palette.ice, 0.12],
      [1, palette.ice, 0],
    ]) +
    linear(
      "wet-end",
      [
        [0, palette.ink, 0.1],
        [1, palette.ink, 0.35],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("wet-floor", [
      [0, "#4d6871"],
      [1, "#3b545c"],
    ]) +
    radial(
      "wet-key",
      [
        [0, "#ffffff", 0.12],
        [0.5, "#ffffff", 0],
        [1, palette.glacierDeep, 0.35],
      ],
      { cx: 0.1, cy: 0.05, r: 1.1 },
    ) +
    `<clipPath id="split-left"><rect width="960" height="1080"/></clipPath><clipPath id="split-right"><rect x="960" width="960" height="1080"/></clipPath>`;
  const body =
    `<g clip-path="url(#split-left)">${saunaHalf(rand)}</g>` +
    `<g clip-path="url(#split-right)">${steamHalf(rand)}</g>` +
    `<rect x="958" width="4" height="1080" fill="${palette.stone}"/>` +
    shade.body;
  return svgDocument(W, H, body, defs);
}

// ---------------------------------------------------------------------------------------------
// blog/health-evidence: a sauna at dusk, a resting heart's trace drawn across the wall

/** A heart-rate trace: flat, with beats that come further apart as the body settles. */
function heartTrace(x0: number, x1: number, y: number, amplitude: number): string {
  const beat: Array<[number, number]> = [
    [0, 0],
    [12, -0.07],
    [24, 0],
    [36, 0.08],
    [44, -1],
    [54, 0.3],
    [62, 0],
    [96, -0.14],
    [124, 0],
  ];
  let d = `M${n(x0)} ${n(y)}`;
  let x = x0 + 160;
  let gap = 200;
  while (x < x1 - 200) {
    for (const [dx, dy] of beat) d += `L${n(x + dx)} ${n(y + dy * amplitude)}`;
    x += gap;
    gap *= 1.22;
  }
  return `${d}L${n(x1)} ${n(y)}`;
}

function healthEvidence(): string {
  const rand = random("blog/health-evidence");
  const wood: Wood = "thermo-pine";
  const shade = titleShade("dusk-title", 0.55);
  const line = 420;
  const trace = heartTrace(420, 1700, line, 90);
  const defs =
    glowDefs() +
    benchDefs() +
    shade.defs +
    linear("dusk-sky", [
      [0, "#27344a"],
      [0.5, "#6b6478"],
      [0.8, "#c99077"],
      [1, "#eaa56a"],
    ]) +
    linear("dusk-dim", [
      [0, palette.ink, 0.6],
      [0.5, palette.ink, 0.4],
      [0.7, palette.ink, 0.3],
      [1, palette.ink, 0.55],
    ]) +
    `<linearGradient id="dusk-trace" gradientUnits="userSpaceOnUse" x1="420" y1="0" x2="1700" y2="0"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0"/><stop offset="0.3" stop-color="${palette.amber}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.amber}" stop-opacity="0.9"/></linearGradient>`;
  const body = [
    panelling("dusk-wall", 0, 0, W, 1000, wood, rand, {
      board: 120,
      scale: 0.5,
      knots: 0.4,
      wash: 0.5,
    }),
    `<rect width="${W}" height="1000" fill="url(#dusk-dim)"/>`,
    // A tall, narrow window at the left with the last of the evening in it, its glow on the wall.
    glow(250, 330, 420, 420, "amber", 0.2),
    `<rect x="176" y="70" width="168" height="560" fill="${tone(grains[wood].late, -0.45)}"/>`,
    `<rect x="186" y="80" width="148" height="540" fill="url(#dusk-sky)"/>`,
    `<path d="M186 560Q230 548 270 556T334 550V620H186Z" fill="#1c2029" opacity="0.9"/>`,
    `<path d="M196 600L324 100" stroke="#fff2dc" stroke-width="10" opacity="0.06"/>`,
    `<rect x="186" y="80" width="148" height="540" fill="none" stroke="#fff2dc" stroke-opacity="0.2" stroke-width="2"/>`,
    `<rect x="170" y="630" width="180" height="12" fill="${tone(grains[wood].early, -0.1)}"/>`,
    // The trace, with a faint bloom, ending in a point of light.
    `<path d="${trace}" fill="none" stroke="url(#dusk-trace)" stroke-width="6" stroke-linejoin="round" opacity="0.18"/>`,
    `<path d="${trace}" fill="none" stroke="url(#dusk-trace)" stroke-width="1.6" stroke-linejoin="round"/>`,
    glow(1700, line, 34, 34, "amber", 0.8),
    `<circle cx="1700" cy="${line}" r="3.5" fill="#fff2dc"/>`,
    bench("dusk-upper", -10, 720, W + 20, wood, rand, { glowBelow: 280, depth: 50 }),
    `<rect y="1000" width="${W}" height="80" fill="${palette.ink}"/>`,
    `<rect y="1000" width="${W}" height="60" fill="url(#bench-glow)" opacity="0.3"/>`,
    shade.body,
  ].join("");
  return svgDocument(W, H, body, defs);
}

// ---------------------------------------------------------------------------------------------
// blog/ice-bath-routine: a cedar tub of ice water on a deck at dawn, mist, a towel, 4 °C

/** Deck boards running across, closer (deeper bands) towards the bottom of the picture. */
function deck(top: number, bottom: number, rand: () => number, colour: string): string {
  const parts: string[] = [
    `<rect y="${n(top)}" width="${W}" height="${n(bottom - top)}" fill="${colour}"/>`,
  ];
  let y = top;
  let band = 10;
  while (y < bottom) {
    const lift = between(rand, -0.06, 0.06);
    parts.push(
      `<rect y="${n(y)}" width="${W}" height="${n(band)}" fill="${tone(colour, lift)}"/>`,
      `<rect y="${n(y + band - Math.max(1, band * 0.06))}" width="${W}" height="${n(Math.max(1, band * 0.06))}" fill="${palette.ink}" opacity="0.55"/>`,
    );
    y += band;
    band *= 1.28;
  }
  return parts.join("");
}

/** A folded towel, `width` wide, seen from the front and a little above: rounded folds, a soft top. */
function towel(x: number, y: number, width: number, folds: number): string {
  const layer = 24;
  const parts: string[] = [];
  for (let i = 0; i < folds; i++) {
    const top = y - (i + 1) * layer;
    const inset = i * 4;
    parts.push(
      `<rect x="${n(x + inset)}" y="${n(top)}" width="${n(width - inset * 2)}" height="${layer + 3}" rx="12" fill="url(#towel-side)"/>`,
      `<path d="M${n(x + inset + 12)} ${n(top + layer - 2)}H${n(x + width - inset - 12)}" stroke="${palette.ink}" stroke-opacity="0.1" stroke-width="2"/>`,
    );
  }
  const top = y - folds * layer;
  const inset = (folds - 1) * 4;
  const depth = width * 0.09;
  parts.push(
    `<path d="M${n(x + inset + 4)} ${n(top + 8)}C${n(x + inset + 4)} ${n(top - depth * 0.6)} ${n(x + inset + 14)} ${n(top - depth)} ${n(x + inset + 30)} ${n(top - depth)}H${n(x + width - inset - 30)}C${n(x + width - inset - 14)} ${n(top - depth)} ${n(x + width - inset - 4)} ${n(top - depth * 0.6)} ${n(x + width - inset - 4)} ${n(top + 8)}Z" fill="url(#towel-top)"/>`,
  );
  return parts.join("");
}

/** A dial thermometer hooked on the tub's rim, reading 4 °C. */
function dialThermometer(cx: number, cy: number, r: number): string {
  const parts: string[] = [
    `<circle cx="${n(cx + 3)}" cy="${n(cy + 4)}" r="${n(r + 2)}" fill="${palette.ink}" opacity="0.3"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#dial-bezel)"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.84)}" fill="${palette.stone}"/>`,
  ];
  // Ticks from -10 to 40 °C over 270°, and the needle on 4.
  let ticks = "";
  const angle = (t: number) => ((-225 + ((t + 10) / 50) * 270) * Math.PI) / 180;
  for (let t = -10; t <= 40; t += 2) {
    const a = angle(t);
    const inner = t % 10 === 0 ? 0.6 : 0.68;
    ticks += `M${n(cx + Math.cos(a) * r * inner)} ${n(cy + Math.sin(a) * r * inner)}L${n(cx + Math.cos(a) * r * 0.76)} ${n(cy + Math.sin(a) * r * 0.76)}`;
  }
  const a = angle(4);
  parts.push(
    `<path d="${ticks}" stroke="${palette.line}" stroke-width="1.2"/>`,
    `<path d="M${n(cx - Math.cos(a) * r * 0.12)} ${n(cy - Math.sin(a) * r * 0.12)}L${n(cx + Math.cos(a) * r * 0.7)} ${n(cy + Math.sin(a) * r * 0.7)}" stroke="${palette.ember}" stroke-width="2" stroke-linecap="round"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.07)}" fill="${palette.ink}"/>`,
    lettering("4 °C", cx, cy + r * 0.5, r * 0.2, {
      anchor: "middle",
      color: palette.ink,
      weight: 1.3,
    }),
    // The hook over the rim.
    `<path d="M${n(cx - r * 0.1)} ${n(cy - r)}V${n(cy - r * 1.45)}H${n(cx + r * 0.12)}" fill="none" stroke="#8d8a86" stroke-width="3"/>`,
  );
  return parts.join("");
}

function iceBathRoutine(): string {
  const rand = random("blog/ice-bath-routine");
  const shade = titleShade("dawn-title", 0.5);
  const horizon = 600;
  const tubX = 1230;
  const tubBase = 930;
  const tubWidth = 540;
  const tubHeight = 290;
  const tubTop = tubBase - tubHeight;
  const rTop = tubWidth / 2;
  const parts: string[] = [
    `<rect width="${W}" height="${horizon + 40}" fill="url(#dawn-sky)"/>`,
    // The sun just up over the far shore, to the left.
    glow(360, horizon - 90, 1100, 520, "amber", 0.35),
    glow(360, horizon - 90, 260, 200, "warm", 0.9),
    `<circle cx="360" cy="${horizon - 92}" r="34" fill="#fff6e8"/>`,
    // Still water beyond the deck, the sun's path on it, reeds at its edge.
    `<rect y="${horizon - 70}" width="${W}" height="110" fill="url(#dawn-lake)"/>`,
    `<path d="M0 ${horizon - 70}Q500 ${horizon - 84} 1000 ${horizon - 72}T${W} ${horizon - 76}V${horizon - 70}H0Z" fill="#8e9aa0" opacity="0.5"/>`,
    glow(360, horizon - 12, 120, 52, "warm", 0.75),
    glow(360, horizon - 12, 360, 24, "warm", 0.5),
  ];
  let grass = "";
  for (let i = 0; i < 60; i++) {
    const gx = between(rand, 0, W);
    const h = between(rand, 30, 110);
    const lean = between(rand, -18, 18);
    grass += `M${n(gx)} ${n(horizon - 60)}q${n(lean * 0.3)} ${n(-h * 0.5)} ${n(lean)} ${n(-h)}`;
  }
  parts.push(`<path d="${grass}" fill="none" stroke="#7d7466" stroke-width="1.2" opacity="0.35"/>`);
  parts.push(deck(horizon + 40, H, rand, "#6a4a33"));
  parts.push(
    `<rect y="${horizon + 40}" width="${W}" height="${H - horizon - 40}" fill="url(#dawn-deck)"/>`,
  );
  // The tub's shadow falls to the right, long in the low light.
  parts.push(glow(tubX + 200, tubBase + 8, rTop * 1.5, rTop * TILT * 1.5, "ink", 0.55));
  parts.push(
    tub(tubX, tubBase, tubWidth, tubHeight, "thermo-pine", {
      staves: 16,
      hoops: [0.14, 0.82],
      water: "url(#ice-water)",
      rim: 0.93,
      taper: 0.92,
    }),
  );
  // Ice floating on the water.
  const waterY = tubTop + rTop * TILT * 0.28;
  for (let i = 0; i < 11; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 0.7;
    const ix = tubX + Math.cos(a) * rTop * d;
    const iy = waterY + Math.sin(a) * rTop * TILT * d * 0.8;
    const size = between(rand, 16, 30);
    parts.push(
      `<rect x="${n(ix - size / 2)}" y="${n(iy - size * 0.3)}" width="${n(size)}" height="${n(size * 0.55)}" rx="${n(size * 0.18)}" fill="${palette.ice}" opacity="0.9" transform="rotate(${n(between(rand, -20, 20))} ${n(ix)} ${n(iy)})"/>`,
      `<rect x="${n(ix - size / 2 + 2)}" y="${n(iy - size * 0.3 + 1)}" width="${n(size * 0.5)}" height="${n(size * 0.18)}" rx="3" fill="#ffffff" opacity="0.7"/>`,
    );
  }
  // Mist lifting off the water, warm where the dawn catches it.
  for (let i = 0; i < 14; i++) {
    const k = i / 13;
    const mx = tubX + between(rand, -0.55, 0.55) * rTop - k * 80;
    const my = waterY - 10 - k * 320;
    parts.push(
      glow(
        mx,
        my,
        between(rand, 150, 240) * (1 + k * 0.5),
        between(rand, 34, 60) * (1 + k * 1.2),
        "steam",
        0.75 - k * 0.45,
      ),
    );
  }
  parts.push(dialThermometer(tubX + rTop * 0.62, tubTop + 92, 46));
  // A low cedar stool with a folded towel on it.
  const stoolX = 640;
  const stoolTop = 860;
  parts.push(
    glow(stoolX + 200, 962, 230, 28, "ink", 0.5),
    `<rect x="${stoolX + 20}" y="${stoolTop + 24}" width="22" height="${962 - stoolTop - 24}" fill="#4f3322"/>`,
    `<rect x="${stoolX + 238}" y="${stoolTop + 24}" width="22" height="${962 - stoolTop - 24}" fill="#3d271a"/>`,
    plank("stool-top", stoolX, stoolTop, 280, 26, "western-red-cedar", rand, {
      scale: 0.5,
      detail: 0.3,
    }),
    `<rect x="${stoolX}" y="${stoolTop}" width="280" height="26" fill="url(#tub-round)"/>`,
    `<path d="M${stoolX} ${stoolTop}l8 -30h264l8 30z" fill="#b27a4f"/>`,
    `<path d="M${stoolX} ${stoolTop}l8 -30h264l8 30z" fill="url(#towel-top)" opacity="0.5"/>`,
    towel(stoolX + 32, stoolTop - 8, 216, 2),
  );
  parts.push(shade.body);
  const defs =
    glowDefs() +
    tubDefs() +
    shade.defs +
    linear("dawn-sky", [
      [0, "#93a9b7"],
      [0.5, "#d6d1cc"],
      [0.85, "#efd5bb"],
      [1, "#f3cfa6"],
    ]) +
    linear("dawn-lake", [
      [0, "#cdd3d2"],
      [1, "#aebabd"],
    ]) +
    linear("dawn-deck", [
      [0, "#f5d7b5", 0.25],
      [0.3, palette.ink, 0.15],
      [1, palette.ink, 0.55],
    ]) +
    linear(
      "ice-water",
      [
        [0, "#b7cdd3"],
        [0.5, palette.glacier],
        [1, palette.glacierDeep],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear("towel-side", [
      [0, "#efe6d8"],
      [0.6, "#dcd0bf"],
      [1, "#c4b59f"],
    ]) +
    linear(
      "towel-top",
      [
        [0, "#fbf6ee"],
        [1, "#e4d9c9"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    ) +
    radial(
      "dial-bezel",
      [
        [0, "#d9d6d1"],
        [0.8, "#9a9996"],
        [1, "#55524f"],
      ],
      { cx: 0.35, cy: 0.3, r: 0.8 },
    );
  return svgDocument(W, H, parts.join(""), defs);
}

// ---------------------------------------------------------------------------------------------
// blog/caring-for-your-sauna: a cedar bench top with a brush, a bucket, a cloth and oil

/**
 * A bench top seen from above and in front: boards running across, each deeper than the one
 * behind it, the grain foreshortened with them. Boards from `oiled` (x) rightwards are darker.
 */
function benchTop(top: number, wood: Wood, rand: () => number, oiled: number): string {
  const parts: string[] = [
    `<rect y="${n(top)}" width="${W}" height="${n(H - top)}" fill="${palette.ink}"/>`,
  ];
  let y = top;
  let depth = 84;
  let index = 0;
  while (y < H) {
    const squash = depth / 170;
    // Freshly oiled: richer and darker to the right, where the cloth has already been.
    const edge = oiled + between(rand, -90, 90);
    parts.push(
      `<g transform="translate(0 ${n(y)}) scale(1 ${squash.toFixed(4)})">${plank(`top-${index}`, -20, 0, W + 40, 170, wood, rand, { scale: 1.1, detail: 0.5, knots: 0, flat: false })}</g>`,
      `<rect x="${n(edge)}" y="${n(y)}" width="${n(W - edge)}" height="${n(depth)}" fill="url(#care-oil)"/>`,
      `<rect y="${n(y + depth * 0.86)}" width="${W}" height="${n(depth * 0.14)}" fill="url(#care-edge)"/>`,
      `<rect y="${n(y + depth)}" width="${W}" height="${n(depth * 0.11)}" fill="${palette.ink}" opacity="0.9"/>`,
    );
    y += depth * 1.11;
    depth *= 1.3;
    index++;
  }
  return parts.join("");
}

/** A small glass bottle of paraffin oil with a cork and a plain paper label. */
function bottle(cx: number, base: number, height: number): string {
  const w = height * 0.42;
  const shoulder = base - height * 0.58;
  const neck = base - height * 0.8;
  const top = base - height;
  const nw = w * 0.3;
  const glass = `M${n(cx - w / 2)} ${n(base - 8)}V${n(shoulder + 16)}Q${n(cx - w / 2)} ${n(shoulder)} ${n(cx - w / 2 + 18)} ${n(shoulder - 6)}L${n(cx - nw / 2)} ${n(neck + 10)}V${n(neck)}H${n(cx + nw / 2)}V${n(neck + 10)}L${n(cx + w / 2 - 18)} ${n(shoulder - 6)}Q${n(cx + w / 2)} ${n(shoulder)} ${n(cx + w / 2)} ${n(shoulder + 16)}V${n(base - 8)}Q${n(cx + w / 2)} ${n(base)} ${n(cx + w / 2 - 8)} ${n(base)}H${n(cx - w / 2 + 8)}Q${n(cx - w / 2)} ${n(base)} ${n(cx - w / 2)} ${n(base - 8)}Z`;
  const oil = base - height * 0.5;
  return [
    glow(cx + w * 0.7, base, w * 1.1, w * 0.16, "ink", 0.55),
    `<path d="${glass}" fill="#d7d3c4" opacity="0.45"/>`,
    `<clipPath id="bottle-clip"><path d="${glass}"/></clipPath>`,
    `<g clip-path="url(#bottle-clip)"><rect x="${n(cx - w / 2)}" y="${n(oil)}" width="${n(w)}" height="${n(base - oil)}" fill="url(#care-oil-glass)"/><rect x="${n(cx - w / 2)}" y="${n(oil - 3)}" width="${n(w)}" height="4" fill="#fff6df" opacity="0.6"/></g>`,
    // A plain label: paper with two fine rules, no words.
    `<rect x="${n(cx - w / 2 + 4)}" y="${n(shoulder + 30)}" width="${n(w - 8)}" height="${n(height * 0.26)}" fill="#efe7d9"/>`,
    `<path d="M${n(cx - w / 2 + 14)} ${n(shoulder + 44)}H${n(cx + w / 2 - 14)}M${n(cx - w / 2 + 14)} ${n(shoulder + 30 + height * 0.26 - 14)}H${n(cx + w / 2 - 14)}" stroke="${palette.line}" stroke-width="1" opacity="0.6"/>`,
    `<rect x="${n(cx - w / 2 + 4)}" y="${n(shoulder + 30)}" width="${n(w - 8)}" height="${n(height * 0.26)}" fill="url(#care-round)"/>`,
    `<path d="${glass}" fill="url(#care-glass)"/>`,
    `<path d="M${n(cx - w / 2 + 7)} ${n(base - 14)}V${n(shoulder + 16)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`,
    `<path d="${glass}" fill="none" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="1.2"/>`,
    // The cork.
    `<rect x="${n(cx - nw / 2 - 2)}" y="${n(top)}" width="${n(nw + 4)}" height="${n(neck - top + 4)}" rx="4" fill="url(#care-cork)"/>`,
  ].join("");
}

/**
 * A soft bench brush lying on the boards, turned a little: a pale wooden back with its top catching
 * the light, over a band of tan bristles.
 */
function brush(x: number, y: number, length: number, angle: number): string {
  const back = length * 0.15;
  const bristle = length * 0.1;
  let tufts = "";
  for (let i = 0; i <= 70; i++) {
    const bx = 16 + (i / 70) * (length - 32);
    const splay = ((bx - length / 2) / length) * 12;
    tufts += `M${n(bx)} 0l${n(splay)} ${n(bristle)}`;
  }
  const shape = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
<rect x="10" y="-4" width="${n(length - 20)}" height="${n(bristle + 4)}" rx="3" fill="#c8ad7f"/>
<path d="${tufts}" stroke="#8c7048" stroke-width="1.3" opacity="0.55"/>
<rect x="10" y="-4" width="${n(length - 20)}" height="${n(bristle + 4)}" fill="url(#care-round)"/>
<rect x="0" y="${n(-back)}" width="${n(length)}" height="${n(back)}" rx="${n(back * 0.45)}" fill="url(#care-back)"/>
<rect x="${n(back * 0.3)}" y="${n(-back)}" width="${n(length - back * 0.6)}" height="${n(back * 0.42)}" rx="${n(back * 0.2)}" fill="#f3e2c4" opacity="0.55"/>
<rect x="0" y="${n(-back)}" width="${n(length)}" height="${n(back)}" rx="${n(back * 0.45)}" fill="url(#care-round)"/></g>`;
  return glow(x + length * 0.58, y + bristle + 6, length * 0.6, 24, "ink", 0.65) + shape;
}

/** A folded linen cloth lying flat: soft layered edges, a stitched hem, one corner turned up. */
function cloth(x: number, y: number, width: number, depth: number): string {
  const inset = depth * 0.14;
  // The top face: a soft quadrilateral, its back edge narrower (it lies away from us).
  const corners: Array<[number, number]> = [
    [x + 4, y],
    [x + inset, y - depth],
    [x + width - inset, y - depth + 3],
    [x + width, y - 2],
  ];
  const face = (dy: number) => {
    const [a, b, c, d] = corners.map(([px, py]) => [px, py + dy] as const) as unknown as Array<
      [number, number]
    >;
    const mid = (p: [number, number], q: [number, number], bulge: number) =>
      `${n((p[0] + q[0]) / 2)} ${n((p[1] + q[1]) / 2 + bulge)}`;
    return `M${n(a![0])} ${n(a![1])}Q${mid(a!, b!, 0)} ${n(b![0])} ${n(b![1])}Q${mid(b!, c!, -5)} ${n(c![0])} ${n(c![1])}Q${mid(c!, d!, 0)} ${n(d![0])} ${n(d![1])}Q${mid(d!, a!, 5)} ${n(a![0])} ${n(a![1])}Z`;
  };
  const hem = `M${n(x + 18)} ${n(y - 9)}Q${n(x + width / 2)} ${n(y - 5)} ${n(x + width - 20)} ${n(y - 11)}`;
  return [
    glow(x + width * 0.6, y + 8, width * 0.62, 24, "ink", 0.6),
    `<path d="${face(9)}" fill="#5f7479"/>`,
    `<path d="${face(5)}" fill="#7d9095"/>`,
    `<path d="${face(0)}" fill="url(#care-linen)"/>`,
    `<path d="${hem}" fill="none" stroke="#e4ebeb" stroke-width="1.4" stroke-dasharray="5 4" opacity="0.7"/>`,
    glow(x + width * 0.62, y - depth * 0.5, width * 0.16, depth * 0.42, "ink", 0.1, 10),
    // A corner turned up at the front right.
    `<path d="M${n(x + width - 92)} ${n(y - 2)}Q${n(x + width - 40)} ${n(y - 40)} ${n(x + width - 6)} ${n(y - 56)}Q${n(x + width - 20)} ${n(y - 22)} ${n(x + width)} ${n(y - 2)}Z" fill="#c5d0d1"/>`,
    `<path d="M${n(x + width - 92)} ${n(y - 2)}Q${n(x + width - 40)} ${n(y - 40)} ${n(x + width - 6)} ${n(y - 56)}" fill="none" stroke="#7d9095" stroke-width="1.5"/>`,
  ].join("");
}

function caringForYourSauna(): string {
  const rand = random("blog/caring-for-your-sauna");
  const wood: Wood = "western-red-cedar";
  const shade = titleShade("care-title", 0.55);
  const wall = 430;
  const parts: string[] = [
    panelling("care-wall", 0, 0, W, wall, wood, rand, {
      board: 120,
      scale: 0.5,
      wash: 0.3,
      shade: 0.3,
    }),
    `<rect width="${W}" height="${wall}" fill="url(#care-wall-light)"/>`,
    `<rect y="${wall - 40}" width="${W}" height="40" fill="url(#care-wall-foot)"/>`,
    benchTop(wall, wood, rand, 1040),
    `<rect y="${wall}" width="${W}" height="${H - wall}" fill="url(#care-bench-light)"/>`,
  ];
  // The bucket at the back, the bottle beside it, the brush and the cloth in front.
  parts.push(glow(1240, 628, 210, 34, "ink", 0.6));
  parts.push(tub(1150, 620, 230, 200, wood, { hoops: [0.16, 0.8], staves: 11 }));
  parts.push(bottle(1440, 655, 190));
  parts.push(cloth(1300, 850, 360, 120));
  parts.push(brush(800, 820, 400, -5));
  parts.push(shade.body);
  const defs =
    glowDefs() +
    tubDefs() +
    shade.defs +
    radial(
      "care-wall-light",
      [
        [0, palette.amber, 0.16],
        [0.5, palette.ink, 0.1],
        [1, palette.ink, 0.5],
      ],
      { cx: 0.15, cy: 0, r: 1 },
    ) +
    linear("care-wall-foot", [
      [0, palette.ink, 0],
      [1, palette.ink, 0.45],
    ]) +
    radial(
      "care-bench-light",
      [
        [0, "#fff2dc", 0.14],
        [0.45, palette.ink, 0.08],
        [1, palette.ink, 0.55],
      ],
      { cx: 0.5, cy: 0, r: 1 },
    ) +
    linear(
      "care-oil",
      [
        [0, "#5a2a12", 0],
        [0.12, "#4a200c", 0.3],
        [1, "#4a200c", 0.34],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("care-edge", [
      [0, palette.ink, 0],
      [1, palette.ink, 0.3],
    ]) +
    linear(
      "care-oil-glass",
      [
        [0, "#f4e3ad", 0.75],
        [1, "#c9a860", 0.75],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "care-glass",
      [
        [0, "#ffffff", 0.25],
        [0.4, "#ffffff", 0],
        [0.8, palette.ink, 0.1],
        [1, palette.ink, 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "care-round",
      [
        [0, "#ffffff", 0.15],
        [0.4, "#ffffff", 0],
        [1, palette.ink, 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "care-cork",
      [
        [0, "#c9a57a"],
        [1, "#8a6a45"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("care-back", [
      [0, "#e0c89e"],
      [0.5, "#c4a477"],
      [1, "#8a6a45"],
    ]) +
    linear(
      "care-linen",
      [
        [0, "#b9c5c6"],
        [1, "#91a2a6"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  return svgDocument(W, H, parts.join(""), defs);
}

// ---------------------------------------------------------------------------------------------
// blog/sizing-a-heater: a heater inside the fine-line outline of a 2 × 2 × 2 m cabin, measured

/** An isometric projection (metres → pixels) about `origin`: x runs down-right, z down-left. */
function isometric(origin: { x: number; y: number }, scale: number) {
  const c = Math.cos(Math.PI / 6);
  return (x: number, y: number, z: number): [number, number] => [
    origin.x + (x - z) * c * scale,
    origin.y + (x + z) * 0.5 * scale - y * scale,
  ];
}

type Iso = ReturnType<typeof isometric>;

function isoPath(iso: Iso, points: Array<[number, number, number]>, close = false): string {
  return (
    points
      .map(([x, y, z], i) => `${i === 0 ? "M" : "L"}${iso(x, y, z).map(n).join(" ")}`)
      .join("") + (close ? "Z" : "")
  );
}

/**
 * A dimension line parallel to the edge from a to b, pushed out by `offset` (in metres, along
 * `out`), with slash ticks, extension lines and the measure lettered along it.
 */
function isoDimension(
  iso: Iso,
  a: [number, number, number],
  b: [number, number, number],
  out: [number, number, number],
  label: string,
  colour: string,
): string {
  const shift = (p: [number, number, number], k: number) =>
    [p[0] + out[0] * k, p[1] + out[1] * k, p[2] + out[2] * k] as [number, number, number];
  const [ax, ay] = iso(...shift(a, 1));
  const [bx, by] = iso(...shift(b, 1));
  const [ex, ey] = iso(...shift(a, 0.15));
  const [fx, fy] = iso(...shift(b, 0.15));
  const [gx, gy] = iso(...shift(a, 1.2));
  const [hx, hy] = iso(...shift(b, 1.2));
  const angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
  const upright = angle > 90 || angle < -90 ? angle + 180 : angle;
  const tick = (x: number, y: number) => `M${n(x - 7)} ${n(y + 7)}L${n(x + 7)} ${n(y - 7)}`;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  return (
    `<path d="M${n(ex)} ${n(ey)}L${n(gx)} ${n(gy)}M${n(fx)} ${n(fy)}L${n(hx)} ${n(hy)}" stroke="${colour}" stroke-width="1" opacity="0.5"/>` +
    `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}${tick(ax, ay)}${tick(bx, by)}" stroke="${colour}" stroke-width="1.2"/>` +
    `<g transform="translate(${n(mx)} ${n(my)}) rotate(${n(upright)})">${lettering(label, 0, -12, 17, { anchor: "middle", color: colour, weight: 1.5 })}</g>`
  );
}

/** An isometric sauna heater: a steel body, its lit left face, stones heaped on top. */
function isoHeater(iso: Iso, x: number, z: number, rand: () => number): string {
  const w = 0.44;
  const d = 0.42;
  const h = 0.8;
  const face = (points: Array<[number, number, number]>, fill: string) =>
    `<path d="${isoPath(iso, points, true)}" fill="${fill}"/>`;
  const parts: string[] = [
    // Shadow on the floor, falling to the lower right.
    `<path d="${isoPath(
      iso,
      [
        [x, 0, z],
        [x + w + 0.35, 0, z - 0.05],
        [x + w + 0.35, 0, z + d + 0.2],
        [x + w, 0, z + d],
        [x, 0, z + d],
      ],
      true,
    )}" fill="${palette.ink}" opacity="0.5"/>`,
    face(
      [
        [x, 0, z + d],
        [x + w, 0, z + d],
        [x + w, h, z + d],
        [x, h, z + d],
      ],
      "url(#heater-left)",
    ),
    face(
      [
        [x + w, 0, z],
        [x + w, 0, z + d],
        [x + w, h, z + d],
        [x + w, h, z],
      ],
      "url(#heater-right)",
    ),
    face(
      [
        [x, h, z],
        [x + w, h, z],
        [x + w, h, z + d],
        [x, h, z + d],
      ],
      "#2b2723",
    ),
    `<path d="${isoPath(iso, [
      [x, h, z + d],
      [x + w, h, z + d],
      [x + w, h, z],
    ])}" fill="none" stroke="#a8a29a" stroke-width="1.5" opacity="0.6"/>`,
  ];
  // Stones heaped on the top, from the back of the heap to the front.
  const stones: Array<[number, number, number, number]> = [];
  for (let i = 0; i < 44; i++) {
    const u = rand();
    const v = rand();
    const sx = x + 0.04 + u * (w - 0.08);
    const sz = z + 0.04 + v * (d - 0.08);
    const lift = 0.04 + 0.2 * Math.sin(u * Math.PI) * Math.sin(v * Math.PI);
    stones.push([sx, h + lift, sz, between(rand, 0.055, 0.08)]);
  }
  stones.sort((p, q) => p[0] + p[2] - (q[0] + q[2]));
  const size = iso(1, 0, 0)[0] - iso(0, 0, 0)[0];
  for (const [sx, sy, sz, r] of stones) {
    const [px, py] = iso(sx, sy, sz);
    parts.push(stone(px, py, r * size, r * size * 0.72, rand));
  }
  return parts.join("");
}

function sizingAHeater(): string {
  const rand = random("blog/sizing-a-heater");
  const backdrop = studioBackdrop(W, H, "ink", 1);
  const shade = titleShade("size-title", 0.5);
  const iso = isometric({ x: 1250, y: 530 }, 190);
  const line = "#e9d9bf";
  const s = 2;
  // The cabin: floor, and the edges of the box, the hidden ones dashed.
  const floor = isoPath(
    iso,
    [
      [0, 0, 0],
      [s, 0, 0],
      [s, 0, s],
      [0, 0, s],
    ],
    true,
  );
  const visible = [
    isoPath(iso, [
      [0, 0, s],
      [s, 0, s],
      [s, 0, 0],
    ]),
    isoPath(iso, [
      [0, s, 0],
      [s, s, 0],
      [s, s, s],
      [0, s, s],
      [0, s, 0],
    ]),
    isoPath(iso, [
      [0, 0, s],
      [0, s, s],
    ]),
    isoPath(iso, [
      [s, 0, s],
      [s, s, s],
    ]),
    isoPath(iso, [
      [s, 0, 0],
      [s, s, 0],
    ]),
  ].join("");
  const hidden =
    isoPath(iso, [
      [0, 0, s],
      [0, 0, 0],
      [s, 0, 0],
    ]) +
    isoPath(iso, [
      [0, 0, 0],
      [0, s, 0],
    ]);
  const [vx, vy] = [700, 350];
  const body = [
    backdrop.body,
    `<path d="${floor}" fill="url(#size-floor)"/>`,
    glow(...iso(0.55, 0.5, 0.55), 380, 260, "amber", 0.22),
    `<path d="${hidden}" fill="none" stroke="${line}" stroke-width="1.2" stroke-dasharray="6 7" opacity="0.45"/>`,
    isoHeater(iso, 0.25, 0.25, rand),
    // The glass door in the front wall, drawn as lines.
    `<path d="${isoPath(iso, [
      [1.05, 0, s],
      [1.05, 1.9, s],
      [1.8, 1.9, s],
      [1.8, 0, s],
    ])}${isoPath(iso, [
      [1.15, 0.9, s],
      [1.15, 1.15, s],
    ])}" fill="none" stroke="${line}" stroke-width="1.2" opacity="0.6"/>`,
    `<path d="${visible}" fill="none" stroke="${line}" stroke-width="1.6" stroke-linejoin="round"/>`,
    isoDimension(iso, [0, 0, s], [s, 0, s], [0, 0, 0.32], "2.0 M", line),
    isoDimension(iso, [s, 0, s], [s, 0, 0], [0.32, 0, 0], "2.0 M", line),
    isoDimension(iso, [s, 0, 0], [s, s, 0], [0.23, 0, -0.23], "2.0 M", line),
    // The volume, lettered over the cabin.
    lettering("8 M", vx - 18, vy, 60, { anchor: "middle", color: palette.amber, weight: 2.6 }),
    lettering("3", vx - 18 + letteringWidth("8 M", 60) / 2 + 16, vy - 32, 26, {
      color: palette.amber,
      weight: 2,
    }),
    shade.body,
  ].join("");
  const defs =
    backdrop.defs +
    glowDefs() +
    stoneDefs(0.15) +
    shade.defs +
    linear("size-floor", [
      [0, palette.amber, 0.08],
      [1, palette.amber, 0.02],
    ]) +
    linear(
      "heater-left",
      [
        [0, "#6a655f"],
        [1, "#3f3b37"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear(
      "heater-right",
      [
        [0, "#2e2a26"],
        [1, "#1c1916"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  return svgDocument(W, H, body, defs);
}

// ---------------------------------------------------------------------------------------------
// blog/preparing-for-installation: a levelled slab in the garden, the footprint marked on it,
// an electrical point on the house wall, a spirit level and a rolled plan

function preparingForInstallation(): string {
  const rand = random("blog/preparing-for-installation");
  const shade = titleShade("prep-title", 0.6);
  const cam = camera({ x: 1200, y: 1550, z: -2300, focal: 1350, centre: 860, horizon: 300 });
  const slab = { x0: 0, x1: 2800, z0: 1500, z1: 4100, h: 120 };
  const wallX = 4300;
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#prep-sky)"/>`,
    // The ground: fine pale gravel, falling into shade towards the viewer.
    `<path d="${cam.path([
      [-40000, 0, 60000],
      [40000, 0, 60000],
      [40000, 0, -2000],
      [-40000, 0, -2000],
    ])}" fill="url(#prep-ground)"/>`,
  ];
  // A low garden wall of pale stone across the back, coursed.
  const back = 14000;
  parts.push(
    `<path d="${cam.path([
      [-30000, 0, back],
      [wallX, 0, back],
      [wallX, 1500, back],
      [-30000, 1500, back],
    ])}" fill="#ddd2c2"/>`,
  );
  let courses = "";
  for (let y = 250; y < 1500; y += 250)
    courses += cam.path(
      [
        [-30000, y, back],
        [wallX, y, back],
      ],
      false,
    );
  parts.push(`<path d="${courses}" stroke="#b9ab97" stroke-width="1" opacity="0.6"/>`);
  parts.push(
    `<path d="${cam.path([
      [-30000, 1500, back],
      [wallX, 1500, back],
      [wallX, 1560, back - 200],
      [-30000, 1560, back - 200],
    ])}" fill="#ece4d8"/>`,
  );
  // Restios behind the wall: fine, upright grasses.
  let grass = "";
  for (let i = 0; i < 140; i++) {
    const [gx, gy] = cam.project([between(rand, -14000, wallX), 1500, back + 300]);
    const tall = between(rand, 20, 70);
    grass += `M${n(gx)} ${n(gy)}q${n(between(rand, -4, 4))} ${n(-tall * 0.6)} ${n(between(rand, -10, 10))} ${n(-tall)}`;
  }
  parts.push(`<path d="${grass}" fill="none" stroke="#8c8a73" stroke-width="1.3" opacity="0.55"/>`);
  parts.push(
    `<path d="${cam.path([
      [-30000, 0, back],
      [wallX, 0, back],
      [wallX, 1500, back],
      [-30000, 1500, back],
    ])}" fill="url(#prep-haze)"/>`,
  );
  // The house wall on the right, facing the light: a plinth, a tall window, the eave above.
  const end = 9000;
  parts.push(
    `<path d="${cam.path([
      [wallX, 0, -2000],
      [wallX, 0, end],
      [wallX, 3000, end],
      [wallX, 3000, -2000],
    ])}" fill="url(#prep-house)"/>`,
    `<path d="${cam.path([
      [wallX, 0, -2000],
      [wallX, 0, end],
      [wallX, 180, end],
      [wallX, 180, -2000],
    ])}" fill="#d3c8b8"/>`,
    `<path d="${cam.path([
      [wallX, 3000, -2000],
      [wallX, 3000, end],
      [wallX - 500, 3000, end],
      [wallX - 500, 3000, -2000],
    ])}" fill="#3a332d"/>`,
    `<path d="${cam.path([
      [wallX, 500, 5200],
      [wallX, 2500, 5200],
      [wallX, 2500, 6800],
      [wallX, 500, 6800],
    ])}" fill="#55524f"/>`,
    `<path d="${cam.path([
      [wallX - 2, 560, 5260],
      [wallX - 2, 2440, 5260],
      [wallX - 2, 2440, 6740],
      [wallX - 2, 560, 6740],
    ])}" fill="url(#prep-glass)"/>`,
  );
  // The electrical point: an isolator box with a conduit running down into the ground.
  const ez = 2300;
  parts.push(
    `<path d="${cam.path([
      [wallX - 15, 180, ez - 20],
      [wallX - 15, 1000, ez - 20],
      [wallX - 15, 1000, ez + 20],
      [wallX - 15, 180, ez + 20],
    ])}" fill="#bdb6ac"/>`,
    `<path d="${cam.path([
      [wallX, 1000, ez - 180],
      [wallX, 1440, ez - 180],
      [wallX - 110, 1440, ez - 180],
      [wallX - 110, 1000, ez - 180],
    ])}" fill="#e9e6e0"/>`,
    `<path d="${cam.path([
      [wallX - 110, 1000, ez - 180],
      [wallX - 110, 1440, ez - 180],
      [wallX - 110, 1440, ez + 180],
      [wallX - 110, 1000, ez + 180],
    ])}" fill="#6f6b66"/>`,
    `<path d="${cam.path([
      [wallX - 112, 1060, ez - 120],
      [wallX - 112, 1380, ez - 120],
      [wallX - 112, 1380, ez + 120],
      [wallX - 112, 1060, ez + 120],
    ])}" fill="#8a8580"/>`,
    `<path d="${cam.path([
      [wallX - 114, 1180, ez - 40],
      [wallX - 114, 1270, ez - 40],
      [wallX - 114, 1270, ez + 40],
      [wallX - 114, 1180, ez + 40],
    ])}" fill="${palette.ember}"/>`,
    // The box's soft shadow on the wall, to the right (farther along the wall).
    `<path d="${cam.path([
      [wallX - 1, 980, ez + 180],
      [wallX - 1, 1420, ez + 180],
      [wallX - 1, 1380, ez + 320],
      [wallX - 1, 940, ez + 320],
    ])}" fill="${palette.ink}" opacity="0.12"/>`,
  );
  // The slab: its shadow to the right, its lit front, its top.
  const { x0, x1, z0, z1, h } = slab;
  parts.push(
    `<path d="${cam.path([
      [x1, 0, z0],
      [x1 + 260, 0, z0 + 200],
      [x1 + 260, 0, z1 + 200],
      [x1, 0, z1],
    ])}" fill="${palette.ink}" opacity="0.22"/>`,
    `<path d="${cam.path([
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, h, z0],
      [x0, h, z0],
    ])}" fill="#b5ada2"/>`,
    `<path d="${cam.path([
      [x1, 0, z0],
      [x1, 0, z1],
      [x1, h, z1],
      [x1, h, z0],
    ])}" fill="#8f887e"/>`,
    `<path d="${cam.path([
      [x0, h, z0],
      [x1, h, z0],
      [x1, h, z1],
      [x0, h, z1],
    ])}" fill="url(#prep-slab)"/>`,
    `<path d="${cam.path(
      [
        [x0, h, z0],
        [x1, h, z0],
      ],
      false,
    )}" stroke="#f1ece4" stroke-width="1.5" opacity="0.8"/>`,
  );
  // The supply: a conduit from the isolator down the wall and across the ground to the slab.
  parts.push(
    `<path d="${cam.path(
      [
        [wallX - 20, 30, ez],
        [x1 + 150, 30, ez],
        [x1 + 150, 30, z0 + 900],
        [x1 - 60, 30, z0 + 900],
        [x1 - 60, h + 220, z0 + 900],
      ],
      false,
    )}" fill="none" stroke="#8e8b86" stroke-width="4" stroke-linejoin="round"/>`,
  );
  // Builder's pegs at the corners, an orange line strung between them.
  const pegs: Vec3[] = [
    [x0 - 350, 0, z0 - 350],
    [x1 + 350, 0, z0 - 350],
    [x1 + 350, 0, z1 + 350],
    [x0 - 350, 0, z1 + 350],
  ];
  const line = pegs.map(([px, , pz]) => [px, 320, pz] as Vec3);
  for (const [px, , pz] of [...pegs].sort((p, q) => q[2] - p[2])) {
    parts.push(
      `<path d="${cam.path([
        [px - 25, 0, pz],
        [px + 25, 0, pz],
        [px + 25, 420, pz],
        [px - 25, 420, pz],
      ])}" fill="#a47b55"/>`,
    );
  }
  parts.push(
    `<path d="${cam.path(line)}" fill="none" stroke="${palette.ember}" stroke-width="1.4" opacity="0.85"/>`,
  );
  // The cabin's footprint, chalked on the slab, with corner marks and a centre line.
  const f = { x0: 300, x1: 2500, z0: 1750, z1: 3850 };
  const chalk = "#fbf8f2";
  parts.push(
    `<path d="${cam.path([
      [f.x0, h, f.z0],
      [f.x1, h, f.z0],
      [f.x1, h, f.z1],
      [f.x0, h, f.z1],
    ])}" fill="none" stroke="${chalk}" stroke-width="2" stroke-dasharray="14 9" opacity="0.9"/>`,
  );
  let marks = "";
  for (const [cx, cz] of [
    [f.x0, f.z0],
    [f.x1, f.z0],
    [f.x1, f.z1],
    [f.x0, f.z1],
  ] as const) {
    marks +=
      cam.path(
        [
          [cx - 180, h, cz],
          [cx + 180, h, cz],
        ],
        false,
      ) +
      cam.path(
        [
          [cx, h, cz - 180],
          [cx, h, cz + 180],
        ],
        false,
      );
  }
  parts.push(`<path d="${marks}" stroke="${chalk}" stroke-width="2.5" opacity="0.95"/>`);
  // A spirit level lying along the front of the slab.
  const lz = 1640;
  parts.push(
    `<path d="${cam.path([
      [500, h, lz],
      [1700, h, lz],
      [1700, h + 60, lz],
      [500, h + 60, lz],
    ])}" fill="url(#prep-level)"/>`,
    `<path d="${cam.path([
      [500, h + 60, lz],
      [1700, h + 60, lz],
      [1700, h + 60, lz + 40],
      [500, h + 60, lz + 40],
    ])}" fill="#d9d7d3"/>`,
    `<path d="${cam.path([
      [1040, h + 12, lz - 1],
      [1160, h + 12, lz - 1],
      [1160, h + 48, lz - 1],
      [1040, h + 48, lz - 1],
    ])}" fill="#c7dbc4" stroke="#55524f" stroke-width="1"/>`,
    `<path d="${cam.path(
      [
        [1096, h + 14, lz - 2],
        [1096, h + 46, lz - 2],
      ],
      false,
    )}${cam.path(
      [
        [1104, h + 14, lz - 2],
        [1104, h + 46, lz - 2],
      ],
      false,
    )}" stroke="#55524f" stroke-width="1"/>`,
  );
  // The rolled plan, lying across the slab: a paper cylinder, its spiral end towards us.
  const [ra, rb] = [cam.project([1500, h + 55, 3000]), cam.project([2350, h + 55, 3000])];
  const rr = 55 * cam.scale(3000);
  parts.push(
    glow((ra[0] + rb[0]) / 2 + 20, ra[1] + rr + 2, (rb[0] - ra[0]) * 0.6, rr * 0.5, "ink", 0.5),
    `<rect x="${n(ra[0])}" y="${n(ra[1] - rr)}" width="${n(rb[0] - ra[0])}" height="${n(rr * 2)}" fill="url(#prep-paper)"/>`,
    `<rect x="${n(ra[0] + (rb[0] - ra[0]) * 0.62)}" y="${n(ra[1] - rr)}" width="${n(rr * 0.5)}" height="${n(rr * 2)}" fill="${palette.glacierDeep}" opacity="0.85"/>`,
    `<ellipse cx="${n(ra[0])}" cy="${n(ra[1])}" rx="${n(rr * 0.45)}" ry="${n(rr)}" fill="#f1ebe1" stroke="#cfc5b5" stroke-width="1"/>`,
    `<path d="M${n(ra[0])} ${n(ra[1])}m0 ${n(-rr * 0.7)}a${n(rr * 0.3)} ${n(rr * 0.7)} 0 1 0 0.1 0m0 ${n(rr * 0.35)}a${n(rr * 0.15)} ${n(rr * 0.35)} 0 1 0 0.1 0" fill="none" stroke="#b7ab98" stroke-width="1"/>`,
  );
  // Pebbles scattered on the gravel.
  let pebbles = "";
  for (let i = 0; i < 160; i++) {
    const px = between(rand, -6000, 4200);
    const pz = between(rand, -1500, 12000);
    if (px > x0 - 100 && px < x1 + 100 && pz > z0 - 100 && pz < z1 + 100) continue;
    const [sx, sy] = cam.project([px, 0, pz]);
    const r = 14 * cam.scale(pz);
    pebbles += `M${n(sx - r)} ${n(sy)}a${n(r)} ${n(r * 0.5)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r * 0.5)} 0 1 0 ${n(-r * 2)} 0`;
  }
  parts.push(`<path d="${pebbles}" fill="#a8998a" opacity="0.35"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#prep-key)"/>`, shade.body);
  const defs =
    glowDefs() +
    shade.defs +
    linear("prep-sky", [
      [0, "#c9d6da"],
      [1, "#f2ece2"],
    ]) +
    linear("prep-ground", [
      [0, "#e0d3bf"],
      [0.35, "#cdbca2"],
      [1, "#7a6a56"],
    ]) +
    linear("prep-haze", [
      [0, "#f2ece2", 0.1],
      [1, "#f2ece2", 0.35],
    ]) +
    linear(
      "prep-house",
      [
        [0, "#f7f2ea"],
        [1, "#e2d8ca"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "prep-slab",
      [
        [0, "#d8d2c9"],
        [1, "#c2bab0"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear("prep-level", [
      [0, "#c9c7c3"],
      [1, "#8e8b86"],
    ]) +
    linear(
      "prep-glass",
      [
        [0, "#9fb3bb"],
        [0.5, "#6f8790"],
        [1, "#4f646c"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear("prep-paper", [
      [0, "#f6f1e8"],
      [0.6, "#e3dacb"],
      [1, "#b9ad9a"],
    ]) +
    radial(
      "prep-key",
      [
        [0, "#fff6e6", 0.25],
        [0.6, "#fff6e6", 0],
        [1, palette.ink, 0.15],
      ],
      { cx: 0.15, cy: 0, r: 1 },
    );
  return svgDocument(W, H, parts.join(""), defs);
}

export const artworks: Record<string, Artwork> = {
  "blog/choosing-sauna-wood": { width: W, height: H, render: choosingSaunaWood },
  "blog/sizing-a-heater": { width: W, height: H, render: sizingAHeater },
  "blog/sauna-or-steam-room": { width: W, height: H, render: saunaOrSteamRoom },
  "blog/health-evidence": { width: W, height: H, render: healthEvidence },
  "blog/ice-bath-routine": { width: W, height: H, render: iceBathRoutine },
  "blog/caring-for-your-sauna": { width: W, height: H, render: caringForYourSauna },
  "blog/preparing-for-installation": { width: W, height: H, render: preparingForInstallation },
};
