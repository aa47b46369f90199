/**
 * The sauna aromas as 3D objects, for their path-traced pictures: the range's one bottle (a
 * fragrance line shares its bottle), filled with each concentrate's own colour and labelled with
 * its band, beside what the fragrance is made from: a pine sprig, eucalyptus leaves, sandalwood
 * billets, a mint sprig, a green apple, a halved blood orange, a rose.
 *
 * Metres, Y up; the bottle stands at the origin, the botanical beside it to the right and front.
 */
import {
  CatmullRomCurve3,
  CylinderGeometry,
  DoubleSide,
  Group,
  type Material,
  Matrix4,
  type Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Shape,
  ShapeGeometry,
  SphereGeometry,
  TubeGeometry,
  Vector3,
  type BufferAttribute,
} from "three";

import { seeded } from "./stones";
import {
  board,
  darkTimber,
  finish,
  glass,
  part,
  printed,
  turned,
} from "../../../app/scene/objects/craft";

/** A coloured liquid: clear, tinted by what it is (the path tracer's glass would whiten it). */
function liquid(color: number): Material {
  const made = new MeshPhysicalMaterial({ color, roughness: 0, transmission: 1, ior: 1.36 });
  made.name = "liquid";
  return made;
}

/** A plain matte surface that both sides of a thin leaf or petal show. */
function leafy(name: string, color: number, roughness = 0.55): Material {
  const made = new MeshStandardMaterial({ color, roughness, side: DoubleSide });
  made.name = name;
  return made;
}

/** The label: cream paper, the fragrance's band across it between two fine rules. */
function label(band: [number, number, number]): Material {
  const h = 128;
  return printed(
    "label",
    [256, h],
    (_, y) => {
      const t = y / h;
      if (t > 0.38 && t < 0.62) return band;
      return (t > 0.3 && t < 0.32) || (t > 0.68 && t < 0.7) ? [70, 62, 54] : [241, 235, 224];
    },
    { roughness: 0.8 },
  );
}

/** The bottle: round shouldered glass, the concentrate inside, a paper label and a turned dark cap. */
function bottle(fill: number, band: [number, number, number]): Group {
  const group = new Group();
  const [radius, body, shoulder, neck] = [0.036, 0.12, 0.03, 0.012];
  const outline: [number, number][] = [
    [0.001, 0],
    [radius - 0.004, 0],
    [radius, 0.005],
    [radius, body],
    [radius * 0.8, body + shoulder * 0.5],
    [neck + 0.002, body + shoulder],
    [neck + 0.002, body + shoulder + 0.02],
    [neck - 0.002, body + shoulder + 0.02],
    [neck - 0.002, body + shoulder - 0.002],
    [radius * 0.8 - 0.003, body + shoulder * 0.5 - 0.002],
    [radius - 0.003, body - 0.003],
    [radius - 0.003, 0.008],
    [0.001, 0.008],
  ];
  group.add(turned("bottle", outline, glass(), 64));
  // Filled to the label's top edge: the colour shows below the label, clear glass above it.
  const level = 0.086;
  group.add(
    turned(
      "concentrate",
      [
        [0.001, 0.0085],
        [radius - 0.0033, 0.0085],
        [radius - 0.0033, level],
        [0.001, level],
      ],
      liquid(fill),
      64,
    ),
  );
  const paper = part(
    "label",
    new CylinderGeometry(radius + 0.0006, radius + 0.0006, 0.06, 64, 1, true),
    label(band),
  );
  paper.position.y = 0.055;
  group.add(paper);
  const cap = turned(
    "cap",
    [
      [0.001, 0],
      [neck + 0.006, 0],
      [neck + 0.007, 0.004],
      [neck + 0.007, 0.028],
      [neck + 0.005, 0.03],
      [0.001, 0.03],
    ],
    darkTimber("thermo-pine"),
    48,
  );
  cap.position.y = body + shoulder + 0.004;
  group.add(cap);
  return group;
}

/** A stem bending through `points`, as a thin tube. */
function stem(points: [number, number, number][], radius: number, made: Material): Mesh {
  const curve = new CatmullRomCurve3(points.map(([x, y, z]) => new Vector3(x, y, z)));
  return part("stem", new TubeGeometry(curve, 32, radius, 6), made);
}

