/**
 * The accessories of /products/accessories as 3D objects, for their path-traced pictures: buckets
 * of staves and hoops, turned hourglasses, ladles, dials and a neck rest, in cedar, dark
 * thermo-wood, steel and glass. Each stands on the ground (y = 0), centred on the origin, front
 * towards +z; those that hang are built against a wall at z = 0.
 *
 * Metres, Y up.
 */
import {
  CircleGeometry,
  CylinderGeometry,
  Group,
  type Material,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  CatmullRomCurve3,
  Vector3,
} from "three";
import { RoundedBoxGeometry } from "three/examples/jsm/geometries/RoundedBoxGeometry.js";

import type { TimberId } from "~/content/range-core";

import {
  blackSteel,
  board,
  brushedSteel,
  darkTimber,
  dialFace,
  finish,
  glass,
  part,
  thinGlass,
  timber,
  turned,
} from "../../../app/scene/objects/craft";

const CEDAR: TimberId = "western-red-cedar";
const THERMO: TimberId = "thermo-pine";

/** A bucket of tapered staves held by two hoops, a steel liner inside and a bail handle. */
function bucket(made: Material, hoops: Material): Group {
  const group = new Group();
  const [height, bottom, top, staves] = [0.2, 0.105, 0.13, 18];
  const lean = Math.atan2(top - bottom, height);
  for (let i = 0; i < staves; i++) {
    const a = (i / staves) * Math.PI * 2;
    const r = (top + bottom) / 2;
    const width = (2 * Math.PI * r) / staves - 0.0012;
    const stave = board(`stave-${i}`, [width, height / Math.cos(lean), 0.014], "y", made, [
      i * 0.037,
      i * 0.21,
    ]);
    stave.position.set(Math.sin(a) * r, height / 2, Math.cos(a) * r);
    // Turned to face out, its top leaning out with the taper.
    stave.rotation.set(lean, a, 0, "YXZ");
    group.add(stave);
  }
  const floor = part(
    "bottom",
    new CylinderGeometry(bottom - 0.004, bottom - 0.004, 0.012, 40),
    made,
  );
  floor.position.y = 0.018;
  group.add(floor);
  for (const y of [0.035, height - 0.04]) {
    const r = bottom + ((top - bottom) * y) / height + 0.008;
    const hoop = part("hoop", new TorusGeometry(r, 0.0035, 8, 72), hoops);
    hoop.rotation.x = Math.PI / 2;
    hoop.scale.z = 3.2;
    hoop.position.y = y;
    group.add(hoop);
  }
  // The liner: a steel bowl inside, its rim just below the staves' tops.
  const liner = turned(
    "liner",
    [
      [0.001, 0.03],
      [bottom - 0.02, 0.03],
      [top - 0.022, height - 0.012],
      [top - 0.016, height - 0.008],
    ],
    brushedSteel(),
  );
  group.add(liner);
  const water = part("water", new CircleGeometry(top - 0.028, 48), glass());
  water.rotation.x = -Math.PI / 2;
  water.position.y = height - 0.05;
  group.add(water);
  // The bail: a bent wooden handle pivoting on two steel lugs.
  const lugs = [-1, 1].map((side) => {
    const lug = part("lug", new CylinderGeometry(0.009, 0.009, 0.012, 16), hoops);
    lug.rotation.z = Math.PI / 2;
    lug.position.set(side * (top + 0.006), height - 0.02, 0);
    return lug;
  });
  group.add(...lugs);
  const arc = new CatmullRomCurve3(
    Array.from({ length: 9 }, (_, i) => {
      const a = (i / 8) * Math.PI;
      return new Vector3(Math.cos(a) * (top + 0.012), height - 0.02 + Math.sin(a) * 0.13, 0);
    }),
  );
  group.add(part("handle", new TubeGeometry(arc, 48, 0.008, 10), made));
  return group;
}

