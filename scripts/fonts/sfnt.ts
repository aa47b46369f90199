/**
 * Just enough of the OpenType (sfnt) format to give a subset font extra character mappings:
 * read the table directory, read and write the character map (`cmap`), and write the font back
 * with its checksums. HarfBuzz's subsetter keeps or drops what a font has but cannot add a mapping,
 * and the site's text uses characters its typefaces draw with a glyph they already have under
 * another code point (a non-breaking hyphen is a hyphen).
 */

export type Tables = Map<string, Buffer>;

/** The font's tables by tag, in the order of its directory. */
export function readTables(font: Buffer): Tables {
  const count = font.readUInt16BE(4);
  const tables: Tables = new Map();
  for (let index = 0; index < count; index++) {
    const record = 12 + 16 * index;
    const tag = font.toString("latin1", record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) {
    sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  }
  return sum;
}

/** A font file of these tables (tags sorted, each 4-byte aligned, head's checksum adjusted). */
export function writeTables(tables: Tables, sfntVersion = 0x00010000): Buffer {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(sfntVersion, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);

  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, index) => {
    let data = tables.get(tag)!;
    if (tag === "head") {
      data = Buffer.from(data);
      data.writeUInt32BE(0, 8); // checkSumAdjustment counts as zero in every checksum
    }
    const record = 12 + 16 * index;
    header.write(tag, record, "latin1");
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    bodies.push(data, padding);
    offset += data.length + padding.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headOffset = header.readUInt32BE(12 + 16 * tags.indexOf("head") + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** Code point → glyph id, from the font's Unicode `cmap` subtable (format 12 or 4). */
export function readCmap(cmap: Buffer): Map<number, number> {
  const count = cmap.readUInt16BE(2);
  const subtables = Array.from({ length: count }, (_, index) => ({
    platform: cmap.readUInt16BE(4 + 8 * index),
    encoding: cmap.readUInt16BE(6 + 8 * index),
    offset: cmap.readUInt32BE(8 + 8 * index),
  }));
  const unicode = (format: number) =>
    subtables.find(
      ({ platform, encoding, offset }) =>
        cmap.readUInt16BE(offset) === format &&
        (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))),
    );
  const mapping = new Map<number, number>();
  const full = unicode(12);
  if (full) {
    const groups = cmap.readUInt32BE(full.offset + 12);
    for (let group = 0; group < groups; group++) {
      const at = full.offset + 16 + 12 * group;
      const start = cmap.readUInt32BE(at);
      const end = cmap.readUInt32BE(at + 4);
      const glyph = cmap.readUInt32BE(at + 8);
      for (let code = start; code <= end; code++) mapping.set(code, glyph + code - start);
    }
    return mapping;
  }
  const basic = unicode(4);
  if (!basic) throw new Error("The font has no Unicode cmap of format 4 or 12.");
  const at = basic.offset;
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let segment = 0; segment < segments; segment++) {
    const end = cmap.readUInt16BE(ends + 2 * segment);
    const start = cmap.readUInt16BE(starts + 2 * segment);
    const delta = cmap.readInt16BE(deltas + 2 * segment);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * segment);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const index = cmap.readUInt16BE(
          rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start),
        );
        glyph = index === 0 ? 0 : (index + delta) & 0xffff;
      }
      if (glyph !== 0) mapping.set(code, glyph);
    }
  }
  return mapping;
}

/**
 * A `cmap` with one format 4 subtable (Basic Multilingual Plane only), listed for Unicode (0, 3)
 * and Windows Unicode BMP (3, 1): one segment per run of code points whose glyph ids also run on.
 */
export function writeCmap(mapping: Map<number, number>): Buffer {
  const codes = [...mapping.keys()].sort((a, b) => a - b);
  if (codes.some((code) => code > 0xfffe)) throw new Error("Only BMP code points are supported.");
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const code of codes) {
    const delta = (mapping.get(code)! - code) & 0xffff;
    const last = segments.at(-1);
    if (last && last.end === code - 1 && last.delta === delta) last.end = code;
    else segments.push({ start: code, end: code, delta });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });

  const count = segments.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const length = 16 + 8 * count;
  const table = Buffer.alloc(4 + 8 * 2 + length);
  table.writeUInt16BE(0, 0);
  table.writeUInt16BE(2, 2);
  const subtable = 4 + 8 * 2;
  [
    [0, 3],
    [3, 1],
  ].forEach(([platform, encoding], index) => {
    table.writeUInt16BE(platform!, 4 + 8 * index);
    table.writeUInt16BE(encoding!, 6 + 8 * index);
    table.writeUInt32BE(subtable, 8 + 8 * index);
  });
  let at = subtable;
  const write = (value: number) => {
    table.writeUInt16BE(value & 0xffff, at);
    at += 2;
  };
  [4, length, 0, count * 2, power * 2, Math.log2(power), count * 2 - power * 2].forEach(write);
  for (const { end } of segments) write(end);
  write(0);
  for (const { start } of segments) write(start);
  for (const { delta } of segments) write(delta);
  for (let index = 0; index < count; index++) write(0);
  return table;
}

/**
 * The font with each alias code point mapped to the glyph of the first of its sources the font
 * maps (aliases the font already maps, or none of whose sources it has, are left out).
 */
export function withAliases(font: Buffer, aliases: Record<number, readonly number[]>): Buffer {
  const tables = readTables(font);
  const mapping = readCmap(tables.get("cmap")!);
  let added = 0;
  for (const [alias, sources] of Object.entries(aliases)) {
    const code = Number(alias);
    const glyph = sources.map((source) => mapping.get(source)).find((id) => id !== undefined);
    if (mapping.has(code) || glyph === undefined) continue;
    mapping.set(code, glyph);
    added++;
  }
  if (added === 0) return font;
  tables.set("cmap", writeCmap(mapping));
  return writeTables(tables, font.readUInt32BE(0));
}
