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

import { artworks } from "../artwork";
import {
  codeTokens,
  isPathTraced,
  keyedFiles,
  PATH_TRACED,
  PATH_TRACER_FILES,
  readManifest,
  renderFile,
  renderKey,
  RENDERS_DIR,
  renderSources,
  scriptLines,
  staleShots,
} from "./manifest";
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

  it("are keyed on every module the renderer runs", () => {
    expect(renderSources()).toEqual(
      expect.arrayContaining([
        "app/catalogue/cabin.ts",
        "app/studio/lighting.ts",
        "app/studio/scene.ts",
        "app/studio/setting.ts",
        "app/studio/timber.ts",
        "scripts/renders/page.ts",
      ]),
    );
  });

  it("path-traced ones are keyed on the path tracer's code and weights, real-time ones not", () => {
    const traced = keyedFiles(true);
    const drawn = keyedFiles(false);
    expect(traced).toEqual(
      expect.arrayContaining([
        "app/studio/scene.ts",
        "app/studio/setting.ts",
        "scripts/renders/scene-file.ts",
        "scripts/renders/denoise.ts",
        ...PATH_TRACER_FILES,
      ]),
    );
    expect(traced).not.toContain("scripts/renders/page.ts");
    for (const file of ["scripts/renders/path-trace.ts", ...PATH_TRACER_FILES]) {
      expect(drawn).not.toContain(file);
    }
    const [shot] = shots.filter(isPathTraced);
    expect(shot, `no shot is named in PATH_TRACED (${PATH_TRACED.join(", ")})`).toBeDefined();
    expect(renderKey(shot!, false)).not.toBe(renderKey(shot!, true));
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
    "each stand in for a picture the site draws, at its size",
    async () => {
      for (const shot of shots) {
        const artwork = artworks[shot.id];
        expect(artwork, shot.id).toBeDefined();
        expect([shot.width, shot.height], shot.id).toEqual([artwork!.width, artwork!.height]);
        const { width, height } = await sharp(renderFile(shot.id)).metadata();
        expect([width, height], shot.id).toEqual([shot.width, shot.height]);
      }
    },
    READS_EVERY_PICTURE,
  );

  it("keep nothing from shots that no longer exist", () => {
    const ids = new Set(shots.map((shot) => shot.id));
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
      // A tour's six faces are one panorama cut up, not pictures of their own: left out.
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
