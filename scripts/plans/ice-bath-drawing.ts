/**
 * The premium ice bath's technical elevation on linen: the tub in its slatted frame and the
 * chiller beside it, dimensioned in millimetres. (Its pictures are rendered from its 3D model,
 * `app/scene/objects/ice-bath.ts`.)
 */
import { ICE_BATH_OUTSIDE } from "../../app/catalogue/ice-bath-size";
import { type Drawing, linear, n, palette, svgDocument } from "../drawing";
import { lettering } from "./lettering";

const W = 1920;
const H = 1280;

/** The bath's dimensions in millimetres. */
const BATH = {
  length: ICE_BATH_OUTSIDE.width,
  width: ICE_BATH_OUTSIDE.depth,
  height: ICE_BATH_OUTSIDE.height,
  /** Height of the recessed plinth under the slats. */
  plinth: 50,
  /** The rim board on top of the slats. */
  cap: 40,
  /** Width of the rim frame around the opening. */
  rim: 90,
  /** Corner radius of the acrylic opening. */
  radius: 150,
  /** Depth of the water surface below the rim. */
  freeboard: 95,
} as const;

const CHILLER = { length: 420, width: 380, height: 540 } as const;

/* ---------------------------------- technical elevation ----------------------------------- */

/** A horizontal dimension line with ticks and a lettered measure above it. */
function dimH(
  x0: number,
  x1: number,
  y: number,
  label: string,
  ext0: number,
  ext1: number,
): string {
  const c = palette.line;
  let d = `M${n(x0)} ${n(y)}L${n(x1)} ${n(y)}`;
  d += `M${n(x0)} ${n(ext0)}L${n(x0)} ${n(y + 10)}M${n(x1)} ${n(ext1)}L${n(x1)} ${n(y + 10)}`;
  // Architectural ticks.
  d += `M${n(x0 - 7)} ${n(y + 7)}L${n(x0 + 7)} ${n(y - 7)}M${n(x1 - 7)} ${n(y + 7)}L${n(x1 + 7)} ${n(y - 7)}`;
  return (
    `<path d="${d}" stroke="${c}" stroke-width="1" fill="none"/>` +
    lettering(label, (x0 + x1) / 2, y - 10, 14, { anchor: "middle", color: c })
  );
}

/** A vertical dimension line with its measure lettered beside it. */
function dimV(
  x: number,
  y0: number,
  y1: number,
  label: string,
  ext0: number,
  ext1: number,
  side: 1 | -1 = -1,
): string {
  const c = palette.line;
  let d = `M${n(x)} ${n(y0)}L${n(x)} ${n(y1)}`;
  d += `M${n(ext0)} ${n(y0)}L${n(x - 10 * side)} ${n(y0)}M${n(ext1)} ${n(y1)}L${n(x - 10 * side)} ${n(y1)}`;
  d += `M${n(x - 7)} ${n(y0 + 7)}L${n(x + 7)} ${n(y0 - 7)}M${n(x - 7)} ${n(y1 + 7)}L${n(x + 7)} ${n(y1 - 7)}`;
  const mid = (y0 + y1) / 2;
  // The label reads along the line (rotated a quarter turn).
  const label2 = lettering(label, 0, 0, 14, { anchor: "middle", color: c });
  return `<path d="${d}" stroke="${c}" stroke-width="1" fill="none"/><g transform="translate(${n(x + 12 * side)} ${n(mid)}) rotate(-90)">${label2}</g>`;
}