/**
 * A leaf: a pointed oval `length` long (or, `blunt`, a petal's rounded one), bent along its
 * midrib, its base at the origin along +x.
 */
function leaf(
  length: number,
  width: number,
  made: Material,
  fold = 0.3,
  serrated = false,
  blunt = false,
): Mesh {
  const shape = new Shape();
  const steps = 16;
  const half = (t: number) =>
    (blunt ? Math.sqrt(Math.sin(Math.PI * t ** 0.55)) : Math.sin(Math.PI * t ** 0.8)) * (width / 2);
  shape.moveTo(0, 0);
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const tooth = serrated && i % 2 ? 0.82 : 1;
    shape.lineTo(t * length, half(t) * tooth);
  }
  for (let i = steps - 1; i >= 1; i--) {
    const t = i / steps;
    const tooth = serrated && i % 2 ? 0.82 : 1;
    shape.lineTo(t * length, -half(t) * tooth);
  }
  const geometry = new ShapeGeometry(shape, 4);
  const position = geometry.getAttribute("position") as BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const [x, y] = [position.getX(i), position.getY(i)];
    // Folded up along the midrib, and the tip bowed down.
    position.setZ(i, Math.abs(y) * fold - (x / length) ** 2 * length * 0.12);
  }
  geometry.computeVertexNormals();
  const mesh = part("leaf", geometry, made);
  // Lying flat: the leaf's plane from (x, y) to (x, z).
  mesh.rotation.x = -Math.PI / 2;
  return mesh;
}

/** A pine sprig: a twig with tufts of long needles. */
function pineSprig(): Group {
  const group = new Group();
  const random = seeded(101);
  const bark = finish("bark", 0x5a3d27, 0.8);
  const needleColour = leafy("needles", 0x2f4a2a, 0.6);
  const twig: [number, number, number][] = [
    [0, 0.008, 0.03],
    [0.06, 0.01, 0.01],
    [0.13, 0.012, -0.01],
    [0.19, 0.014, -0.02],
  ];
  group.add(stem(twig, 0.0035, bark));
  const curve = new CatmullRomCurve3(twig.map(([x, y, z]) => new Vector3(x, y, z)));
  for (let i = 0; i < 120; i++) {
    const at = curve.getPoint(0.1 + 0.9 * random());
    const needle = part(
      "needle",
      new CylinderGeometry(0.0007, 0.0009, 0.045 + random() * 0.02, 4),
      needleColour,
    );
    const a = random() * Math.PI * 2;
    const lift = 0.3 + random() * 0.6;
    needle.position.copy(at);
    needle.rotation.set(Math.cos(a) * lift + 0.9, a, Math.sin(a) * lift);
    needle.translateY(0.028);
    group.add(needle);
  }
  return group;
}

/** Eucalyptus: a stem of round silver-green leaves in pairs. */
function eucalyptus(): Group {
  const group = new Group();
  const silver = leafy("eucalyptus", 0x73897c, 0.45);
  group.add(
    stem(
      [
        [0, 0.004, 0.04],
        [0.08, 0.006, 0.01],
        [0.17, 0.008, -0.015],
      ],
      0.002,
      finish("stem", 0x7c6a58, 0.7),
    ),
  );
  for (let i = 0; i < 6; i++) {
    const x = 0.02 + i * 0.028;
    for (const side of [-1, 1]) {
      const disc = leaf(0.034 - i * 0.002, 0.034 - i * 0.002, silver, 0.08);
      disc.position.set(
        x,
        0.006 + i * 0.0008 + (side > 0 ? 0.002 : 0),
        0.03 - i * 0.009 + side * 0.004,
      );
      disc.rotation.z = side * (1.3 + i * 0.05) - 0.2;
      group.add(disc);
    }
  }
  return group;
}