/** An hourglass: two glass bulbs, the sand `run` (0–1) through, between two turned ends. */
function hourglass(height: number, radius: number, run: number): Group {
  const group = new Group();
  const neck = radius * 0.14;
  const half = height / 2;
  const profile: [number, number][] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const y = t * height;
    const u = Math.abs(y - half) / half;
    profile.push([
      neck + (radius - neck) * Math.sin((Math.min(1, u * 1.08) * Math.PI) / 2) ** 1.4,
      y,
    ]);
  }
  profile[0] = [0.001, 0];
  profile[24] = [0.001, height];
  group.add(turned("glass", profile, thinGlass()));
  const sand = finish("sand", 0xe2cfa8, 0.9);
  const fill = (from: number, to: number) =>
    turned(
      "sand",
      profile
        .filter(([, y]) => y >= from && y <= to)
        .map(([r, y]) => [Math.max(0.0005, r - 0.0015), y] as [number, number])
        .concat([[0.0005, to]]),
      sand,
    );
  // Sand below, heaped a little, and what is left above, draining through the neck.
  const below = half * (0.25 + 0.55 * run);
  group.add(fill(0.002, below));
  const cone = part("sand-heap", new CylinderGeometry(0.001, radius * 0.75, half * 0.12, 32), sand);
  cone.position.y = below + half * 0.06;
  group.add(cone);
  if (run < 1) group.add(fill(half + neck, half + (half - 0.004) * (1 - run) * 0.8));
  return group;
}

/** The free-standing timer: an hourglass between two turned cedar discs on three posts. */
function sandTimerClassic(): Group {
  const group = new Group();
  const [height, radius, disc] = [0.15, 0.032, 0.018];
  const made = timber(CEDAR);
  const end = (y: number, flip: boolean) => {
    const profile: [number, number][] = [
      [0.001, 0],
      [radius + 0.016, 0],
      [radius + 0.02, disc * 0.4],
      [radius + 0.016, disc],
      [0.001, disc],
    ];
    const piece = turned("end", profile, made);
    piece.position.y = y;
    if (flip) piece.rotation.x = Math.PI;
    return piece;
  };
  group.add(end(0, false), end(height + 2 * disc, true));
  const glassPart = hourglass(height, radius, 0.45);
  glassPart.position.y = disc;
  group.add(glassPart);
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 + 0.5;
    const post = turned(
      "post",
      [
        [0.001, 0],
        [0.006, 0],
        [0.0045, height * 0.25],
        [0.0065, height * 0.5],
        [0.0045, height * 0.75],
        [0.006, height],
        [0.001, height],
      ],
      made,
      16,
    );
    post.position.set(Math.cos(a) * (radius + 0.008), disc, Math.sin(a) * (radius + 0.008));
    group.add(post);
  }
  return group;
}

/** The wall timer: a slim thermo-wood board holding an hourglass in two turned cups. */
function sandTimerWall(): Group {
  const group = new Group();
  const [w, h, d] = [0.085, 0.34, 0.018];
  const lift = 0.3;
  const plank = board("board", [w, h, d], "y", darkTimber(THERMO), [0.1, 0.4]);
  plank.position.set(0, lift + h / 2, d / 2);
  group.add(plank);
  const made = timber(CEDAR);
  const height = 0.16;
  for (const [y, flip] of [
    [lift + 0.07, false],
    [lift + 0.07 + height + 0.02, true],
  ] as const) {
    const cup = turned(
      "cup",
      [
        [0.001, 0],
        [0.03, 0],
        [0.03, 0.012],
        [0.022, 0.014],
        [0.001, 0.014],
      ],
      made,
    );
    cup.position.set(0, y, d + 0.034);
    if (flip) cup.rotation.x = Math.PI;
    const arm = board("arm", [0.02, 0.012, 0.036], "z", made);
    arm.position.set(0, y + (flip ? -0.006 : 0.006), d + 0.018);
    group.add(cup, arm);
  }
  const timer = hourglass(height - 0.008, 0.026, 0.7);
  timer.position.set(0, lift + 0.07 + 0.014, d + 0.034);
  group.add(timer);
  return group;
}

