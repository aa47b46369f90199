// @vitest-environment node
/**
 * The committed pictures rendered from the 3D models: each is current (drawn from the model and
 * code as they are now), each stands in for a picture the site shows, at its size, and nothing
 * is left over from shots that no longer exist.
 */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { drawings } from "../images/drawings";
import {
  allShots,
  codeTokens,
  isObjectShot,
  keyedFiles,
  PATH_TRACER_FILES,
  readManifest,
  renderFile,
  renderKey,
  RENDERS_DIR,
  scriptLines,
  staleShots,
} from "./manifest";
import { ITEM_PICTURES } from "../../app/content/photographs";
import { averageHash, lookAlikes } from "./look-alike";
import { shots } from "./shots";
import { KNOWN_LOOK_ALIKES } from "./look-alikes-known";

/** A test that decodes every rendered picture may take a while on a busy machine. */
const READS_EVERY_PICTURE = 60_000;

describe("the rendered pictures", () => {
  it("match the models and code they are drawn from", () => {
    const stale = staleShots().map((shot) => shot.id);
    expect(
      stale,
      "These pictures no longer match their models: run `npm run renders` and commit content/renders/.",
    ).toEqual([]);
  });

  it("of a cabin are keyed on every module that builds its scene, and the path tracer's code and weights", () => {
    expect(keyedFiles()).toEqual(
      expect.arrayContaining([
        "app/catalogue/cabin.ts",
        "app/studio/lighting.ts",
        "app/studio/scene.ts",
        "app/studio/setting.ts",
        "app/studio/timber.ts",
        "scripts/renders/scene-file.ts",
        "scripts/renders/path-trace.ts",
        "scripts/renders/denoise.ts",
        ...PATH_TRACER_FILES,
      ]),
    );
    // Not the code that decides what to draw, nor the manifest's own.
    expect(keyedFiles()).not.toContain("scripts/renders/render.ts");
    expect(keyedFiles()).not.toContain("scripts/renders/manifest.ts");
  });

  it("of an object are keyed on its own builder, not the other objects' or the cabins'", () => {
    const heaters = keyedFiles("app/studio/objects/heaters.ts");
    expect(heaters).toEqual(
      expect.arrayContaining([
        "app/studio/objects/heaters.ts",
        "app/studio/objects/stones.ts",
        "scripts/renders/object-scene.ts",
        "scripts/renders/path-trace.ts",
        ...PATH_TRACER_FILES,
      ]),
    );
    expect(heaters).not.toContain("app/studio/objects/boards.ts");
    expect(heaters).not.toContain("app/studio/scene.ts");
    expect(heaters).not.toContain("app/studio/setting.ts");
    expect(keyedFiles()).not.toContain("scripts/renders/object-scene.ts");
    // An object shown where it stands is keyed on the place's code too; one on the set is not.
    const inPlace = keyedFiles("app/studio/objects/ice-bath.ts", true);
    expect(inPlace).toEqual(
      expect.arrayContaining([
        "app/studio/objects/in-place.ts",
        "app/studio/setting.ts",
        "app/studio/places.ts",
      ]),
    );
    const placed = allShots.filter(isObjectShot).filter((shot) => shot.place);
    expect(placed.map((shot) => shot.id)).toContain("ice-bath/premium/gallery-1");
    const { place: _, ...unplaced } = placed[0]!;
    expect(renderKey(unplaced)).not.toBe(renderKey(placed[0]!));
    const [heater] = allShots.filter((shot) => shot.id.startsWith("heaters/"));
    const [board] = allShots.filter((shot) => shot.id.startsWith("woods/"));
    expect(isObjectShot(heater!) && isObjectShot(board!)).toBe(true);
    const turned = { ...heater!, turn: 0.1 };
    expect(renderKey(turned)).not.toBe(renderKey(heater!));
    expect(staleShots(readManifest(), [turned])).toHaveLength(1);
  });

  it("are keyed on no generated module, which a render would itself change", () => {
    const modules = new Set(
      allShots.map((shot) => (isObjectShot(shot) ? shot.module : "")).filter(Boolean),
    );
    const files = [...keyedFiles(), ...[...modules].flatMap((module) => keyedFiles(module, true))];
    expect(files.filter((file) => /\/generated\/|app\/images\/library\//.test(file))).toEqual([]);
  });

  it("are keyed on the code, not its comments or layout", () => {
    const code = "/** The count. */\nexport const count = 1; // one for now\n";
    expect(codeTokens("// counted\nexport const count =\n  1;\n")).toBe(codeTokens(code));
    expect(codeTokens("export const count = 2;")).not.toBe(codeTokens(code));
    // A template's text is code, even where it reads like a comment.
    const url = "const url = `http://${host}/a`;";
    expect(codeTokens(url)).not.toBe(codeTokens(url.replace("/a", "/b")));
    expect(codeTokens("const pattern = /a\\/\\/b/;")).not.toBe(
      codeTokens("const pattern = /a\\/\\/c/;"),
    );
    const script = "# the samples\nsamples = 16\n\n";
    expect(scriptLines("samples = 16")).toBe(scriptLines(script));
    expect(scriptLines("samples = 32")).not.toBe(scriptLines(script));
  });

  it("would be found out of date when a model changes", () => {
    const [shot] = shots;
    const wider = { ...shot!, model: { ...shot!.model, width: shot!.model.width + 100 } };
    expect(renderKey(wider)).not.toBe(renderKey(shot!));
    expect(staleShots(readManifest(), [wider])).toHaveLength(1);
  });

  it(
    "each are their shot's size, and no picture is both drawn and rendered",
    async () => {
      for (const shot of allShots) {
        expect(shot.id in drawings, shot.id).toBe(false);
        const { width, height } = await sharp(renderFile(shot.id)).metadata();
        expect([width, height], shot.id).toEqual([shot.width, shot.height]);
      }
    },
    READS_EVERY_PICTURE,
  );

  it("stand for every picture of the range that has no drawing, and the site shows each", () => {
    const ids = new Set(allShots.map((shot) => shot.id));
    for (const picture of Object.values(ITEM_PICTURES))
      expect(ids.has(picture) || picture in drawings, picture).toBe(true);
    for (const id of ["heaters/harvia-m3", "woods/oak", "steam-rooms/rain-shower", "kits/kit-3"])
      expect(ids.has(id) && !(id in drawings), id).toBe(true);
  });

  it("keep nothing from shots that no longer exist", () => {
    const ids = new Set(allShots.map((shot) => shot.id));
    expect(Object.keys(readManifest()).filter((id) => !ids.has(id))).toEqual([]);
    const files = readdirSync(RENDERS_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".webp"))
      .map((entry) =>
        relative(RENDERS_DIR, join(entry.parentPath, entry.name)).split(sep).join("/").slice(0, -5),
      );
    expect(files.filter((id) => !ids.has(id))).toEqual([]);
  });

  it(
    "never look alike: no two compositions the same at a glance, beyond the pairs still known",
    async () => {
      // A tour's six faces are one panorama cut up, not pictures of their own: left out. So are
      // the objects on their paper (`objectShots`), which a catalogue shows alike on purpose.
      const pictures = shots.filter((shot) => !/^tours\/[^/]+\/(?!poster$)[a-z]+$/.test(shot.id));
      const hashes = new Map<string, bigint>();
      for (const shot of pictures) hashes.set(shot.id, await averageHash(renderFile(shot.id)));
      const found = lookAlikes(hashes).map(([a, b]) => `${a} ~ ${b}`);
      const known = new Set(KNOWN_LOOK_ALIKES);
      expect(
        found.filter((pair) => !known.has(pair)),
        "These pictures look alike (8 × 8 average hashes 6 bits or fewer apart): frame them apart in scripts/renders/shots.ts, app/catalogue/scenery.ts or app/catalogue/gallery-designs.ts",
      ).toEqual([]);
      expect(
        KNOWN_LOOK_ALIKES.filter((pair) => !found.includes(pair)),
        "These pairs no longer look alike: take them off the list in look-alikes-known.ts",
      ).toEqual([]);
    },
    READS_EVERY_PICTURE,
  );
});