/** Sandalwood: three split billets and a few chips. */
function sandalwood(): Group {
  const group = new Group();
  const wood = finish("sandalwood", 0xb98a5e, 0.7);
  for (const [i, [x, z, turn]] of [
    [0.05, 0.02, 0.3],
    [0.07, -0.01, 0.45],
    [0.06, 0.005, 0.37],
  ].entries()) {
    const billet = board(`billet-${i}`, [0.14, 0.022, 0.026], "x", wood);
    billet.position.set(x!, 0.011 + (i === 2 ? 0.022 : 0), z!);
    billet.rotation.y = turn!;
    group.add(billet);
  }
  const random = seeded(7);
  for (let i = 0; i < 5; i++) {
    const chip = board(`chip-${i}`, [0.018 + random() * 0.01, 0.004, 0.01], "x", wood);
    chip.position.set(0.02 + random() * 0.1, 0.002, 0.05 + random() * 0.03);
    chip.rotation.y = random() * 3;
    group.add(chip);
  }
  return group;
}

/** A mint sprig: a square stem with pairs of serrated leaves, smaller towards the tip. */
function mint(): Group {
  const group = new Group();
  const green = leafy("mint", 0x3f7a3a, 0.5);
  group.add(
    stem(
      [
        [0, 0.004, 0.04],
        [0.07, 0.006, 0.02],
        [0.15, 0.008, 0.0],
      ],
      0.0022,
      finish("stem", 0x4d6b3a, 0.6),
    ),
  );
  for (let i = 0; i < 4; i++) {
    const x = 0.03 + i * 0.035;
    const size = 0.06 - i * 0.01;
    for (const side of [-1, 1]) {
      const blade = leaf(size, size * 0.55, green, 0.25, true);
      blade.position.set(x, 0.007 + i * 0.001, 0.035 - i * 0.012);
      blade.rotation.z = side * 1.1 - 0.3;
      group.add(blade);
    }
  }
  return group;
}

/** A green apple: turned round its core, dimpled at the stalk, with its stalk. */
function apple(): Group {
  const group = new Group();
  const profile: [number, number][] = [];
  for (let i = 0; i <= 24; i++) {
    const a = (i / 24) * Math.PI;
    const r = Math.sin(a) * 0.04 * (1 + 0.08 * Math.sin(a * 2 - 0.5));
    const y = 0.038 - Math.cos(a) * 0.036 - (i > 20 ? (i - 20) * 0.0025 : 0);
    profile.push([Math.max(0.0005, r), y]);
  }
  const skin = finish("apple", 0x8fb545, 0.35);
  group.add(turned("apple", profile, skin, 48));
  const stalk = stem(
    [
      [0, 0.062, 0],
      [0.002, 0.075, 0.001],
      [0.006, 0.085, 0.002],
    ],
    0.0016,
    finish("stalk", 0x5b4026, 0.7),
  );
  group.add(stalk);
  group.position.set(0.08, 0, 0.03);
  return group;
}

/** The cut face of a blood orange: deep red flesh in segments, a pale pith and a rind. */
function orangeFace(): Material {
  const size = 256;
  const centre = (size - 1) / 2;
  return printed(
    "orange-flesh",
    [size, size],
    (x, y) => {
      const dx = (x - centre) / centre;
      const dy = (y - centre) / centre;
      const r = Math.hypot(dx, dy);
      const a = Math.atan2(dy, dx);
      const segment = Math.abs((((a / (Math.PI * 2)) * 10 + 10) % 1) - 0.5);
      if (r < 0.08) return [226, 206, 170];
      if (segment > 0.47 && r < 0.86) return [224, 190, 160];
      if (r < 0.86) {
        const shade = 0.8 + 0.2 * Math.sin(r * 40 + a * 7);
        return [Math.round(150 * shade), Math.round(26 * shade), Math.round(34 * shade)];
      }
      return r < 0.93 ? [236, 214, 176] : [214, 96, 28];
    },
    { roughness: 0.3 },
  );
}

