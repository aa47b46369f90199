/**
 * Sauna cabins' architectural line drawings from their real dimensions (mm): elevations and plan
 * on linen paper with dimension lines, the pictures beside the rendered ones on a product page.
 * They draw the same geometry as the downloadable PDF plans (`geometry.ts`), so the picture and
 * the sheet cannot disagree. Every drawing is a function of a `Cabin`, so the five collections and
 * the standard cabins come from the same code.
 */
import {
  type CabinShape,
  dimension,
  DIMENSION_OFFSET,
  type DimensionLine,
  dimensionEnds,
  floorPlan,
  frontElevation,
  type Rect,
  ROOF,
  ROOF_OVERHANG,
} from "./geometry";
import { linear, n, palette, radial, svgDocument } from "../drawing";
import { lettering, letteringWidth } from "./lettering";

/** A cabin: its size and front (the plans' geometry), and the name its title block gives it. */
export interface Cabin extends CabinShape {
  name: string;
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

/** Where a drawing in millimetres (y up) lands in the picture (pixels, y down). */
interface View {
  x: (mm: number) => number;
  y: (mm: number) => number;
  scale: number;
}

/** The view that fits `bounds` into `width` × `height` pixels centred on `centre`. */
function fit(bounds: Rect, centre: [number, number], width: number, height: number): View {
  const scale = Math.min(width / (bounds.x1 - bounds.x0), height / (bounds.y1 - bounds.y0));
  const midX = (bounds.x0 + bounds.x1) / 2;
  const midY = (bounds.y0 + bounds.y1) / 2;
  return {
    scale,
    x: (x) => centre[0] + (x - midX) * scale,
    y: (y) => centre[1] - (y - midY) * scale,
  };
}

function rectIn(view: View, { x0, y0, x1, y1 }: Rect, attributes: string) {
  return `<rect x="${n(view.x(x0))}" y="${n(view.y(y1))}" width="${n((x1 - x0) * view.scale)}" height="${n((y1 - y0) * view.scale)}" ${attributes}/>`;
}

/** A dimension line of the plans' geometry: extension lines, the line with ticks, its value. */
function dimensionIn(view: View, line: DimensionLine, size: number) {
  const px = ([x, y]: readonly [number, number]) => [view.x(x), view.y(y)] as const;
  const [ax, ay] = px(line.from);
  const [bx, by] = px(line.to);
  const [a, b] = dimensionEnds(line).map(px) as [
    readonly [number, number],
    readonly [number, number],
  ];
  const tick = size * 0.45;
  let out = `<path d="M${n(ax)} ${n(ay)}L${n(a[0])} ${n(a[1])}M${n(bx)} ${n(by)}L${n(b[0])} ${n(b[1])}" stroke="${ink}" stroke-width="1" opacity="0.45"/>`;
  out += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="${ink}" stroke-width="1.4"/>`;
  for (const [x, y] of [a, b]) {
    out += `<path d="M${n(x - tick)} ${n(y + tick)}L${n(x + tick)} ${n(y - tick)}" stroke="${ink}" stroke-width="2"/>`;
  }
  if (line.axis === "x") {
    return (
      out +
      lettering(line.label, (a[0] + b[0]) / 2, a[1] - size * 0.6, size, {
        anchor: "middle",
        color: ink,
      })
    );
  }
  // Vertical dimensions are lettered beside the line, on its outer side, reading across.
  const side = Math.sign(line.offset || 1);
  return (
    out +
    lettering(line.label, a[0] + size * 0.7 * side, (a[1] + b[1]) / 2 + size / 2, size, {
      anchor: side < 0 ? "end" : "start",
      color: ink,
    })
  );
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

/**
 * Front and side elevations at one scale, with the height, width and depth dimensioned. The front
 * is the plans' front elevation (`scripts/plans/geometry.ts`).
 */
export function elevations(cabin: Cabin, size: { width: number; height: number }) {
  const { width: IW, height: IH } = size;
  const { width: W, depth: D, height: H } = cabin;
  const scale = Math.min((IW * 0.62) / (W + D + 1400), (IH * 0.58) / H);
  const base = IH * 0.74;
  const frontX = IW * 0.1 + 250 * scale;
  const sideX = frontX + (W + 900) * scale;
  const front: View = { scale, x: (x) => frontX + x * scale, y: (y) => base - y * scale };
  const side: View = { ...front, x: (x) => sideX + x * scale };
  const elevation = frontElevation(cabin);
  const p = paper(IW, IH);
  const lw = 2.2;
  const outline = `fill="none" stroke="${ink}" stroke-width="${lw}"`;
  let body = p.body;
  // Ground line.
  body += `<path d="M${n(IW * 0.06)} ${n(base)}H${n(IW * 0.94)}" stroke="${ink}" stroke-width="1.6"/>`;
  // Front elevation: cladding, roof band, openings.
  body += rectIn(front, elevation.outline, outline);
  body += rectIn(front, elevation.roof, outline);
  const { y0: claddingBottom, y1: claddingTop } = elevation.cladding;
  for (const x of elevation.joints) {
    body += `<path d="M${n(front.x(x))} ${n(front.y(claddingBottom))}V${n(front.y(claddingTop))}" stroke="${ink}" stroke-width="0.8" opacity="0.35"/>`;
  }
  for (const opening of elevation.openings) {
    const glint = (opening.x1 - opening.x0) * 0.25 * scale;
    body += rectIn(front, opening, `fill="#f6f2ec" stroke="${ink}" stroke-width="${lw}"`);
    body += `<path d="M${n(front.x(opening.x0) + glint * 0.8)} ${n(front.y(opening.y1 - 150))}l${n(glint)} ${n(glint)}" stroke="${ink}" stroke-width="1" opacity="0.4"/>`;
  }
  // Side elevation: horizontal boards under the same roof band.
  body += rectIn(side, { x0: 0, y0: 0, x1: D, y1: H }, outline);
  body += rectIn(side, { ...elevation.roof, x1: D + ROOF_OVERHANG }, outline);
  for (let y = 60 + 110; y < H - ROOF; y += 110) {
    body += `<path d="M${n(sideX)} ${n(base - y * scale)}H${n(sideX + D * scale)}" stroke="${ink}" stroke-width="0.8" opacity="0.35"/>`;
  }
  const label = IH * 0.022;
  for (const line of elevation.dimensions) body += dimensionIn(front, line, label);
  body += dimensionIn(side, dimension([0, H], [D, H], DIMENSION_OFFSET), label);
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

/**
 * The floor plan, drawn from the same geometry as the downloadable PDF (`scripts/plans/`): walls,
 * benches, heater, the front's openings and the door swing, dimensioned.
 */
export function plan(cabin: Cabin, size: { width: number; height: number }) {
  const { width: IW, height: IH } = size;
  const { width: W, depth: D } = cabin;
  const floor = floorPlan(cabin);
  const view = fit(floor.bounds, [IW * 0.38, IH * 0.46], IW * 0.6, IH * 0.68);
  const { x: X, y: Y, scale } = view;
  const p = paper(IW, IH);
  let body = p.body;
  // Walls: the outline less the room inside.
  const { outline: o, inside: i } = floor;
  body += `<path fill-rule="evenodd" d="M${n(X(o.x0))} ${n(Y(o.y1))}H${n(X(o.x1))}V${n(Y(o.y0))}H${n(X(o.x0))}Z M${n(X(i.x0))} ${n(Y(i.y1))}V${n(Y(i.y0))}H${n(X(i.x1))}V${n(Y(i.y1))}Z" fill="${ink}" opacity="0.85"/>`;
  // Openings through the front wall, the glass (or the closed door) along the wall's middle.
  for (const { x0, x1, y0, y1 } of floor.openings) {
    body += `<rect x="${n(X(x0))}" y="${n(Y(y1) - 1)}" width="${n((x1 - x0) * scale)}" height="${n((y1 - y0) * scale + 2)}" fill="#f1ebe1"/>`;
    body += `<path d="M${n(X(x0))} ${n(Y((y0 + y1) / 2))}H${n(X(x1))}" stroke="${ink}" stroke-width="1.2"/>`;
  }
  if (floor.doorSwing) {
    const { hinge, open, closed, radius } = floor.doorSwing;
    const r = radius * scale;
    body += `<path d="M${n(X(hinge[0]))} ${n(Y(hinge[1]))}L${n(X(open[0]))} ${n(Y(open[1]))}A${n(r)} ${n(r)} 0 0 1 ${n(X(closed[0]))} ${n(Y(closed[1]))}" fill="none" stroke="${ink}" stroke-width="1.2" stroke-dasharray="6 5"/>`;
  }
  // Benches: the upper bench's slats, the lower bench in front of it.
  const { upperBench: upper } = floor;
  body += rectIn(view, upper, `fill="#e3d6c2" stroke="${ink}" stroke-width="1.6"`);
  body += rectIn(
    view,
    floor.lowerBench,
    `fill="none" stroke="${ink}" stroke-width="1.6" stroke-dasharray="10 6"`,
  );
  for (const y of floor.slats) {
    body += `<path d="M${n(X(upper.x0))} ${n(Y(y))}H${n(X(upper.x1))}" stroke="${ink}" stroke-width="0.8" opacity="0.4"/>`;
  }
  // Heater: a box with a cross.
  const { heater: h } = floor;
  body += rectIn(view, h, `fill="none" stroke="${ink}" stroke-width="1.8"`);
  body += `<path d="M${n(X(h.x0))} ${n(Y(h.y1))}L${n(X(h.x1))} ${n(Y(h.y0))}M${n(X(h.x1))} ${n(Y(h.y1))}L${n(X(h.x0))} ${n(Y(h.y0))}" stroke="${ink}" stroke-width="1" opacity="0.6"/>`;
  const label = IH * 0.024;
  for (const line of floor.dimensions) body += dimensionIn(view, line, label);
  for (const { text, at } of floor.labels) {
    body += lettering(text, X(at[0]), Y(at[1]) + label * 0.35, label * 0.7, {
      anchor: "middle",
      color: ink,
      opacity: 0.75,
    });
  }
  // North arrow and the title block.
  const nx = IW * 0.9;
  const ny = IH * 0.16;
  body += `<circle cx="${n(nx)}" cy="${n(ny)}" r="${n(label * 1.6)}" fill="none" stroke="${ink}" stroke-width="1.4"/><path d="M${n(nx)} ${n(ny - label * 1.6)}L${n(nx + label * 0.6)} ${n(ny + label * 0.8)}L${n(nx)} ${n(ny + label * 0.3)}L${n(nx - label * 0.6)} ${n(ny + label * 0.8)}Z" fill="${ink}"/>`;
  body += titleBlock(
    IW * 0.95,
    IH * 0.94,
    [`${cabin.name.toUpperCase()}  PLAN`, `DIMENSIONS IN MM  ${W} × ${D}`],
    label,
  );
  return svgDocument(IW, IH, body, p.defs);
}
