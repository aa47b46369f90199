// @vitest-environment node
/**
 * The committed pictures rendered from the 3D models: each is current (drawn from the model and
 * code as they are now), each stands in for a picture the site shows, at its size, and nothing
 * is left over from shots that no longer exist.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { drawings } from "../images/drawings";
import {
  allShots,
  codeTokens,
  isObjectShot,
  PATH_TRACER_FILES,
  pathTracerFiles,
  readManifest,
  renderFile,
  renderKey,
  RENDERS_DIR,
  sceneDigest,
  scriptLines,
  staleShots,
} from "./manifest";
import type { TraceScene } from "./path-trace";
import { itemPicture } from "../../app/content/photographs";
import { everyItem } from "../../app/catalogue/range";
import { averageHash, exemptFromLookAlikes, lookAlikes } from "./look-alike";
import { shots } from "./shots";
import { cabinsFile, cabinsShown, ofAddedCollection } from "./cabins";
import { RENDERED_CABINS_FILE } from "../content/rendered-cabins";
import { KNOWN_LOOK_ALIKES } from "./look-alikes-known";

/** A test that decodes every rendered picture may take a while on a busy machine. */
const READS_EVERY_PICTURE = 60_000;
/** Keying every picture builds every scene: about 25 s on two cores. */
const BUILDS_EVERY_SCENE = 180_000;

/**
 * A binary glTF of two images whose bytes are written in the order given: `order[i]` is where
 * image i's bytes stand among the buffer's parts.
 */
function glb(parts: Buffer[], order: [number, number]): Uint8Array {
  let offset = 0;
  const bufferViews = parts.map((part) => {
    const view = { buffer: 0, byteOffset: offset, byteLength: part.length };
    offset += part.length;
    return view;
  });
  const json = Buffer.from(
    JSON.stringify({
      asset: { version: "2.0" },
      images: order.map((view) => ({ mimeType: "image/png", bufferView: view })),
      bufferViews,
      buffers: [{ byteLength: offset }],
    }),
  );
  const bin = Buffer.concat(parts);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([chunk("JSON", json), chunk("BIN\0", bin)]);
  const header = Buffer.alloc(12);
  header.write("glTF", 0, "latin1");
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return new Uint8Array(Buffer.concat([header, body]));
}

/** The pictures out of date, worked out once: it builds every scene. */
let outOfDate: ReturnType<typeof staleShots> | undefined;
const staleNow = () => (outOfDate ??= staleShots());

