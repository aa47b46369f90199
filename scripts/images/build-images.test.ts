// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { collectSources, exportName } from "./build-images";

async function contentFolder(files: string[]) {
  const dir = await mkdtemp(join(tmpdir(), "images-"));
  for (const file of files) {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), "not really an image");
  }
  return dir;
}

describe("collectSources", () => {
  it("lets a photograph replace the artwork with the same id, and adds new ones", async () => {
    const dir = await contentFolder(["saunas/aurora/main.jpg", "gallery/garden-sauna.jpeg"]);
    const sources = await collectSources(dir, new Map());
    expect(sources.get("saunas/aurora/main")).toMatchObject({ kind: "photo" });
    expect(sources.get("gallery/garden-sauna")).toMatchObject({ kind: "photo" });
    expect(sources.get("saunas/aurora/gallery-1")).toMatchObject({ kind: "artwork" });
  });

  it("lets a render replace the artwork, and a photograph replace the render", async () => {
    const renders = new Map([
      ["saunas/aurora/main", "/renders/saunas/aurora/main.webp"],
      ["saunas/aurora/gallery-1", "/renders/saunas/aurora/gallery-1.webp"],
    ]);
    const dir = await contentFolder(["saunas/aurora/main.jpg"]);
    const sources = await collectSources(dir, renders);
    expect(sources.get("saunas/aurora/main")).toMatchObject({ kind: "photo" });
    expect(sources.get("saunas/aurora/gallery-1")).toMatchObject({
      kind: "render",
      file: "/renders/saunas/aurora/gallery-1.webp",
    });
    expect(sources.get("saunas/aurora/gallery-2")).toMatchObject({ kind: "artwork" });
  });

  it("ignores files that are not images", async () => {
    const dir = await contentFolder(["README.md", "gallery/notes.txt"]);
    const sources = await collectSources(dir, new Map());
    expect([...sources.values()].every((source) => source.kind === "artwork")).toBe(true);
  });

  it("explains names it cannot use", async () => {
    const dir = await contentFolder(["Gallery/My Photo.JPG"]);
    await expect(collectSources(dir)).rejects.toThrow(
      /content\/images\/Gallery\/My Photo\.JPG: use lower-case letters, digits and hyphens/,
    );
  });

  it("refuses two files with one id", async () => {
    const dir = await contentFolder(["gallery/deck.jpg", "gallery/deck.png"]);
    await expect(collectSources(dir)).rejects.toThrow(
      /another file already has the id "gallery\/deck"/,
    );
  });
});

describe("exportName", () => {
  it("turns an id into the name the library exports", () => {
    expect(exportName("saunas/aurora/main")).toBe("saunasAuroraMain");
    expect(exportName("gallery/extra/01")).toBe("galleryExtra01");
    expect(exportName("heaters/harvia-wall-45e")).toBe("heatersHarviaWall45e");
  });
});