/** A round dial: a steel bezel, the printed face and its glass, facing +z, centred at the origin. */
function dial(radius: number, reading: number, name: string): Group {
  const group = new Group();
  const bezel = part("bezel", new TorusGeometry(radius, radius * 0.07, 12, 64), brushedSteel());
  const face = part("face", new CircleGeometry(radius, 64), dialFace(`dial:${name}`, reading));
  face.position.z = -0.002;
  const cover = part("cover", new CylinderGeometry(radius, radius, 0.002, 64), thinGlass());
  cover.rotation.x = Math.PI / 2;
  cover.position.z = 0.003;
  group.add(face, bezel, cover);
  return group;
}

/** The thermo-hygrometer: a cedar frame with two dials, the heat and the humidity, on the wall. */
function thermoHygrometer(): Group {
  const group = new Group();
  const [w, h, d] = [0.27, 0.14, 0.022];
  const lift = 0.36;
  const frame = part("frame", new RoundedBoxGeometry(w, h, d, 3, 0.006), timber(CEDAR));
  frame.position.set(0, lift + h / 2, d / 2);
  group.add(frame);
  for (const [x, reading, name] of [
    [-w / 4, 0.68, "heat"],
    [w / 4, 0.22, "humidity"],
  ] as const) {
    const face = dial(0.043, reading, name);
    face.position.set(x, lift + h / 2, d + 0.003);
    group.add(face);
  }
  return group;
}

/** The round thermometer: one dial set into a turned disc of dark thermo-wood, on the wall. */
function thermometer(): Group {
  const group = new Group();
  const lift = 0.36;
  // The disc, its face recessed where the dial sits; its grain runs across it, as cut from a board.
  const surround = turned(
    "surround",
    [
      [0.001, 0],
      [0.068, 0],
      [0.075, 0.008],
      [0.075, 0.022],
      [0.068, 0.03],
      [0.056, 0.03],
      [0.054, 0.02],
      [0.001, 0.02],
    ],
    darkTimber(THERMO),
    64,
    true,
  );
  surround.rotation.x = Math.PI / 2;
  surround.position.set(0, lift, 0);
  group.add(surround);
  const face = dial(0.05, 0.62, "thermometer");
  face.position.set(0, lift, 0.023);
  group.add(face);
  return group;
}

/** A ladle: a steel cup on a long turned handle, `length` long, lying along +x from the cup. */
function ladle(length: number, cupRadius: number, wood: Material): Group {
  const group = new Group();
  const cup = turned(
    "cup",
    [
      [0.001, 0],
      [cupRadius * 0.7, 0],
      [cupRadius, cupRadius * 0.55],
      [cupRadius, cupRadius * 1.1],
      [cupRadius - 0.0015, cupRadius * 1.1],
      [cupRadius - 0.0015, cupRadius * 0.57],
      [cupRadius * 0.7 - 0.0015, 0.0015],
      [0.001, 0.0015],
    ],
    brushedSteel(),
  );
  group.add(cup);
  // The stem: a steel rod from inside the cup's rim up to the handle's foot.
  const [fromX, fromY] = [cupRadius * 0.8, cupRadius];
  const [toX, toY] = [cupRadius + 0.085, cupRadius * 1.1 + 0.03];
  const stem = part(
    "stem",
    new CylinderGeometry(0.004, 0.004, Math.hypot(toX - fromX, toY - fromY), 12),
    brushedSteel(),
  );
  stem.rotation.z = Math.atan2(-(toX - fromX), toY - fromY);
  stem.position.set((fromX + toX) / 2, (fromY + toY) / 2, 0);
  group.add(stem);
  const handleLength = length - 0.09 - cupRadius;
  const handle = turned(
    "handle",
    [
      [0.001, 0],
      [0.008, 0],
      [0.011, handleLength * 0.3],
      [0.012, handleLength * 0.85],
      [0.009, handleLength],
      [0.001, handleLength],
    ],
    wood,
    24,
  );
  handle.rotation.z = -Math.PI / 2 + 0.35;
  handle.position.set(toX - 0.004, toY - 0.002, 0);
  group.add(handle);
  return group;
}

