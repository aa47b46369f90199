/**
 * Artworks for the about page: the joinery workshop where the cabins are made, an original
 * drawing of a cabin on linen paper (the heritage piece), and an installation in progress in a
 * client's home. All in the site's one palette and light (a warm key from the upper left).
 */
import {
  between,
  linear,
  n,
  palette,
  radial,
  random,
  svgDocument,
  type Artwork,
  type Wood,
} from "./kit";
import {
  camera,
  glow,
  glowDefs,
  grains,
  mix,
  plank,
  softRect,
  tone,
  type Camera,
  type Vec3,
} from "./craft";
import { lettering } from "./lettering";

// ---------------------------------------------------------------------------------------------
// about/heritage: a cabin's elevation and plan drawn in ink on linen paper, with a set-square
// and a pencil lying on the sheet

const HW = 1920;
const HH = 1280;
const INK = palette.line;

/** Faint warp and weft across the sheet, so the paper reads as linen. */
function linenWeave(
  x: number,
  y: number,
  width: number,
  height: number,
  rand: () => number,
): string {
  let warp = "";
  let weft = "";
  for (let gx = x; gx < x + width; gx += between(rand, 4, 10))
    warp += `M${n(gx)} ${n(y)}v${n(height)}`;
  for (let gy = y; gy < y + height; gy += between(rand, 4, 10))
    weft += `M${n(x)} ${n(gy)}h${n(width)}`;
  return `<path d="${warp}" stroke="#b9a88d" stroke-width="1" opacity="0.07"/><path d="${weft}" stroke="#fffaf0" stroke-width="1" opacity="0.16"/>`;
}

/** A horizontal or vertical dimension line with slash ticks, extension lines and its figure. */
function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  label: string,
  side: 1 | -1 = -1,
): string {
  const vertical = x1 === x2;
  const tick = (x: number, y: number) => `M${n(x - 6)} ${n(y + 6)}L${n(x + 6)} ${n(y - 6)}`;
  const text = vertical
    ? `<g transform="translate(${n(x1 + side * 12)} ${n((y1 + y2) / 2)}) rotate(-90)">${lettering(label, 0, 0, 13, { anchor: "middle", color: INK, weight: 1.2 })}</g>`
    : lettering(label, (x1 + x2) / 2, y1 + (side < 0 ? -9 : 22), 13, {
        anchor: "middle",
        color: INK,
        weight: 1.2,
      });
  const extend = vertical
    ? `M${n(x1 - 10)} ${n(y1)}h20M${n(x2 - 10)} ${n(y2)}h20`
    : `M${n(x1)} ${n(y1 - 10)}v20M${n(x2)} ${n(y2 - 10)}v20`;
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}${tick(x1, y1)}${tick(x2, y2)}${extend}" stroke="${INK}" stroke-width="1" fill="none"/>${text}`;
}

/** Hatching inside a rectangle at 45°, for cut walls and the ground. */
function hatch(x: number, y: number, width: number, height: number, gap: number): string {
  let d = "";
  for (let k = -height; k < width; k += gap) {
    const x0 = x + Math.max(k, 0);
    const y0 = y + height - Math.max(0, -k);
    const len = Math.min(width - Math.max(k, 0), height - Math.max(0, -k));
    d += `M${n(x0)} ${n(y0)}l${n(len)} ${n(-len)}`;
  }
  return d;
}

/** The front elevation of a cabin: mono-pitch roof, vertical cladding, a glass door, a window. */
function elevation(x: number, ground: number, scale: number): string {
  const w = 2400 * scale;
  const h = 2250 * scale;
  const fall = 120 * scale;
  const eave = 150 * scale;
  const top = ground - h;
  let cladding = "";
  for (let cx = x + 95 * scale; cx < x + w; cx += 95 * scale)
    cladding += `M${n(cx)} ${n(top + fall + 60 * scale)}V${n(ground)}`;
  const door = { x: x + 1250 * scale, w: 800 * scale, h: 1950 * scale };
  const win = { x: x + 300 * scale, y: ground - 1700 * scale, w: 500 * scale, h: 900 * scale };
  return [
    // The ground line and its hatching.
    `<path d="M${n(x - 160)} ${n(ground)}H${n(x + w + 160)}" stroke="${INK}" stroke-width="2.2"/>`,
    `<path d="${hatch(x - 160, ground, w + 320, 22, 14)}" stroke="${INK}" stroke-width="0.8" opacity="0.6"/>`,
    // The box, the roof (falling to the right) with its fascia, the cladding.
    `<path d="M${n(x)} ${n(ground)}V${n(top + fall * 0.1)}M${n(x + w)} ${n(ground)}V${n(top + fall)}" stroke="${INK}" stroke-width="1.8"/>`,
    `<path d="M${n(x - eave)} ${n(top - 10)}L${n(x + w + eave)} ${n(top + fall - 10)}L${n(x + w + eave)} ${n(top + fall + 50 * scale)}L${n(x - eave)} ${n(top + 50 * scale)}Z" fill="none" stroke="${INK}" stroke-width="1.8"/>`,
    `<path d="${cladding}" stroke="${INK}" stroke-width="0.7" opacity="0.55"/>`,
    // The door: glass in a slim frame, a long handle.
    `<rect x="${n(door.x)}" y="${n(ground - door.h)}" width="${n(door.w)}" height="${n(door.h)}" fill="${palette.paper}" stroke="${INK}" stroke-width="1.5"/>`,
    `<rect x="${n(door.x + 30 * scale)}" y="${n(ground - door.h + 30 * scale)}" width="${n(door.w - 60 * scale)}" height="${n(door.h - 60 * scale)}" fill="none" stroke="${INK}" stroke-width="0.8"/>`,
    `<path d="M${n(door.x + 90 * scale)} ${n(ground - 1250 * scale)}V${n(ground - 750 * scale)}" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M${n(door.x + 200 * scale)} ${n(ground - door.h + 160 * scale)}l${n(160 * scale)} ${n(-120 * scale)}M${n(door.x + 260 * scale)} ${n(ground - door.h + 260 * scale)}l${n(260 * scale)} ${n(-200 * scale)}" stroke="${INK}" stroke-width="0.7" opacity="0.5"/>`,
    `<rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}" fill="${palette.paper}" stroke="${INK}" stroke-width="1.5"/>`,
    `<path d="M${n(win.x + 80 * scale)} ${n(win.y + 160 * scale)}l${n(150 * scale)} ${n(-110 * scale)}" stroke="${INK}" stroke-width="0.7" opacity="0.5"/>`,
    // Dimensions: overall width below, height to the right.
    dimension(door.x, ground + 60, door.x + door.w, ground + 60, "800", 1),
    dimension(x, ground + 110, x + w, ground + 110, "2400", 1),
    dimension(x + w + eave + 60, ground, x + w + eave + 60, top + fall - 10, "2250", 1),
  ].join("");
}