describe("the rendered pictures", () => {
  it(
    "match the scenes they are drawn from",
    async () => {
      const stale = (await staleNow()).map((shot) => shot.id);
      expect(
        stale,
        "These pictures no longer match their scenes: run `npm run renders` and commit content/renders/.",
      ).toEqual([]);
    },
    BUILDS_EVERY_SCENE,
  );

  it(
    "record the cabin each collection's pictures show, which the content step compares with the business's",
    async () => {
      const shown = cabinsShown(await staleNow());
      expect(
        readFileSync(RENDERED_CABINS_FILE, "utf8"),
        "content/renders/cabins.json is out of date: run `npm run renders` and commit content/renders/.",
      ).toBe(cabinsFile(shown));
      // The embedded dataset's collections are all shown by their renders.
      const { builtCollections } = await import("../../app/content/generated/built-collections");
      expect(builtCollections.filter(({ rendered }) => !rendered)).toEqual([]);
      expect(Object.keys(shown)).toEqual(
        expect.arrayContaining(builtCollections.map(({ slug }) => slug)),
      );
    },
    BUILDS_EVERY_SCENE,
  );

  it("are keyed on the path tracer's code, scripts and weights, not on what builds a scene", () => {
    const files = pathTracerFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        "scripts/renders/path-trace.ts",
        "scripts/renders/denoise.ts",
        ...PATH_TRACER_FILES,
      ]),
    );
    // The scene is keyed by what it holds, so the code that builds it is not keyed as code; nor
    // is the code that decides what to draw, nor any generated module a render would change.
    for (const file of [
      "scripts/renders/scene-file.ts",
      "scripts/renders/object-scene.ts",
      "app/scene/scene.ts",
      "app/scene/setting.ts",
      "scripts/renders/render.ts",
      "scripts/renders/manifest.ts",
    ])
      expect(files).not.toContain(file);
    expect(files.filter((file) => /\/generated\/|app\/images\/library\//.test(file))).toEqual([]);
  });

  it("are keyed on what the scene holds, whatever order the exporter wrote its parts in", () => {
    const red = Buffer.from("a red texture's bytes");
    const blue = Buffer.from("a blue texture's bytes, longer");
    const extras = { id: "test/scene" } as TraceScene["extras"];
    const one = glb([red, blue], [0, 1]);
    // The same two textures, written the other way round: each image points at its own bytes.
    const swapped = glb([blue, red], [1, 0]);
    expect(sceneDigest({ glb: swapped, extras })).toBe(sceneDigest({ glb: one, extras }));
    // Another texture, or the same ones on the other images, is another scene.
    expect(sceneDigest({ glb: glb([red, red], [0, 1]), extras })).not.toBe(
      sceneDigest({ glb: one, extras }),
    );
    expect(sceneDigest({ glb: glb([red, blue], [1, 0]), extras })).not.toBe(
      sceneDigest({ glb: one, extras }),
    );
    expect(sceneDigest({ glb: one, extras: { ...extras, exposure: 2 } })).not.toBe(
      sceneDigest({ glb: one, extras }),
    );
  });

  it(
    "would be found out of date when what a picture shows changes, and only then",
    async () => {
      const [shot] = shots;
      const wider = { ...shot!, model: { ...shot!.model, width: shot!.model.width + 100 } };
      expect(await renderKey(wider)).not.toBe(await renderKey(shot!));
      expect(await staleShots(readManifest(), [wider])).toHaveLength(1);
      // The same shot built again, in a new object, keeps its key.
      expect(await staleShots(readManifest(), [{ ...shot! }])).toEqual([]);

      // An object: turned, or stood in a place instead of on the set.
      const placed = allShots.filter(isObjectShot).filter((object) => object.place);
      expect(placed.map((object) => object.id)).toContain("ice-bath/premium-ice-bath/gallery-1");
      const { place: _, ...unplaced } = placed[0]!;
      expect(await renderKey(unplaced)).not.toBe(await renderKey(placed[0]!));
      const [heater] = allShots.filter((object) => object.id.startsWith("heaters/"));
      expect(isObjectShot(heater!)).toBe(true);
      const turned = { ...heater!, turn: 0.1 };
      expect(await staleShots(readManifest(), [turned])).toHaveLength(1);
    },
    BUILDS_EVERY_SCENE,
  );

  it("are keyed on the path tracer's code, not its comments or layout", () => {
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
    const pictures = everyItem.flatMap((item) => itemPicture(item) ?? []);
    expect(pictures).toHaveLength(everyItem.length);
    for (const picture of pictures)
      expect(ids.has(picture) || picture in drawings, picture).toBe(true);
    for (const id of [
      "heaters/harvia-m3",
      "woods/oak",
      "steam-rooms/steam-shower",
      "kits/vakio-six",
    ])
      expect(ids.has(id) && !(id in drawings), id).toBe(true);
  });

  it("keep nothing from shots that no longer exist, but a collection the business added", () => {
    const ids = new Set(allShots.map((shot) => shot.id));
    const gone = (id: string) => !ids.has(id) && !ofAddedCollection(id);
    expect(Object.keys(readManifest()).filter(gone)).toEqual([]);
    const files = readdirSync(RENDERS_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".webp"))
      .map((entry) =>
        relative(RENDERS_DIR, join(entry.parentPath, entry.name)).split(sep).join("/").slice(0, -5),
      );
    expect(files.filter(gone)).toEqual([]);
  });

  it(
    "never look alike: no two compositions the same at a glance, beyond the pairs still known",
    async () => {
      // A tour's faces and the objects on their paper are left out (`exemptFromLookAlikes`); the
      // steam rooms and the ice bath in its places count as rooms.
      for (const shot of allShots.filter(isObjectShot))
        expect(exemptFromLookAlikes(shot.id), shot.id).toBe(!shot.view && !shot.place);
      const pictures = allShots.filter((shot) => !exemptFromLookAlikes(shot.id));
      const hashes = new Map<string, bigint>();
      for (const shot of pictures) hashes.set(shot.id, await averageHash(renderFile(shot.id)));
      const found = lookAlikes(hashes).map(([a, b]) => `${a} ~ ${b}`);
      const known = new Set(KNOWN_LOOK_ALIKES);
      expect(
        found.filter((pair) => !known.has(pair)),
        "These pictures look alike (8 × 8 average hashes 6 bits or fewer apart): frame them apart in scripts/renders/shots.ts, app/catalogue/scenery.ts, app/catalogue/gallery-designs.ts, app/catalogue/placements.ts (the ice bath) or STEAM_VIEWS",
      ).toEqual([]);
      expect(
        KNOWN_LOOK_ALIKES.filter((pair) => !found.includes(pair)),
        "These pairs no longer look alike: take them off the list in look-alikes-known.ts",
      ).toEqual([]);
    },
    READS_EVERY_PICTURE,
  );
});