/** The slim ladle, lying on the paper: its long dark handle and its deep steel cup. */
function slimLadle(): Group {
  const group = new Group();
  const made = ladle(0.48, 0.035, darkTimber(THERMO));
  // Laid down: the cup upright on the paper, the handle resting along it.
  made.rotation.z = -0.35 + 0.02;
  made.rotation.y = 0.6;
  group.add(made);
  return group;
}

/** A cedar sauna spoon, carved in one piece: a round bowl and a long flat handle, lying down. */
function cedarSpoon(): Group {
  const group = new Group();
  const made = timber(CEDAR);
  const bowl = part(
    "bowl",
    new SphereGeometry(0.042, 48, 24, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2),
    made,
  );
  bowl.rotation.x = Math.PI;
  bowl.scale.set(1, 0.75, 1.15);
  bowl.position.y = 0.032;
  const rim = part("rim", new TorusGeometry(0.042, 0.004, 8, 48), made);
  rim.rotation.x = Math.PI / 2;
  rim.scale.set(1, 1.15, 1);
  rim.position.y = 0.032;
  const handle = board("handle", [0.36, 0.012, 0.024], "x", made, [0.2, 0.1]);
  handle.position.set(0.042 + 0.18 - 0.005, 0.036, 0);
  handle.rotation.z = 0.08;
  group.add(bowl, rim, handle);
  group.rotation.y = 0.5;
  return group;
}

/** The dark set: a thermo-wood bucket with black hoops, its ladle resting in it. */
function brandSet(): Group {
  const group = new Group();
  group.add(bucket(darkTimber(THERMO), blackSteel()));
  const spoon = ladle(0.42, 0.03, darkTimber(THERMO));
  spoon.rotation.z = 0.62;
  spoon.rotation.y = 0.4;
  spoon.position.set(-0.04, 0.11, 0.02);
  group.add(spoon);
  return group;
}

/** The neck rest: slats across two curved supports, dark thermo-wood. */
function neckRest(): Group {
  const group = new Group();
  const made = darkTimber(THERMO);
  const [width, depth] = [0.3, 0.26];
  // The curve the slats follow: low at the front, a rise for the neck, falling away behind.
  const curve = (t: number) => 0.03 + 0.07 * Math.sin(Math.PI * t ** 0.8);
  for (const x of [-width / 2 + 0.02, width / 2 - 0.02]) {
    const path = new CatmullRomCurve3(
      Array.from({ length: 12 }, (_, i) => {
        const t = i / 11;
        return new Vector3(x, curve(t) - 0.018, depth / 2 - t * depth);
      }),
    );
    group.add(part("support", new TubeGeometry(path, 40, 0.012, 8), made));
  }
  const slats = 8;
  for (let i = 0; i < slats; i++) {
    const t = (i + 0.5) / slats;
    const slat = board(`slat-${i}`, [width, 0.012, 0.024], "x", made, [i * 0.05, i * 0.3]);
    const z = depth / 2 - t * depth;
    const slope = (curve(t + 0.01) - curve(t - 0.01)) / (0.02 * depth);
    slat.position.set(0, curve(t), z);
    slat.rotation.x = Math.atan(slope);
    group.add(slat);
  }
  return group;
}

/** Each accessory's builder, by its slug in the range, and whether it hangs on the wall. */
export const accessoryModels: Record<
  string,
  { build: () => Group; onWall?: boolean; lying?: boolean; turn?: number }
> = {
  "sand-timer-wall": { build: sandTimerWall, onWall: true },
  "sand-timer-classic": { build: sandTimerClassic },
  "thermo-hygrometer": { build: thermoHygrometer, onWall: true },
  "cedar-bucket": { build: () => bucket(timber(CEDAR), blackSteel()) },
  "cedar-spoon": { build: cedarSpoon, lying: true },
  "brand-set": { build: brandSet },
  "brand-ladle": { build: slimLadle, lying: true },
  // From the side, to show the curve it gives the neck.
  "brand-neck-rest": { build: neckRest, lying: true, turn: 0.95 },
  "brand-thermometer": { build: thermometer, onWall: true },
};