/** The plan: walls cut and hatched, two benches, the heater and its stones, the door's swing. */
function plan(x: number, y: number, scale: number): string {
  const w = 2400 * scale;
  const d = 2000 * scale;
  const t = 95 * scale;
  const door = { x: x + 1250 * scale, w: 800 * scale };
  const walls = `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + d)}H${n(door.x + door.w)}V${n(y + d - t)}H${n(x + w - t)}V${n(y + t)}H${n(x + t)}V${n(y + d - t)}H${n(door.x)}V${n(y + d)}H${n(x)}Z`;
  const upper = 600 * scale;
  const lower = 450 * scale;
  const heater = { x: x + t + 60 * scale, y: y + d - t - 560 * scale, s: 460 * scale };
  const swing = door.w - 20 * scale;
  return [
    `<clipPath id="plan-walls"><path d="${walls}"/></clipPath>`,
    `<path d="${walls}" fill="${palette.paper}" stroke="${INK}" stroke-width="1.8"/>`,
    `<path d="${hatch(x, y, w, d, 9)}" stroke="${INK}" stroke-width="0.7" clip-path="url(#plan-walls)" opacity="0.8"/>`,
    // Upper bench along the back wall, lower bench in front of it (slats as fine lines).
    `<rect x="${n(x + t)}" y="${n(y + t)}" width="${n(w - 2 * t)}" height="${n(upper)}" fill="none" stroke="${INK}" stroke-width="1.3"/>`,
    `<path d="${[1, 2, 3, 4].map((k) => `M${n(x + t)} ${n(y + t + (upper * k) / 5)}h${n(w - 2 * t)}`).join("")}" stroke="${INK}" stroke-width="0.6" opacity="0.6"/>`,
    `<rect x="${n(x + t + 620 * scale)}" y="${n(y + t + upper)}" width="${n(w - 2 * t - 620 * scale)}" height="${n(lower)}" fill="none" stroke="${INK}" stroke-width="1.3"/>`,
    `<path d="${[1, 2, 3].map((k) => `M${n(x + t + 620 * scale)} ${n(y + t + upper + (lower * k) / 4)}h${n(w - 2 * t - 620 * scale)}`).join("")}" stroke="${INK}" stroke-width="0.6" opacity="0.6"/>`,
    // The heater: its body and the stones in it.
    `<rect x="${n(heater.x)}" y="${n(heater.y)}" width="${n(heater.s)}" height="${n(heater.s)}" fill="none" stroke="${INK}" stroke-width="1.4"/>`,
    `<circle cx="${n(heater.x + heater.s / 2)}" cy="${n(heater.y + heater.s / 2)}" r="${n(heater.s * 0.36)}" fill="none" stroke="${INK}" stroke-width="0.8"/>`,
    `<path d="M${n(heater.x)} ${n(heater.y)}l${n(heater.s)} ${n(heater.s)}M${n(heater.x + heater.s)} ${n(heater.y)}l${n(-heater.s)} ${n(heater.s)}" stroke="${INK}" stroke-width="0.6" opacity="0.5"/>`,
    // The door, swinging out.
    `<path d="M${n(door.x + door.w)} ${n(y + d)}v${n(swing)}" stroke="${INK}" stroke-width="1.4"/>`,
    `<path d="M${n(door.x + door.w)} ${n(y + d + swing)}A${n(swing)} ${n(swing)} 0 0 1 ${n(door.x + 20 * scale)} ${n(y + d)}" fill="none" stroke="${INK}" stroke-width="0.8" stroke-dasharray="4 4"/>`,
    dimension(x, y - 60, x + w, y - 60, "2400"),
    dimension(x - 60, y, x - 60, y + d, "2000", -1),
  ].join("");
}

/** The title block in the sheet's lower right corner. */
function titleBlock(x: number, y: number, w: number, h: number): string {
  const rows = [0.42, 0.64, 0.82];
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    `<path d="${rows.map((r) => `M${n(x)} ${n(y + h * r)}h${n(w)}`).join("")}M${n(x + w * 0.55)} ${n(y + h * 0.64)}v${n(h * 0.36)}" stroke="${INK}" stroke-width="1"/>`,
    lettering("VAJA - SINCE 1970", x + 22, y + h * 0.3, 26, { color: INK, weight: 2.2 }),
    lettering("SAUNA CABIN - ELEVATION & PLAN", x + 22, y + h * 0.56, 12, {
      color: INK,
      weight: 1.1,
    }),
    lettering("SCALE 1:20", x + 22, y + h * 0.77, 11, { color: INK, weight: 1 }),
    lettering("DRG 001", x + w * 0.55 + 18, y + h * 0.77, 11, { color: INK, weight: 1 }),
    lettering("CAPE TOWN", x + 22, y + h * 0.95, 11, { color: INK, weight: 1 }),
    lettering("MM", x + w * 0.55 + 18, y + h * 0.95, 11, { color: INK, weight: 1 }),
  ].join("");
}

/** A clear 45° set-square with its cut-out and a fine scale, lying on the sheet. */
function setSquare(x: number, y: number, size: number, angle: number): string {
  const outer = `M0 0L${size} ${size}L0 ${size}Z`;
  const k = 0.24;
  const inner = `M${n(size * k * 0.7)} ${n(size * (k + 0.2))}L${n(size * (1 - k * 1.5))} ${n(size * (1 - k * 0.7))}L${n(size * k * 0.7)} ${n(size * (1 - k * 0.7))}Z`;
  let ticks = "";
  for (let i = 1; i < 40; i++) {
    const ty = (i / 40) * size;
    ticks += `M0 ${n(ty)}h${i % 5 === 0 ? 16 : 9}`;
  }
  const body = `<path d="${outer}${inner}" fill-rule="evenodd"/>`;
  return (
    `<g transform="translate(${n(x + 16)} ${n(y + 20)}) rotate(${n(angle)})" fill="${palette.ink}" opacity="0.1">${body}</g>` +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><g fill="${palette.glacier}" opacity="0.28">${body}</g>` +
    `<path d="${outer}${inner}" fill="none" stroke="${palette.glacierDeep}" stroke-width="1.4" opacity="0.7"/>` +
    `<path d="M3 4L${n(size - 6)} ${n(size - 3)}" stroke="#ffffff" stroke-width="2" opacity="0.6"/>` +
    `<path d="${ticks}" stroke="${palette.glacierDeep}" stroke-width="1" opacity="0.7"/></g>`
  );
}

/** A hexagonal pencil, sharpened, lying at `angle` degrees with its point at (x, y). */
function pencil(x: number, y: number, length: number, angle: number): string {
  const r = 9;
  const cone = 46;
  return (
    `<g transform="translate(${n(x + 10)} ${n(y + 14)}) rotate(${n(angle)})">${softRect(cone, -r, length - cone, r * 2, { spread: 12, opacity: 0.28, radius: 4 })}</g>` +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M0 0L${cone} ${-r}V${r}Z" fill="#d9b48a"/>` +
    `<path d="M0 0L${cone * 0.32} ${n(-r * 0.32)}V${n(r * 0.32)}Z" fill="${palette.charcoal}"/>` +
    `<rect x="${cone}" y="${-r}" width="${length - cone - 26}" height="${r * 2}" fill="url(#pencil-body)"/>` +
    `<rect x="${length - 26}" y="${-r}" width="26" height="${r * 2}" rx="2" fill="url(#pencil-ferrule)"/>` +
    `<path d="M${cone} ${n(-r * 0.35)}H${length - 26}M${cone} ${n(r * 0.35)}H${length - 26}" stroke="${palette.ink}" stroke-width="0.8" opacity="0.35"/></g>`
  );
}

