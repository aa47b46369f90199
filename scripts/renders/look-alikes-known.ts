/**
 * Pairs of rendered pictures that still look alike at a glance (`look-alike.ts`), written
 * `first ~ second` in the order of `shots.ts`. The unit tests fail on any other pair, and on a pair
 * here that no longer looks alike, so this list only shrinks: frame a pair apart, then take it off.
 * When the sauna pages' pictures were path-traced, their even, bounced light brought pairs within
 * reach and took others out of it; the collections' main pictures, once all in one home spa from
 * one angle, were set apart by opening each collection in a place and an angle of its own; the
 * heater corners of the cabins built round the same heater and benches, by looking at each from
 * a height of its own (`heaterLift`). None is left.
 */
export const KNOWN_LOOK_ALIKES: string[] = [];