/** The side elevation of the bath and chiller on linen, with dimension lines in millimetres. */
function elevation(): string {
  const id = "ib-elev";
  const k = 0.56; // pixels per millimetre (1:10 at the drawing's print scale)
  const ground = 880;
  const x0 = 250;
  const X = (mm: number) => x0 + mm * k;
  const Y = (mm: number) => ground - mm * k;
  const { length: L, height: Ht, plinth, cap, freeboard } = BATH;
  const c = palette.line;
  const defs = linear(
    `${id}-paper`,
    [
      [0, "#f3ede3"],
      [1, palette.linen],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let body = `<rect width="${W}" height="${H}" fill="url(#${id}-paper)"/>`;
  // The sheet border.
  body += `<rect x="60" y="60" width="${W - 120}" height="${H - 120}" fill="none" stroke="${c}" stroke-width="1" opacity="0.5"/>`;
  // Ground line, extended and hatched lightly.
  let hatch = "";
  for (let x = 160; x < W - 160; x += 22) hatch += `M${x} ${ground}l-14 14`;
  body += `<path d="M150 ${ground}L${W - 150} ${ground}" stroke="${c}" stroke-width="1.6"/><path d="${hatch}" stroke="${c}" stroke-width="0.7" opacity="0.4"/>`;
  // The bath: plinth, slats, rim board.
  const inset = 22;
  let lines = `M${n(X(inset))} ${n(Y(0))}L${n(X(inset))} ${n(Y(plinth))}M${n(X(L - inset))} ${n(Y(0))}L${n(X(L - inset))} ${n(Y(plinth))}`;
  lines += `M${n(X(0))} ${n(Y(plinth))}L${n(X(L))} ${n(Y(plinth))}L${n(X(L))} ${n(Y(Ht - cap))}L${n(X(0))} ${n(Y(Ht - cap))}Z`;
  lines += `M${n(X(-14))} ${n(Y(Ht - cap))}L${n(X(L + 14))} ${n(Y(Ht - cap))}L${n(X(L + 14))} ${n(Y(Ht))}L${n(X(-14))} ${n(Y(Ht))}Z`;
  let slatLines = "";
  const count = 23;
  for (let i = 1; i < count; i++) {
    const xx = X((L / count) * i);
    slatLines += `M${n(xx - 2.5)} ${n(Y(plinth))}L${n(xx - 2.5)} ${n(Y(Ht - cap))}M${n(xx + 2.5)} ${n(Y(plinth))}L${n(xx + 2.5)} ${n(Y(Ht - cap))}`;
  }
  // The acrylic tub inside, as hidden (dashed) lines, and the water level.
  const tub = `M${n(X(BATH.rim))} ${n(Y(Ht))}L${n(X(BATH.rim + 40))} ${n(Y(plinth + 60))}Q${n(X(BATH.rim + 50))} ${n(Y(plinth + 30))} ${n(X(BATH.rim + 160))} ${n(Y(plinth + 30))}L${n(X(L - BATH.rim - 160))} ${n(Y(plinth + 30))}Q${n(X(L - BATH.rim - 50))} ${n(Y(plinth + 30))} ${n(X(L - BATH.rim - 40))} ${n(Y(plinth + 60))}L${n(X(L - BATH.rim))} ${n(Y(Ht))}`;
  const wl = Y(Ht - freeboard);
  body += `<path d="${lines}" stroke="${c}" stroke-width="1.6" fill="none" stroke-linejoin="round"/>`;
  body += `<path d="${slatLines}" stroke="${c}" stroke-width="0.7" fill="none" opacity="0.75"/>`;
  body += `<path d="${tub}" stroke="${c}" stroke-width="1" fill="none" stroke-dasharray="8 6" opacity="0.8"/>`;
  body += `<path d="M${n(X(BATH.rim + 8))} ${n(wl)}L${n(X(L - BATH.rim - 8))} ${n(wl)}" stroke="${palette.glacierDeep}" stroke-width="1.2" stroke-dasharray="22 6 3 6"/>`;
  // The water-level mark: a small inverted triangle with two short bars.
  const mx = X(L * 0.45);
  body += `<path d="M${n(mx - 9)} ${n(wl - 16)}L${n(mx + 9)} ${n(wl - 16)}L${n(mx)} ${n(wl - 2)}Z" fill="none" stroke="${palette.glacierDeep}" stroke-width="1.2"/><path d="M${n(mx - 7)} ${n(wl + 6)}L${n(mx + 7)} ${n(wl + 6)}M${n(mx - 4)} ${n(wl + 11)}L${n(mx + 4)} ${n(wl + 11)}" stroke="${palette.glacierDeep}" stroke-width="1.2"/>`;
  body += lettering("WATER LEVEL", mx + 20, wl - 6, 11, { color: palette.glacierDeep });
  // The chiller beside it, and the two hoses between them.
  const gap = 380;
  const cx0 = L + gap;
  const { length: CL, height: CH } = CHILLER;
  let ch = `M${n(X(cx0 + 18))} ${n(Y(0))}L${n(X(cx0 + 18))} ${n(Y(40))}M${n(X(cx0 + CL - 18))} ${n(Y(0))}L${n(X(cx0 + CL - 18))} ${n(Y(40))}`;
  ch += `M${n(X(cx0))} ${n(Y(40))}L${n(X(cx0 + CL))} ${n(Y(40))}L${n(X(cx0 + CL))} ${n(Y(CH - 34))}L${n(X(cx0))} ${n(Y(CH - 34))}Z`;
  ch += `M${n(X(cx0 - 8))} ${n(Y(CH - 34))}L${n(X(cx0 + CL + 8))} ${n(Y(CH - 34))}L${n(X(cx0 + CL + 8))} ${n(Y(CH))}L${n(X(cx0 - 8))} ${n(Y(CH))}Z`;
  let chSlats = "";
  for (let i = 1; i < 7; i++) {
    const xx = X(cx0 + (CL / 7) * i);
    chSlats += `M${n(xx - 2.5)} ${n(Y(40))}L${n(xx - 2.5)} ${n(Y(CH - 34))}M${n(xx + 2.5)} ${n(Y(40))}L${n(xx + 2.5)} ${n(Y(CH - 34))}`;
  }
  body += `<path d="${ch}" stroke="${c}" stroke-width="1.6" fill="none" stroke-linejoin="round"/><path d="${chSlats}" stroke="${c}" stroke-width="0.7" opacity="0.75" fill="none"/>`;
  const hoseD = (zFrom: number, zTo: number) =>
    `M${n(X(cx0))} ${n(Y(zFrom))}C${n(X(cx0 - 200))} ${n(Y(zFrom))} ${n(X(cx0 - 160))} ${n(Y(18))} ${n(X(cx0 - 240))} ${n(Y(18))}L${n(X(L + 120))} ${n(Y(18))}C${n(X(L + 20))} ${n(Y(18))} ${n(X(L + 14))} ${n(Y(zTo - 60))} ${n(X(L + 2))} ${n(Y(zTo))}`;
  body += `<path d="${hoseD(190, 170)}${hoseD(150, 330)}" stroke="${c}" stroke-width="1.1" fill="none"/>`;
  // Dimensions.
  body += dimH(X(-14), X(L + 14), Y(Ht) - 90, "1730", Y(Ht) - 10, Y(Ht) - 10);
  body += dimH(X(0), X(L), ground + 80, String(BATH.length), ground + 8, ground + 8);
  body += dimH(X(L), X(cx0), ground + 80, "380", ground + 8, ground + 8);
  body += dimH(X(cx0), X(cx0 + CL), ground + 80, "420", ground + 8, ground + 8);
  body += dimV(X(-14) - 90, Y(Ht), Y(0), String(BATH.height), X(-14) - 10, X(inset) - 10);
  body += dimV(X(cx0 + CL + 8) + 80, Y(CH), Y(0), "540", X(cx0 + CL + 8) + 10, X(cx0 + CL) + 10, 1);
  body += dimV(X(L * 0.3), Y(Ht), wl, "95", X(L * 0.3) + 10, X(L * 0.3) + 10);
  // Notes and the title block.
  const nx = X(cx0) - 20;
  body += lettering("CHILLER 220-240 V  1000 W", nx, Y(CH) - 120, 13, { color: c });
  body += lettering("WATER 16 °C TO 0.5 °C", nx, Y(CH) - 96, 13, { color: c });
  body += `<path d="M${n(nx + 60)} ${n(Y(CH) - 84)}L${n(X(cx0 + CL / 2))} ${n(Y(CH) - 6)}" stroke="${c}" stroke-width="0.8" opacity="0.7"/><circle cx="${n(X(cx0 + CL / 2))}" cy="${n(Y(CH) - 6)}" r="2.5" fill="${c}"/>`;
  body += lettering("THERMO-WOOD SLATS", X(L * 0.12), Y(Ht) - 150, 13, { color: c });
  body += `<path d="M${n(X(L * 0.12) + 60)} ${n(Y(Ht) - 142)}L${n(X(L * 0.2))} ${n(Y(Ht - 160))}" stroke="${c}" stroke-width="0.8" opacity="0.7"/><circle cx="${n(X(L * 0.2))}" cy="${n(Y(Ht - 160))}" r="2.5" fill="${c}"/>`;
  body += lettering("ACRYLIC TUB", X(L * 0.8), Y(Ht) - 150, 13, { color: c });
  body += `<path d="M${n(X(L * 0.8) + 50)} ${n(Y(Ht) - 142)}L${n(X(L - BATH.rim - 36))} ${n(Y(Ht - 300))}" stroke="${c}" stroke-width="0.8" opacity="0.7"/><circle cx="${n(X(L - BATH.rim - 36))}" cy="${n(Y(Ht - 300))}" r="2.5" fill="${c}"/>`;
  const tbX = W - 560;
  const tbY = H - 200;
  body += `<path d="M${tbX} ${tbY}L${W - 60} ${tbY}M${tbX} ${tbY}L${tbX} ${H - 60}M${tbX} ${tbY + 70}L${W - 60} ${tbY + 70}M${tbX + 250} ${tbY + 70}L${tbX + 250} ${H - 60}" stroke="${c}" stroke-width="1" fill="none" opacity="0.6"/>`;
  body += lettering("PREMIUM ICE BATH", tbX + 24, tbY + 30, 16, { color: c, weight: 1.8 });
  body += lettering("SIDE ELEVATION", tbX + 24, tbY + 55, 12, { color: c });
  body += lettering("SCALE 1:10", tbX + 24, tbY + 108, 12, { color: c });
  body += lettering("DIMENSIONS IN MM", tbX + 274, tbY + 108, 12, { color: c });
  return svgDocument(W, H, body, defs);
}

export const drawings: Record<string, Drawing> = {
  "ice-bath/premium-ice-bath/gallery-4": { width: W, height: H, render: elevation },
};