function heritage(): string {
  const rand = random("about/heritage");
  const sheet = { x: 150, y: 110, w: 1620, h: 1060 };
  const at = `rotate(-1.2 ${HW / 2} ${HH / 2})`;
  const body = [
    // The desk: dark oak, lit from the upper left.
    plank("desk-0", 0, 0, HW, 430, "lunawood", rand, {
      scale: 1.4,
      detail: 0.3,
      knots: 0,
      flat: false,
    }),
    plank("desk-1", 0, 430, HW, 430, "lunawood", rand, {
      scale: 1.4,
      detail: 0.3,
      knots: 0,
      flat: false,
    }),
    plank("desk-2", 0, 860, HW, 420, "lunawood", rand, {
      scale: 1.4,
      detail: 0.3,
      knots: 0,
      flat: false,
    }),
    `<path d="M0 429h${HW}M0 859h${HW}" stroke="${palette.ink}" stroke-width="3" opacity="0.6"/>`,
    `<rect width="${HW}" height="${HH}" fill="url(#desk-shade)"/>`,
    // The sheet, with its shadow falling to the lower right.
    `<g transform="${at}">`,
    softRect(sheet.x + 18, sheet.y + 22, sheet.w, sheet.h, { spread: 36, opacity: 0.5 }),
    `<rect x="${sheet.x}" y="${sheet.y}" width="${sheet.w}" height="${sheet.h}" fill="url(#sheet)"/>`,
    linenWeave(sheet.x, sheet.y, sheet.w, sheet.h, rand),
    `<rect x="${sheet.x + 40}" y="${sheet.y + 40}" width="${sheet.w - 80}" height="${sheet.h - 80}" fill="none" stroke="${INK}" stroke-width="1.6"/>`,
    `<rect x="${sheet.x + 48}" y="${sheet.y + 48}" width="${sheet.w - 96}" height="${sheet.h - 96}" fill="none" stroke="${INK}" stroke-width="0.6"/>`,
    lettering("ELEVATION A", sheet.x + 170, sheet.y + 130, 15, { color: INK, weight: 1.4 }),
    elevation(sheet.x + 260, sheet.y + 780, 0.2),
    lettering("PLAN", sheet.x + 960, sheet.y + 130, 15, { color: INK, weight: 1.4 }),
    plan(sheet.x + 1010, sheet.y + 260, 0.2),
    titleBlock(sheet.x + sheet.w - 560, sheet.y + sheet.h - 250, 500, 190),
    `<rect x="${sheet.x}" y="${sheet.y}" width="${sheet.w}" height="${sheet.h}" fill="url(#sheet-light)"/>`,
    `</g>`,
    setSquare(70, 760, 380, -22),
    pencil(1240, 300, 520, 24),
    `<rect width="${HW}" height="${HH}" fill="url(#heritage-key)"/>`,
  ].join("");
  const defs =
    linear(
      "sheet",
      [
        [0, "#f3ede2"],
        [1, "#e6dccb"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radial(
      "sheet-light",
      [
        [0, "#fffaf0", 0.25],
        [0.6, "#fffaf0", 0],
        [1, palette.ink, 0.1],
      ],
      { cx: 0.15, cy: 0.05, r: 1.1 },
    ) +
    linear(
      "desk-shade",
      [
        [0, palette.ink, 0.3],
        [1, palette.ink, 0.6],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radial(
      "heritage-key",
      [
        [0, "#fff3df", 0.12],
        [0.6, "#fff3df", 0],
        [1, palette.ink, 0.25],
      ],
      { cx: 0.2, cy: 0.05, r: 1.1 },
    ) +
    linear("pencil-body", [
      [0, "#4a433d"],
      [0.45, palette.soot],
      [1, "#141210"],
    ]) +
    linear("pencil-ferrule", [
      [0, "#d9c7a0"],
      [0.5, "#a88f62"],
      [1, "#6f5a38"],
    ]);
  return svgDocument(HW, HH, body, defs);
}

// ---------------------------------------------------------------------------------------------
// about/workshop: a calm joinery workshop, low-key, lit by one tall window on the left

const WW = 1600;
const WH = 2000;

/** A flat-shaded quad in the scene. */
function quad(cam: Camera, points: readonly Vec3[], fill: string, extra = ""): string {
  return `<path d="${cam.path(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** End grain: the board's end face with growth-ring arcs round a pith below it. */
function endGrain(
  id: string,
  cam: Camera,
  x: number,
  y: number,
  z: number,
  w: number,
  h: number,
  wood: Wood,
  rand: () => number,
): string {
  const [x0, y0] = cam.project([x, y + h, z]);
  const [x1, y1] = cam.project([x + w, y, z]);
  const c = grains[wood];
  const px = between(rand, x0 - (x1 - x0) * 0.6, x1 + (x1 - x0) * 0.6);
  const py = y1 + between(rand, 0.5, 3) * (y1 - y0);
  let rings = "";
  const step = between(rand, 2.2, 3.2);
  for (
    let r = Math.hypot(px - x0, py - y1) * 0.5;
    r < Math.hypot(px - x0, py - y0) + 4;
    r += step
  ) {
    rings += `M${n(px - r)} ${n(py)}a${n(r)} ${n(r)} 0 1 1 ${n(r * 2)} 0`;
  }
  return `<clipPath id="${id}"><rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}"/></clipPath><g clip-path="url(#${id})"><rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="${mix(c.early, c.late, 0.3)}"/><path d="${rings}" fill="none" stroke="${c.late}" stroke-width="0.9" opacity="0.7"/></g><rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="none" stroke="${palette.ink}" stroke-opacity="0.5" stroke-width="1"/>`;
}

/** The timber rack on the right-hand wall: piles of boards on steel arms, their ends to us. */
function timberRack(cam: Camera, wall: number, rand: () => number): string {
  const parts: string[] = [];
  const front = 3300;
  const back = 5190;
  const piles: Wood[][] = [
    ["western-red-cedar", "thermo-pine", "pine", "oak"],
    ["lunawood", "western-red-cedar", "obeche", "thermo-pine"],
    ["pine", "oak", "western-red-cedar", "lunawood"],
  ];
  const levels = [700, 1450, 2200];
  const width = 150;
  const thick = 30;
  // The uprights on the wall.
  for (const z of [front + 300, back - 300]) {
    parts.push(
      quad(
        cam,
        [
          [wall, 0, z],
          [wall, 3000, z],
          [wall, 3000, z + 80],
          [wall, 0, z + 80],
        ],
        "#2b2622",
      ),
    );
  }
  levels.forEach((level, li) => {
    const row = piles[li]!;
    const left = wall - row.length * (width + 10) - 40;
    // The arms under the level.
    for (const z of [front + 300, back - 300]) {
      parts.push(
        quad(
          cam,
          [
            [left - 30, level - 50, z],
            [wall, level - 50, z],
            [wall, level, z],
            [left - 30, level, z],
          ],
          "#3a342f",
        ),
      );
    }
    row.forEach((wood, pi) => {
      const x = left + pi * (width + 10);
      const count = 3 + Math.floor(rand() * 3);
      for (let k = 0; k < count; k++) {
        const y = level + k * thick;
        const c = grains[wood];
        const lit = tone(c.early, 0.05);
        // The side facing the room (only the pile's first board shows it), the top, the end.
        if (pi === 0)
          parts.push(
            quad(
              cam,
              [
                [x, y, front],
                [x, y, back],
                [x, y + thick, back],
                [x, y + thick, front],
              ],
              mix(c.late, palette.ink, 0.35),
            ),
          );
        if (k === count - 1 && y + thick < 1500) {
          parts.push(
            quad(
              cam,
              [
                [x, y + thick, front],
                [x + width, y + thick, front],
                [x + width, y + thick, back],
                [x, y + thick, back],
              ],
              lit,
            ),
          );
        }
        if (k === 0 && y > 1500) {
          parts.push(
            quad(
              cam,
              [
                [x, y, front],
                [x + width, y, front],
                [x + width, y, back],
                [x, y, back],
              ],
              mix(c.late, palette.ink, 0.5),
            ),
          );
        }
        parts.push(endGrain(`end-${li}-${pi}-${k}`, cam, x, y, front, width, thick, wood, rand));
      }
    });
  });
  return parts.join("");
}

/** A bench plane seen from the side, resting on the bench top at (x, y, z); length in mm. */
function handPlane(cam: Camera, x: number, y: number, z: number, length: number): string {
  const k = cam.scale(z);
  const [sx, sy] = cam.project([x, y, z]);
  const L = length * k;
  const H = 62 * k;
  return [
    glow(sx + L * 0.62, sy + 2, L * 0.62, 9, "ink", 0.7),
    // The iron body, the lever cap and blade leaning back, the tote and the front knob.
    `<path d="M${n(sx)} ${n(sy)}L${n(sx + L)} ${n(sy)}L${n(sx + L - 6)} ${n(sy - H)}L${n(sx + 8)} ${n(sy - H)}Z" fill="url(#plane-iron)"/>`,
    `<path d="M${n(sx + 8)} ${n(sy - H)}L${n(sx + L - 6)} ${n(sy - H)}" stroke="#c9c3b9" stroke-width="2"/>`,
    `<path d="M${n(sx + L * 0.42)} ${n(sy - H)}L${n(sx + L * 0.56)} ${n(sy - H * 2.1)}L${n(sx + L * 0.64)} ${n(sy - H * 2)}L${n(sx + L * 0.56)} ${n(sy - H)}Z" fill="#6d6862"/>`,
    `<path d="M${n(sx + L * 0.1)} ${n(sy - H)}C${n(sx + L * 0.06)} ${n(sy - H * 2.2)} ${n(sx + L * 0.2)} ${n(sy - H * 2.6)} ${n(sx + L * 0.3)} ${n(sy - H * 2.5)}C${n(sx + L * 0.3)} ${n(sy - H * 2.1)} ${n(sx + L * 0.24)} ${n(sy - H * 1.7)} ${n(sx + L * 0.3)} ${n(sy - H)}Z" fill="url(#plane-wood)"/>`,
    `<ellipse cx="${n(sx + L * 0.84)}" cy="${n(sy - H * 1.45)}" rx="${n(H * 0.42)}" ry="${n(H * 0.5)}" fill="url(#plane-wood)"/>`,
  ].join("");
}

/** A curl of shaving lying on a surface: a flattened, nearly closed loop of pale ribbon. */
function shaving(x: number, y: number, r: number, colour: string, angle: number): string {
  const ry = r * 0.55;
  const start = 0.5;
  const end = Math.PI * 2 - 0.3;
  const at = (t: number, k: number) => [x + Math.cos(t) * r * k, y + Math.sin(t) * ry * k] as const;
  const arc = (k: number) => {
    const [ax, ay] = at(start, k);
    const [bx, by] = at(end, k);
    return `M${n(ax)} ${n(ay)}A${n(r * k)} ${n(ry * k)} 0 1 1 ${n(bx)} ${n(by)}`;
  };
  const turn = `transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`;
  return `<g ${turn}><path d="${arc(1)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.5)}" stroke-linecap="round"/><path d="${arc(0.82)}" fill="none" stroke="${tone(colour, -0.35)}" stroke-width="${n(r * 0.12)}" opacity="0.7"/></g>`;
}

/** Tools hanging from a batten on the back wall, drawn flat at the wall's scale. */
function toolRail(cam: Camera, z: number, y: number, x0: number, x1: number): string {
  const k = cam.scale(z);
  const [ax, ay] = cam.project([x0, y, z]);
  const [bx] = cam.project([x1, y, z]);
  const at = (x: number) => cam.project([x, y, z])[0];
  const parts: string[] = [
    `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(70 * k)}" fill="#7a5536"/>`,
    `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(10 * k)}" fill="#b48a5f" opacity="0.6"/>`,
  ];
  // A panel saw: its blade tapering to the toe, a wooden handle.
  const sx = at(x0 + 250);
  parts.push(
    `<path d="M${n(sx)} ${n(ay + 60 * k)}L${n(sx + 120 * k)} ${n(ay + 60 * k)}L${n(sx + 95 * k)} ${n(ay + 640 * k)}L${n(sx + 20 * k)} ${n(ay + 640 * k)}Z" fill="url(#tool-steel)"/>`,
    `<rect x="${n(sx - 10 * k)}" y="${n(ay - 40 * k)}" width="${n(140 * k)}" height="${n(150 * k)}" rx="${n(30 * k)}" fill="#8a5a36"/>`,
  );
  // A try square.
  const tx = at(x0 + 650);
  parts.push(
    `<rect x="${n(tx)}" y="${n(ay + 70 * k)}" width="${n(40 * k)}" height="${n(300 * k)}" fill="#6b4a30"/>`,
    `<rect x="${n(tx + 40 * k)}" y="${n(ay + 70 * k)}" width="${n(220 * k)}" height="${n(22 * k)}" fill="url(#tool-steel)"/>`,
  );
  // Chisels, largest to smallest.
  for (let i = 0; i < 5; i++) {
    const cx = at(x0 + 1050 + i * 110);
    const w = (40 - i * 5) * k;
    parts.push(
      `<rect x="${n(cx - 14 * k)}" y="${n(ay + 20 * k)}" width="${n(28 * k)}" height="${n(130 * k)}" rx="${n(10 * k)}" fill="#8a5a36"/>`,
      `<path d="M${n(cx - w / 2)} ${n(ay + 150 * k)}h${n(w)}l${n(-w * 0.1)} ${n(230 * k)}h${n(-w * 0.8)}Z" fill="url(#tool-steel)"/>`,
    );
  }
  // A mallet.
  const mx = at(x0 + 1700);
  parts.push(
    `<rect x="${n(mx - 12 * k)}" y="${n(ay + 40 * k)}" width="${n(24 * k)}" height="${n(330 * k)}" fill="#8a5a36"/>`,
    `<rect x="${n(mx - 70 * k)}" y="${n(ay + 330 * k)}" width="${n(140 * k)}" height="${n(90 * k)}" rx="${n(8 * k)}" fill="#a57a50"/>`,
  );
  return parts.join("");
}

function workshop(): string {
  const rand = random("about/workshop");
  const cam = camera({ x: -300, y: 1500, z: 0, focal: 1150, centre: WW / 2, horizon: 880 });
  const left = -2600;
  const right = 2100;
  const back = 5200;
  const ceiling = 3900;
  const near = 1000;
  const win = { z0: 2700, z1: 4700, y0: 900, y1: 3100 };
  const light: Vec3 = [1, -0.8, 0.35];
  const toFloor = ([x, y, z]: Vec3): Vec3 => [
    x + (light[0] * y) / -light[1],
    0,
    z + (light[2] * y) / -light[1],
  ];
  const corners: Vec3[] = [
    [left, win.y0, win.z0],
    [left, win.y1, win.z0],
    [left, win.y1, win.z1],
    [left, win.y0, win.z1],
  ];
  const patch = corners.map(toFloor);
  const bench = { x0: -1150, x1: 850, z0: 2500, z1: 3200, top: 880, thick: 110 };
  const parts: string[] = [
    `<rect width="${WW}" height="${WH}" fill="#2a241f"/>`,
    // The room: back wall, floor, ceiling, the side walls.
    quad(
      cam,
      [
        [left, 0, back],
        [right, 0, back],
        [right, ceiling, back],
        [left, ceiling, back],
      ],
      "url(#shop-back)",
    ),
    quad(
      cam,
      [
        [left, 0, near],
        [right, 0, near],
        [right, 0, back],
        [left, 0, back],
      ],
      "url(#shop-floor)",
    ),
    quad(
      cam,
      [
        [left, ceiling, near],
        [right, ceiling, near],
        [right, ceiling, back],
        [left, ceiling, back],
      ],
      "#2a241f",
    ),
    quad(
      cam,
      [
        [left, 0, near],
        [left, 0, back],
        [left, ceiling, back],
        [left, ceiling, near],
      ],
      "url(#shop-left)",
    ),
    quad(
      cam,
      [
        [right, 0, near],
        [right, 0, back],
        [right, ceiling, back],
        [right, ceiling, near],
      ],
      "url(#shop-right)",
    ),
  ];
  // Ceiling beams, running across.
  for (const z of [2600, 4200]) {
    parts.push(
      quad(
        cam,
        [
          [left, ceiling - 220, z],
          [right, ceiling - 220, z],
          [right, ceiling, z],
          [left, ceiling, z],
        ],
        "#2c2520",
      ),
    );
    parts.push(
      quad(
        cam,
        [
          [left, ceiling - 220, z],
          [right, ceiling - 220, z],
          [right, ceiling - 220, z + 160],
          [left, ceiling - 220, z + 160],
        ],
        "#3a312a",
      ),
    );
  }
  // The window: its deep reveal, the bright day beyond, the glazing bars.
  parts.push(
    quad(cam, corners, "url(#shop-day)"),
    `<path d="${cam.path(
      [
        [left, win.y0, (win.z0 + win.z1) / 2],
        [left, win.y1, (win.z0 + win.z1) / 2],
      ],
      false,
    )}${cam.path(
      [
        [left, (win.y0 + win.y1) / 2, win.z0],
        [left, (win.y0 + win.y1) / 2, win.z1],
      ],
      false,
    )}" stroke="#2a2521" stroke-width="7"/>`,
    `<path d="${cam.path(corners)}" fill="none" stroke="#2a2521" stroke-width="12"/>`,
    quad(
      cam,
      [
        [left, win.y0, win.z0],
        [left + 200, win.y0, win.z0],
        [left + 200, win.y0, win.z1],
        [left, win.y0, win.z1],
      ],
      "#8a7a66",
    ),
  );
  parts.push(toolRail(cam, back - 1, 1850, -1900, 300));
  // Joints in the concrete floor, running back to the wall.
  let joints = "";
  for (const x of [-1300, 0, 1300])
    joints += cam.path(
      [
        [x, 0, near],
        [x, 0, back],
      ],
      false,
    );
  for (const z of [2000, 3000, 4200])
    joints += cam.path(
      [
        [left, 0, z],
        [right, 0, z],
      ],
      false,
    );
  parts.push(`<path d="${joints}" stroke="${palette.ink}" stroke-width="1.5" opacity="0.4"/>`);
  // The patch of sun on the floor, then the rack, the bench and what is on it.
  parts.push(quad(cam, patch, "url(#shop-patch)"));
  parts.push(timberRack(cam, right, rand));
  const { x0, x1, z0, z1, top, thick } = bench;
  const legs = [x0 + 80, x1 - 200];
  for (const lx of legs) {
    parts.push(
      quad(
        cam,
        [
          [lx, 0, z1 - 100],
          [lx + 120, 0, z1 - 100],
          [lx + 120, top, z1 - 100],
          [lx, top, z1 - 100],
        ],
        "#4e3826",
      ),
    );
  }
  parts.push(
    quad(
      cam,
      [
        [x0 + 80, 180, z0 + 60],
        [x1 - 80, 180, z0 + 60],
        [x1 - 80, 280, z0 + 60],
        [x0 + 80, 280, z0 + 60],
      ],
      "#5d4330",
    ),
  );
  for (const lx of legs) {
    parts.push(
      quad(
        cam,
        [
          [lx, 0, z0 + 60],
          [lx + 120, 0, z0 + 60],
          [lx + 120, top, z0 + 60],
          [lx, top, z0 + 60],
        ],
        "url(#shop-leg)",
      ),
    );
  }
  // The top: four boards running along, lit from the window.
  for (let b = 0; b < 4; b++) {
    const za = z0 + ((z1 - z0) * b) / 4;
    const zb = z0 + ((z1 - z0) * (b + 1)) / 4;
    parts.push(
      quad(
        cam,
        [
          [x0, top + thick, za],
          [x1, top + thick, za],
          [x1, top + thick, zb],
          [x0, top + thick, zb],
        ],
        tone("#b08a5e", (rand() - 0.5) * 0.12),
      ),
    );
  }
  parts.push(
    `<path d="${[1, 2, 3]
      .map((b) =>
        cam.path(
          [
            [x0, top + thick, z0 + ((z1 - z0) * b) / 4],
            [x1, top + thick, z0 + ((z1 - z0) * b) / 4],
          ],
          false,
        ),
      )
      .join("")}" stroke="${palette.ink}" stroke-width="1" opacity="0.35"/>`,
    quad(
      cam,
      [
        [x0, top, z0],
        [x1, top, z0],
        [x1, top + thick, z0],
        [x0, top + thick, z0],
      ],
      "url(#shop-edge)",
    ),
    quad(
      cam,
      [
        [x0, top + thick, z0],
        [x1, top + thick, z0],
        [x1, top + thick, z1],
        [x0, top + thick, z1],
      ],
      "url(#shop-top-light)",
    ),
  );
  // The vice at the front left.
  parts.push(
    quad(
      cam,
      [
        [x0 + 120, top - 120, z0 - 60],
        [x0 + 420, top - 120, z0 - 60],
        [x0 + 420, top + thick, z0 - 60],
        [x0 + 120, top + thick, z0 - 60],
      ],
      "url(#shop-leg)",
    ),
  );
  parts.push(
    `<path d="${cam.path(
      [
        [x0 + 190, top - 40, z0 - 60],
        [x0 + 350, top - 40, z0 - 60],
      ],
      false,
    )}" stroke="#9a9996" stroke-width="5" stroke-linecap="round"/>`,
  );
  parts.push(handPlane(cam, -250, top + thick, 2760, 420));
  // A ribbon of shaving curling up out of the plane's mouth, and a few loose curls.
  const shavingColour = "#ecd4a4";
  const [mx, my] = cam.project([-250 + 420 * 0.45, top + thick + 60, 2760]);
  parts.push(
    `<path d="M${n(mx)} ${n(my)}C${n(mx + 10)} ${n(my - 40)} ${n(mx + 44)} ${n(my - 58)} ${n(mx + 58)} ${n(my - 34)}C${n(mx + 70)} ${n(my - 12)} ${n(mx + 44)} ${n(my + 2)} ${n(mx + 34)} ${n(my - 18)}C${n(mx + 28)} ${n(my - 32)} ${n(mx + 44)} ${n(my - 38)} ${n(mx + 50)} ${n(my - 26)}" fill="none" stroke="${shavingColour}" stroke-width="6" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const [sx, sy] = cam.project([between(rand, 300, 750), top + thick, between(rand, 2650, 3050)]);
    parts.push(shaving(sx, sy - 4, between(rand, 6, 9), shavingColour, between(rand, -30, 30)));
  }
  // A pile of cedar boards on bearers in the foreground, their edges to us.
  const pileZ = 2050;
  const ps = cam.scale(pileZ);
  const [px0, py0] = cam.project([250, 0, pileZ]);
  const pw = 1300 * ps;
  parts.push(glow(px0 + pw * 0.6, py0, pw * 0.62, 14, "ink", 0.6));
  for (const bx of [350, 1300]) {
    parts.push(
      quad(
        cam,
        [
          [bx, 0, pileZ + 40],
          [bx + 90, 0, pileZ + 40],
          [bx + 90, 80, pileZ + 40],
          [bx, 80, pileZ + 40],
        ],
        "#2b2520",
      ),
    );
  }
  const layers = 4;
  for (let b = 0; b < 2; b++) {
    const za = pileZ + b * 140;
    parts.push(
      quad(
        cam,
        [
          [250, 80 + layers * 28, za],
          [1550, 80 + layers * 28, za],
          [1550, 80 + layers * 28, za + 135],
          [250, 80 + layers * 28, za + 135],
        ],
        tone("#8a6040", between(rand, -0.1, 0.04)),
      ),
    );
  }
  for (let i = 0; i < layers; i++) {
    const [, y] = cam.project([0, 80 + (i + 1) * 28, pileZ]);
    parts.push(
      plank(
        `pile-${i}`,
        px0 + (i % 2) * 4,
        y,
        pw,
        28 * ps - 1.5,
        i % 2 ? "thermo-pine" : "western-red-cedar",
        rand,
        { scale: 0.4, detail: 0.3, knots: 0 },
      ),
      `<rect x="${n(px0 + (i % 2) * 4)}" y="${n(y + 28 * ps - 2)}" width="${n(pw)}" height="2" fill="${palette.ink}" opacity="0.5"/>`,
    );
  }
  parts.push(
    `<rect x="${n(px0)}" y="${n(cam.project([0, 80 + layers * 28, pileZ])[1])}" width="${n(pw)}" height="${n(layers * 28 * ps)}" fill="${palette.ink}" opacity="0.4"/>`,
  );

  // A few curls swept under the bench.
  for (let i = 0; i < 6; i++) {
    const [sx, sy] = cam.project([between(rand, -700, 500), 0, between(rand, 2700, 3300)]);
    parts.push(
      shaving(sx, sy, between(rand, 7, 10), tone("#ecd4a4", -0.35), between(rand, -30, 30)),
    );
  }

  // The shaft of light from the window, and dust turning in it.
  const hull = [corners[1]!, corners[2]!, patch[2]!, patch[3]!, patch[0]!, corners[0]!];
  parts.push(quad(cam, hull, "url(#shop-shaft)"));
  let motes = "";
  for (let i = 0; i < 70; i++) {
    const t = rand();
    const u = rand();
    const v = rand();
    const a = corners[0]!;
    const wy = win.y0 + (win.y1 - win.y0) * u;
    const wz = win.z0 + (win.z1 - win.z0) * v;
    const along = t * (wy / -light[1]);
    const [mx, my] = cam.project([
      a[0] + light[0] * along,
      wy + light[1] * along,
      wz + light[2] * along,
    ]);
    const r = between(rand, 0.8, 2.2);
    motes += `M${n(mx - r)} ${n(my)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0`;
  }
  parts.push(`<path d="${motes}" fill="#fff3dc" opacity="0.55"/>`);
  parts.push(`<rect width="${WW}" height="${WH}" fill="url(#shop-vignette)"/>`);
  const [wx, wy] = cam.project([left, (win.y0 + win.y1) / 2, (win.z0 + win.z1) / 2]);
  const [fx, fy] = cam.project(patch[2]!);
  const defs =
    glowDefs() +
    linear("shop-back", [
      [0, "#3b332c"],
      [1, "#4a4037"],
    ]) +
    linear("shop-floor", [
      [0, "#4a4139"],
      [1, "#201b17"],
    ]) +
    linear(
      "shop-left",
      [
        [0, "#2a241f"],
        [1, "#3a322b"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "shop-right",
      [
        [0, "#5a4c40"],
        [1, "#3e352d"],
      ],
      { x1: 1, y1: 0, x2: 0, y2: 0 },
    ) +
    linear("shop-day", [
      [0, "#fff8ea"],
      [1, "#f3d8ad"],
    ]) +
    linear(
      "shop-patch",
      [
        [0, "#f7d9a8", 0.55],
        [1, "#f7d9a8", 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    `<linearGradient id="shop-shaft" gradientUnits="userSpaceOnUse" x1="${n(wx)}" y1="${n(wy)}" x2="${n(fx)}" y2="${n(fy)}"><stop offset="0" stop-color="#fff1d6" stop-opacity="0.26"/><stop offset="1" stop-color="#fff1d6" stop-opacity="0.02"/></linearGradient>` +
    linear("shop-leg", [
      [0, "#7a5a3e"],
      [1, "#5a4030"],
    ]) +
    linear("shop-edge", [
      [0, "#c49c6d"],
      [1, "#8a6844"],
    ]) +
    linear(
      "shop-top-light",
      [
        [0, "#fff1d6", 0.3],
        [1, "#fff1d6", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("plane-iron", [
      [0, "#5a5651"],
      [1, "#2a2623"],
    ]) +
    linear("plane-wood", [
      [0, "#b4744a"],
      [1, "#6e3f22"],
    ]) +
    linear(
      "tool-steel",
      [
        [0, "#a9a6a1"],
        [1, "#5d5a56"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    radial(
      "shop-vignette",
      [
        [0.5, palette.ink, 0],
        [1, palette.ink, 0.45],
      ],
      { cx: 0.4, cy: 0.5, r: 0.8 },
    );
  return svgDocument(WW, WH, parts.join(""), defs);
}

// ---------------------------------------------------------------------------------------------
// about/installation: a cabin half built in a client's home, daylight from a window on the left

const IW = 1920;
const IH = 1280;

/** Mineral-wool insulation between studs: a soft pale fill with a few fibrous strokes. */
function insulation(x: number, y: number, w: number, h: number, rand: () => number): string {
  let fibres = "";
  for (let i = 0; i < Math.round((w * h) / 900); i++) {
    const fx = x + rand() * w;
    const fy = y + rand() * h;
    fibres += `M${n(fx)} ${n(fy)}q${n(between(rand, -6, 6))} ${n(between(rand, -3, 3))} ${n(between(rand, -12, 12))} ${n(between(rand, -4, 4))}`;
  }
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#ins-wool)"/><path d="${fibres}" fill="none" stroke="#b9a57e" stroke-width="1" opacity="0.45"/>`;
}

function installation(): string {
  const rand = random("about/installation");
  const cam = camera({ x: -1200, y: 1450, z: 0, focal: 850, centre: 560, horizon: 470 });
  const left = -3500;
  const right = 4000;
  const back = 6500;
  const ceiling = 3000;
  const near = 1200;
  const cabin = { x0: 300, x1: 2700, z0: 3000, z1: 5000, h: 2150 };
  const win = { z0: 3700, z1: 5500, y0: 800, y1: 2400 };
  const light: Vec3 = [1, -0.75, -0.25];
  const toFloor = ([x, y, z]: Vec3): Vec3 => [
    x + (light[0] * y) / -light[1],
    0,
    z + (light[2] * y) / -light[1],
  ];
  const windowCorners: Vec3[] = [
    [left, win.y0, win.z0],
    [left, win.y1, win.z0],
    [left, win.y1, win.z1],
    [left, win.y0, win.z1],
  ];
  const parts: string[] = [
    `<rect width="${IW}" height="${IH}" fill="#e2dacd"/>`,
    quad(
      cam,
      [
        [right, 0, near],
        [right, 0, back],
        [right, ceiling, back],
        [right, ceiling, near],
      ],
      "url(#room-right)",
    ),
    quad(
      cam,
      [
        [left, 0, back],
        [right, 0, back],
        [right, ceiling, back],
        [left, ceiling, back],
      ],
      "url(#room-back)",
    ),
    quad(
      cam,
      [
        [left, ceiling, near],
        [right, ceiling, near],
        [right, ceiling, back],
        [left, ceiling, back],
      ],
      "url(#room-ceiling)",
    ),
    quad(
      cam,
      [
        [left, 0, near],
        [left, 0, back],
        [left, ceiling, back],
        [left, ceiling, near],
      ],
      "url(#room-left)",
    ),
    quad(
      cam,
      [
        [left, 0, near],
        [right, 0, near],
        [right, 0, back],
        [left, 0, back],
      ],
      "url(#room-floor)",
    ),
  ];
  // Oak floorboards running away from us.
  let boardsLines = "";
  for (let x = left; x < right; x += 180)
    boardsLines += cam.path(
      [
        [x, 0, near],
        [x, 0, back],
      ],
      false,
    );
  for (let i = 0; i < 60; i++) {
    const x = left + Math.floor(rand() * ((right - left) / 180)) * 180;
    const z = between(rand, near, back);
    boardsLines += cam.path(
      [
        [x, 0, z],
        [x + 180, 0, z],
      ],
      false,
    );
  }
  parts.push(`<path d="${boardsLines}" stroke="#8f6f4f" stroke-width="1" opacity="0.35"/>`);
  // Skirting on the back wall, the window in the left wall and the sun it lets in.
  parts.push(
    quad(
      cam,
      [
        [left, 0, back - 1],
        [right, 0, back - 1],
        [right, 100, back - 1],
        [left, 100, back - 1],
      ],
      "#f6f2ec",
    ),
    quad(cam, windowCorners, "url(#room-day)"),
    `<path d="${cam.path(windowCorners)}" fill="none" stroke="#c9c0b3" stroke-width="6"/>`,
    `<path d="${cam.path(
      [
        [left, win.y0, (win.z0 + win.z1) / 2],
        [left, win.y1, (win.z0 + win.z1) / 2],
      ],
      false,
    )}${cam.path(
      [
        [left, (win.y0 + win.y1) * 0.55, win.z0],
        [left, (win.y0 + win.y1) * 0.55, win.z1],
      ],
      false,
    )}" stroke="#c9c0b3" stroke-width="4"/>`,
    quad(
      cam,
      [
        [left, win.y0, win.z0],
        [left + 160, win.y0, win.z0],
        [left + 160, win.y0, win.z1],
        [left, win.y0, win.z1],
      ],
      "#f4efe7",
    ),
    quad(cam, windowCorners.map(toFloor), "url(#room-patch)"),
  );
  // The cabin: a line of sun on the floor along its left side, then its walls.
  const { x0, x1, z0, z1, h } = cabin;
  parts.push(
    quad(
      cam,
      [
        [x1, 0, z0],
        [x1 + 500, 0, z0 - 160],
        [x1 + 500, 0, z1 - 160],
        [x1, 0, z1],
      ],
      palette.ink,
      `opacity="0.12"`,
    ),
  );
  // Its left side, facing the window, clad already: boards as thin receding quads.
  for (let z = z0, i = 0; z < z1; z += 95, i++) {
    const fill = tone(grains["western-red-cedar"].early, between(rand, -0.15, 0.12));
    parts.push(
      quad(
        cam,
        [
          [x0, 0, z],
          [x0, 0, Math.min(z + 95, z1)],
          [x0, h, Math.min(z + 95, z1)],
          [x0, h, z],
        ],
        fill,
      ),
    );
  }
  let sideJoints = "";
  for (let z = z0 + 95; z < z1; z += 95)
    sideJoints += cam.path(
      [
        [x0, 0, z],
        [x0, h, z],
      ],
      false,
    );
  parts.push(
    `<path d="${sideJoints}" stroke="${palette.cedarDeep}" stroke-width="1.2" opacity="0.55"/>`,
  );
  parts.push(
    quad(
      cam,
      [
        [x0, 0, z0],
        [x0, 0, z1],
        [x0, h, z1],
        [x0, h, z0],
      ],
      "url(#cabin-side-light)",
    ),
  );
  // The front wall, parallel to us: drawn flat at its own scale.
  const k = cam.scale(z0);
  const [fx0, fy1] = cam.project([x0, 0, z0]);
  const [fx1, fy0] = cam.project([x1, h, z0]);
  const door = { x0: 1850, x1: 2550, h: 1950 };
  const dx0 = cam.project([door.x0, 0, z0])[0];
  const dx1 = cam.project([door.x1, 0, z0])[0];
  const dTop = cam.project([0, door.h, z0])[1];
  const clad = 1080; // how far the cladding has got, mm from the cabin's left corner
  const cx = cam.project([clad, 0, z0])[0];
  // Behind everything: the inside of the cabin, glimpsed through the open framing and door.
  parts.push(
    `<rect x="${n(fx0)}" y="${n(fy0)}" width="${n(fx1 - fx0)}" height="${n(fy1 - fy0)}" fill="#3a2a1f"/>`,
  );
  // Studs every 600 mm, insulation between them, foil over part of it.
  const studs = [x0, 900, 1400, door.x0, door.x1, x1 - 45];
  for (let i = 0; i < studs.length - 1; i++) {
    const a = cam.project([studs[i]! + 45, 0, z0])[0];
    const b = cam.project([studs[i + 1]!, 0, z0])[0];
    if (studs[i] === door.x0) continue;
    parts.push(insulation(a, fy0, b - a, fy1 - fy0, rand));
  }
  const foilTo = cam.project([1400, 0, z0])[0];
  parts.push(
    `<rect x="${n(cx)}" y="${n(fy0)}" width="${n(foilTo - cx)}" height="${n(fy1 - fy0)}" fill="url(#foil)" opacity="0.92"/>`,
    `<path d="M${n(cx + 40)} ${n(fy0)}l${n(-10)} ${n(fy1 - fy0)}M${n(cx + 120)} ${n(fy0)}l${n(14)} ${n(fy1 - fy0)}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
  );
  for (const sx of studs) {
    const a = cam.project([sx, 0, z0])[0];
    parts.push(
      `<rect x="${n(a)}" y="${n(fy0)}" width="${n(45 * k)}" height="${n(fy1 - fy0)}" fill="url(#stud)"/>`,
    );
  }
  // The door opening: the dark room inside, a header over it.
  parts.push(
    `<rect x="${n(dx0 + 45 * k)}" y="${n(dTop)}" width="${n(dx1 - dx0 - 45 * k)}" height="${n(fy1 - dTop)}" fill="url(#cabin-inside)"/>`,
    `<rect x="${n(dx0)}" y="${n(dTop - 90 * k)}" width="${n(dx1 - dx0 + 45 * k)}" height="${n(90 * k)}" fill="url(#stud)"/>`,
    `<rect x="${n(fx0)}" y="${n(fy0)}" width="${n(fx1 - fx0)}" height="${n(70 * k)}" fill="url(#stud)"/>`,
    `<rect x="${n(fx0)}" y="${n(fy1 - 45 * k)}" width="${n(fx1 - fx0)}" height="${n(45 * k)}" fill="#b6946a"/>`,
  );
  // The cladding fitted so far, from the left corner.
  parts.push(
    `<g transform="translate(${n(fx0)} ${n(fy0)})">${Array.from(
      { length: Math.ceil((cx - fx0) / (95 * k)) },
      (_, i) => {
        const bw = 95 * k;
        const w = Math.min(bw, cx - fx0 - i * bw);
        return `<g transform="translate(${n(i * bw)} 0)">${plank(`clad-${i}`, 0, 0, w, fy1 - fy0, "western-red-cedar", rand, { scale: 0.4, detail: 0.3, knots: 0 })}</g><rect x="${n(i * bw)}" width="1.5" height="${n(fy1 - fy0)}" fill="${palette.cedarDeep}" opacity="0.7"/>`;
      },
    ).join("")}</g>`,
    `<rect x="${n(fx0)}" y="${n(fy0)}" width="${n(cx - fx0)}" height="${n(fy1 - fy0)}" fill="url(#cabin-front-light)"/>`,
    `<rect x="${n(cx - 3)}" y="${n(fy0)}" width="6" height="${n(fy1 - fy0)}" fill="${palette.ink}" opacity="0.25"/>`,
  );
  // The next board, leaning against the framing, ready to go up.
  const lean = `translate(${n(cx + 30)} ${n(fy1)}) rotate(4)`;
  parts.push(
    `<g transform="${lean}"><rect x="6" y="${n(-(fy1 - fy0) + 10)}" width="${n(95 * k)}" height="${n(fy1 - fy0 - 10)}" fill="${palette.ink}" opacity="0.25"/></g>`,
    `<g transform="${lean} translate(0 ${n(-(fy1 - fy0) + 16)})">${plank("loose", 0, 0, 95 * k, fy1 - fy0 - 16, "western-red-cedar", rand, { scale: 0.4, detail: 0.3, knots: 0 })}<rect width="3" height="${n(fy1 - fy0)}" fill="#fff2dc" opacity="0.4"/></g>`,
  );
  // A spirit level leaning on the cladding.
  const levelAt = cam.project([700, 0, z0 - 150]);
  const ls = cam.scale(z0 - 150);
  parts.push(
    `<g transform="translate(${n(levelAt[0])} ${n(levelAt[1])}) rotate(-9)"><rect x="${n(10 * ls)}" y="${n(-1200 * ls)}" width="${n(60 * ls)}" height="${n(1200 * ls)}" fill="${palette.ink}" opacity="0.2" transform="translate(8 0)"/><rect x="0" y="${n(-1200 * ls)}" width="${n(60 * ls)}" height="${n(1200 * ls)}" rx="2" fill="url(#level-body)"/><rect x="${n(12 * ls)}" y="${n(-640 * ls)}" width="${n(36 * ls)}" height="${n(90 * ls)}" rx="3" fill="#c9dfc2" stroke="#55524f" stroke-width="1"/><rect x="${n(12 * ls)}" y="${n(-1100 * ls)}" width="${n(36 * ls)}" height="${n(70 * ls)}" rx="3" fill="#c9dfc2" stroke="#55524f" stroke-width="1"/></g>`,
  );
  // A pile of boards on the floor, edges to us, each a strip of grain.
  const pileZ = 2300;
  const ps = cam.scale(pileZ);
  const [px0, py0] = cam.project([-1900, 0, pileZ]);
  const pw = 2100 * ps;
  parts.push(glow(px0 + pw * 0.55, py0 + 4, pw * 0.6, 18, "ink", 0.5));
  // The top of the pile: three boards side by side.
  for (let b = 0; b < 3; b++) {
    const za = pileZ + b * 130;
    parts.push(
      quad(
        cam,
        [
          [-1900, 168, za],
          [200, 168, za],
          [200, 168, za + 126],
          [-1900, 168, za + 126],
        ],
        tone("#c98f62", between(rand, -0.08, 0.06)),
      ),
    );
  }
  parts.push(
    quad(
      cam,
      [
        [-1900, 168, pileZ],
        [200, 168, pileZ],
        [200, 168, pileZ + 390],
        [-1900, 168, pileZ + 390],
      ],
      "url(#pile-top)",
    ),
  );
  for (let i = 0; i < 6; i++) {
    const y = py0 - (i + 1) * 28 * ps;
    parts.push(
      plank(`pile-${i}`, px0 + (i % 2) * 6, y, pw, 28 * ps - 1.5, "western-red-cedar", rand, {
        scale: 0.4,
        detail: 0.3,
        knots: 0,
      }),
    );
    parts.push(
      `<rect x="${n(px0 + (i % 2) * 6)}" y="${n(y + 28 * ps - 2)}" width="${n(pw)}" height="2" fill="${palette.ink}" opacity="0.45"/>`,
    );
  }
  // A steel toolbox with a wooden handle, and a tape measure beside it.
  const tb = { x: 800, z: 2150, w: 620, h: 330, d: 220 };
  const ts = cam.scale(tb.z);
  const [tx, ty] = cam.project([tb.x, 0, tb.z]);
  parts.push(
    glow(tx + tb.w * ts * 0.7, ty + 4, tb.w * ts * 0.75, 16, "ink", 0.55),
    quad(
      cam,
      [
        [tb.x, tb.h, tb.z],
        [tb.x + tb.w, tb.h, tb.z],
        [tb.x + tb.w, tb.h, tb.z + tb.d],
        [tb.x, tb.h, tb.z + tb.d],
      ],
      "#55504b",
    ),
    `<rect x="${n(tx)}" y="${n(ty - tb.h * ts)}" width="${n(tb.w * ts)}" height="${n(tb.h * ts)}" rx="3" fill="url(#toolbox)"/>`,
    `<rect x="${n(tx)}" y="${n(ty - tb.h * ts + 26 * ts)}" width="${n(tb.w * ts)}" height="${n(4)}" fill="${palette.ink}" opacity="0.4"/>`,
    `<rect x="${n(tx + tb.w * ts * 0.45)}" y="${n(ty - tb.h * ts + 40 * ts)}" width="${n(tb.w * ts * 0.1)}" height="${n(30 * ts)}" rx="2" fill="#a9a6a1"/>`,
  );
  const [hx, hy] = cam.project([tb.x + tb.w / 2, tb.h, tb.z + tb.d / 2]);
  parts.push(
    `<path d="M${n(hx - 70 * ts * 2)} ${n(hy)}v${n(-60 * ts)}h${n(280 * ts)}v${n(60 * ts)}" fill="none" stroke="#2a2521" stroke-width="4"/>`,
    `<rect x="${n(hx - 100 * ts)}" y="${n(hy - 78 * ts)}" width="${n(200 * ts)}" height="${n(34 * ts)}" rx="${n(14 * ts)}" fill="#b27a4f"/>`,
  );
  const [mx, my] = cam.project([1650, 0, 2000]);
  const mr = 45 * cam.scale(2100);
  parts.push(
    glow(mx + mr, my, mr * 1.6, mr * 0.4, "ink", 0.5),
    `<rect x="${n(mx - mr)}" y="${n(my - mr * 2)}" width="${n(mr * 2)}" height="${n(mr * 2)}" rx="${n(mr * 0.5)}" fill="${palette.ember}"/>`,
    `<circle cx="${n(mx)}" cy="${n(my - mr)}" r="${n(mr * 0.45)}" fill="#8a3a12"/>`,
    `<rect x="${n(mx + mr - 2)}" y="${n(my - 10)}" width="${n(mr * 2.5)}" height="5" fill="#e9d9a8"/>`,
  );
  parts.push(`<rect width="${IW}" height="${IH}" fill="url(#room-key)"/>`);
  const [wx, wy] = cam.project([left, win.y1, win.z0]);
  const defs =
    glowDefs() +
    linear("room-back", [
      [0, "#ece6dd"],
      [1, "#dcd3c6"],
    ]) +
    linear(
      "room-right",
      [
        [0, "#f8f5f0"],
        [1, "#e9e3da"],
      ],
      { x1: 1, y1: 0, x2: 0, y2: 0 },
    ) +
    linear("room-ceiling", [
      [0, "#c9bfb1"],
      [1, "#e2dacd"],
    ]) +
    linear(
      "room-left",
      [
        [0, "#d8cfc2"],
        [1, "#e6dfd4"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("room-floor", [
      [0, "#c9a47a"],
      [1, "#9a7350"],
    ]) +
    linear("room-day", [
      [0, "#ffffff"],
      [1, "#f6ead6"],
    ]) +
    linear(
      "room-patch",
      [
        [0, "#fff4de", 0.55],
        [1, "#fff4de", 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear(
      "cabin-side-light",
      [
        [0, "#fff1d6", 0.25],
        [1, "#fff1d6", 0.05],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "cabin-front-light",
      [
        [0, "#fff1d6", 0.12],
        [1, palette.ink, 0.12],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear("cabin-inside", [
      [0, "#2a1f17"],
      [1, "#4a3526"],
    ]) +
    linear(
      "stud",
      [
        [0, "#e6cfa6"],
        [1, "#c6a67a"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear(
      "ins-wool",
      [
        [0, "#eadcb9"],
        [1, "#d8c49a"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linear(
      "foil",
      [
        [0, "#f4f4f2"],
        [0.3, "#c9cacb"],
        [0.55, "#eef0f0"],
        [1, "#a9abac"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    ) +
    linear(
      "level-body",
      [
        [0, "#d9d7d3"],
        [1, "#8e8b86"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linear("pile-top", [
      [0, "#fff1d6", 0.15],
      [1, palette.ink, 0.1],
    ]) +
    linear("toolbox", [
      [0, "#4a4642"],
      [1, "#2a2623"],
    ]) +
    `<radialGradient id="room-key" gradientUnits="userSpaceOnUse" cx="${n(wx)}" cy="${n(wy)}" r="${IW * 1.1}"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff6e6" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.18"/></radialGradient>`;
  return svgDocument(IW, IH, parts.join(""), defs);
}

export const artworks: Record<string, Artwork> = {
  "about/workshop": { width: WW, height: WH, render: workshop },
  "about/heritage": { width: HW, height: HH, render: heritage },
  "about/installation": { width: IW, height: IH, render: installation },
};
