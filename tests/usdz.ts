/**
 * Checks on a USDZ package, for the tests of the AR files (exported at build, and made in the
 * browser for a configured design): that Quick Look can open it at true size, and the box its
 * meshes fill, in metres.
 */
import { readZip } from "../app/scene/ar-export";

/** What stops `bytes` being a USDZ package Quick Look opens at true size (empty when nothing). */
export function usdzProblems(bytes: Uint8Array): string[] {
  const problems: string[] = [];
  let entries;
  try {
    entries = readZip(bytes);
  } catch (error) {
    return [(error as Error).message];
  }
  if (entries.length === 0) return ["The package is empty."];
  for (const entry of entries) {
    if (entry.method !== 0 || entry.compressedSize !== entry.size) {
      problems.push(`${entry.name} is compressed.`);
    }
    if (entry.dataOffset % 64 !== 0) {
      problems.push(`${entry.name}'s data starts at ${entry.dataOffset}, not a multiple of 64.`);
    }
  }
  const first = entries[0]!;
  if (!/^[^/]+\.usd[ac]$/.test(first.name)) problems.push(`The first file is ${first.name}.`);
  if (first.name.endsWith(".usda")) {
    const layer = new TextDecoder().decode(
      bytes.subarray(first.dataOffset, first.dataOffset + first.size),
    );
    if (!/^#usda 1\.0/.test(layer)) problems.push("The scene is not a USD text layer.");
    if (!/metersPerUnit = 1\b/.test(layer)) problems.push("The scene is not in metres.");
    if (!/upAxis = "Y"/.test(layer)) problems.push("The scene's up axis is not Y.");
    const names = new Set(entries.map((entry) => entry.name));
    for (const [, file] of layer.matchAll(/@([^@]+)@/g)) {
      if (!names.has(file!.replace(/^\.\//, "")))
        problems.push(`The scene refers to ${file}, missing.`);
    }
  }
  return problems;
}

export function usdaOf(bytes: Uint8Array): string {
  const first = readZip(bytes)[0]!;
  return new TextDecoder().decode(bytes.subarray(first.dataOffset, first.dataOffset + first.size));
}

/** A row-vector affine matrix as USD writes it: three rows of rotation and scale, then the move. */
type Matrix = number[][];
const IDENTITY: Matrix = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
  [0, 0, 0],
];

/** `p` through `m` (USD's convention: p' = p · m). */
const apply = (m: Matrix, [x, y, z]: number[]) =>
  [0, 1, 2].map((c) => x! * m[0]![c]! + y! * m[1]![c]! + z! * m[2]![c]! + m[3]![c]!);

/** `inner` then `outer`: a point in the inner frame, placed by both. */
function compose(inner: Matrix, outer: Matrix): Matrix {
  const rows = [0, 1, 2].map((r) =>
    [0, 1, 2].map((c) => [0, 1, 2].reduce((sum, k) => sum + inner[r]![k]! * outer[k]![c]!, 0)),
  );
  return [...rows, apply(outer, inner[3]!)];
}

const numbers = (text: string) =>
  [...text.matchAll(/-?[\d.]+(?:e-?\d+)?/g)].map((m) => Number(m[0]));

function points(text: string): number[][] {
  const found: number[][] = [];
  for (const [, list] of text.matchAll(/point3f\[\] points = \[([^\]]*)\]/g)) {
    const values = numbers(list!);
    for (let i = 0; i + 2 < values.length; i += 3) found.push(values.slice(i, i + 3));
  }
  return found;
}

/**
 * The box, in the scene's metres, that every mesh of the package fills: each mesh's points (in
 * the layer, or in a geometry file it refers to) through the transforms of the prims round it.
 */
export function usdzBounds(bytes: Uint8Array): {
  min: { x: number; y: number; z: number };
  max: { x: number; y: number; z: number };
} {
  const files = new Map(
    readZip(bytes).map((entry) => [
      entry.name,
      new TextDecoder().decode(bytes.subarray(entry.dataOffset, entry.dataOffset + entry.size)),
    ]),
  );
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const add = (point: number[]) =>
    point.forEach((v, i) => {
      min[i] = Math.min(min[i]!, v);
      max[i] = Math.max(max[i]!, v);
    });

  interface Scope {
    local: Matrix;
    reference?: string;
    points: number[][];
  }
  const stack: Scope[] = [];
  let pendingReference: string | undefined;
  // Dictionaries in a prim's metadata (`customData = {`) have braces of their own.
  let inDictionary = 0;
  const world = () => stack.reduceRight<Matrix>((m, scope) => compose(m, scope.local), IDENTITY);
  const layer = usdaOf(bytes);
  for (const line of layer.split("\n")) {
    const reference = /references = @\.?\/?([^@]+)@/.exec(line);
    if (reference) pendingReference = reference[1];
    const transform = /matrix4d xformOp:transform = (.*)$/.exec(line);
    if (transform && stack.length) {
      const v = numbers(transform[1]!);
      stack.at(-1)!.local = [0, 1, 2, 3].map((r) => v.slice(r * 4, r * 4 + 3));
    }
    if (line.includes("point3f[] points")) stack.at(-1)?.points.push(...points(line));
    if (/= \{$/.test(line.trim())) inDictionary++;
    else if (inDictionary > 0 && line.trim() === "}") inDictionary--;
    else if (line.trim() === "{") {
      stack.push({ local: IDENTITY, reference: pendingReference, points: [] });
      pendingReference = undefined;
    } else if (line.trim() === "}") {
      const m = world();
      const scope = stack.at(-1)!;
      const referenced = scope.reference ? points(files.get(scope.reference) ?? "") : [];
      for (const point of [...scope.points, ...referenced]) add(apply(m, point));
      stack.pop();
    }
  }
  const [x0, y0, z0] = min as [number, number, number];
  const [x1, y1, z1] = max as [number, number, number];
  return { min: { x: x0, y: y0, z: z0 }, max: { x: x1, y: y1, z: z1 } };
}