/** A blood orange cut in half: the half lying cut face up, tilted towards the camera. */
function bloodOrange(): Group {
  const group = new Group();
  const radius = 0.038;
  const rind = finish("orange-rind", 0xcf5a1e, 0.5);
  const half = part(
    "rind",
    new SphereGeometry(radius, 48, 24, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2),
    rind,
  );
  const face = part("flesh", new CylinderGeometry(radius, radius, 0.001, 64), orangeFace());
  const cut = new Group();
  cut.add(half, face);
  cut.rotation.x = 0.35;
  cut.position.set(0.085, radius * 0.92, 0.03);
  const whole = part("whole", new SphereGeometry(radius, 48, 24), rind);
  whole.position.set(0.07, radius, -0.06);
  group.add(cut, whole);
  return group;
}

/** A rose: rings of cupped petals opening outwards round a tight heart, on a short stem. */
function rose(): Group {
  const group = new Group();
  const petalColour = leafy("rose", 0xa82640, 0.5);
  const bloom = new Group();
  // A petal stands up from its base, its hollow towards the heart (leaf x → up, y → across,
  // its fold → inwards), then leans out by its ring's tilt.
  const upright = new Matrix4().makeBasis(
    new Vector3(0, 1, 0),
    new Vector3(0, 0, -1),
    new Vector3(-1, 0, 0),
  );
  const rings = [
    { count: 3, length: 0.022, radius: 0.002, tilt: 0.1, fold: 0.9 },
    { count: 5, length: 0.03, radius: 0.006, tilt: 0.35, fold: 0.7 },
    { count: 6, length: 0.036, radius: 0.01, tilt: 0.7, fold: 0.55 },
    { count: 7, length: 0.04, radius: 0.014, tilt: 1.05, fold: 0.45 },
  ];
  for (const [r, ring] of rings.entries())
    for (let i = 0; i < ring.count; i++) {
      const petal = leaf(ring.length, ring.length * 0.95, petalColour, ring.fold, false, true);
      petal.rotation.set(0, 0, 0);
      petal.geometry.applyMatrix4(upright);
      petal.rotation.z = -ring.tilt;
      petal.position.x = ring.radius;
      const around = new Group();
      around.rotation.y = (i / ring.count) * Math.PI * 2 + r * 0.7;
      around.add(petal);
      bloom.add(around);
    }
  bloom.rotation.x = 0.5;
  bloom.position.set(0.085, 0.014, 0.03);
  group.add(bloom);
  group.add(
    stem(
      [
        [0.085, 0.01, 0.02],
        [0.1, 0.006, -0.03],
        [0.13, 0.005, -0.09],
      ],
      0.0025,
      finish("stem", 0x3e5a2e, 0.6),
    ),
  );
  const green = leafy("rose-leaf", 0x345a2c, 0.5);
  const first = leaf(0.045, 0.026, green, 0.2, true);
  first.position.set(0.11, 0.006, -0.05);
  first.rotation.z = -0.9;
  group.add(first);
  return group;
}

interface Aroma {
  /** The concentrate's colour, and the label's band. */
  fill: number;
  band: [number, number, number];
  botanical: () => Group;
}

const AROMAS: Record<string, Aroma> = {
  "pine-needle": { fill: 0x9fb86a, band: [52, 84, 50], botanical: pineSprig },
  eucalyptus: { fill: 0xc9dcc8, band: [108, 140, 124], botanical: eucalyptus },
  sandalwood: { fill: 0xd9a86a, band: [150, 98, 58], botanical: sandalwood },
  peppermint: { fill: 0xb7e0b0, band: [58, 120, 66], botanical: mint },
  "green-apple": { fill: 0xd3e27a, band: [128, 166, 60], botanical: apple },
  "blood-orange": { fill: 0xe0703a, band: [170, 46, 40], botanical: bloodOrange },
  rose: { fill: 0xf0a0b0, band: [176, 58, 84], botanical: rose },
};

/** The bottle, and the botanical beside it: to its right and a little forward. */
function aroma({ fill, band, botanical }: Aroma): Group {
  const group = new Group();
  group.add(bottle(fill, band));
  const beside = botanical();
  beside.position.x += 0.03;
  beside.position.z += 0.02;
  group.add(beside);
  return group;
}

/** Each aroma's builder, by its slug in the range. */
export const aromaModels: Record<string, { build: () => Group }> = Object.fromEntries(
  Object.entries(AROMAS).map(([slug, spec]) => [slug, { build: () => aroma(spec) }]),
);
