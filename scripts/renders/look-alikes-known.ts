/**
 * Pairs of rendered pictures that still look alike at a glance (`look-alike.ts`), written
 * `first ~ second` in the order of `shots.ts`. The unit tests fail on any other pair, and on a pair
 * here that no longer looks alike, so this list only shrinks: frame a pair apart, then take it off.
 * When the sauna pages' pictures were path-traced, their even, bounced light brought three pairs
 * of the two kinds below within reach and took two others out of it (a fourth new pair, two views
 * along the bench, was framed apart instead).
 */
export const KNOWN_LOOK_ALIKES: string[] = [
  // The collections' main pictures are the 3D viewer's first frame, which opens every cabin from
  // the same angle in the same room: apart once the viewer opens each collection its own way.
  "saunas/kaelis/main ~ saunas/aurora/main",
  "saunas/kaelis/main ~ saunas/loyly/main",
  "saunas/kaelis/main ~ saunas/elysium/main",
  "saunas/aurora/main ~ saunas/loyly/main",
  "saunas/aurora/main ~ saunas/elysium/main",
  "saunas/loyly/main ~ saunas/elysium/main",
  // The heater corner of the cabins built round the same heater and benches: from anywhere but
  // the bench side, the benches hide the heater.
  "saunas/aurora/gallery-3 ~ saunas/loyly/gallery-3",
  "saunas/aurora/gallery-3 ~ saunas/vakio/gallery-3",
];
