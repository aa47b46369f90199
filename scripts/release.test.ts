// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, expect, it } from "vitest";

import { buildRelease, clientLink, liveRelease, publishRelease, type BuildStep } from "./release";

let buildDir: string;
beforeEach(() => {
  buildDir = mkdtempSync(join(tmpdir(), "release-"));
});
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

/** A step that writes the release's home page, as the real build's steps do. */
const writesHome = (text: string): BuildStep => [
  process.execPath,
  "-e",
  `const fs = require("fs"); fs.mkdirSync(process.env.SITE_CLIENT_DIR, { recursive: true });
   fs.writeFileSync(process.env.SITE_CLIENT_DIR + "/index.html", ${JSON.stringify(text)});`,
];
const fails: BuildStep = [process.execPath, "-e", "process.exit(3)"];
const home = () => readFileSync(join(clientLink(buildDir), "index.html"), "utf8");
const releases = () => readdirSync(join(buildDir, "releases"));

it("makes a build live only once every step has passed", async () => {
  const first = await buildRelease([writesHome("first")], { buildDir });
  expect(first.ok).toBe(true);
  expect(home()).toBe("first");

  // A later step fails after the new home page was written: the site stays the first build.
  const failed = await buildRelease([writesHome("second"), fails], { buildDir });
  expect(failed).toMatchObject({ ok: false, status: 3, previous: liveRelease(buildDir) });
  expect(home()).toBe("first");
  expect(releases()).toHaveLength(1);

  const third = await buildRelease([writesHome("third")], { buildDir });
  expect(third.ok).toBe(true);
  expect(home()).toBe("third");
});

it("refuses a build that wrote no home page", async () => {
  await buildRelease([writesHome("first")], { buildDir });
  const empty = await buildRelease([[process.execPath, "-e", ""]], { buildDir });
  expect(empty.ok).toBe(false);
  expect(home()).toBe("first");
});

it("keeps the live release and the one before it, and adopts a build made before releases", async () => {
  const old = clientLink(buildDir);
  mkdirSync(old, { recursive: true });
  writeFileSync(join(old, "index.html"), "from before releases");
  for (const text of ["one", "two", "three"]) {
    await buildRelease([writesHome(text)], { buildDir });
    // Release names are times to the millisecond.
    await new Promise((done) => setTimeout(done, 5));
  }
  expect(home()).toBe("three");
  expect(releases()).toHaveLength(2);
  const kept = releases().map((name) =>
    readFileSync(join(buildDir, "releases", name, "client/index.html"), "utf8"),
  );
  expect(kept.sort()).toEqual(["three", "two"]);
});

it("replaces the link in place: no moment without a live build", async () => {
  await buildRelease([writesHome("first")], { buildDir });
  const second = join(buildDir, "releases", "next", "client");
  mkdirSync(second, { recursive: true });
  writeFileSync(join(second, "index.html"), "second");
  publishRelease(second, buildDir);
  expect(home()).toBe("second");
  expect(existsSync(`${clientLink(buildDir)}.${process.pid}.tmp`)).toBe(false);
});
