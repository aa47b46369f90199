import sharp from "sharp";
for (const f of process.argv.slice(2)) {
  const m = await sharp(f).metadata();
  const maxH = 7000;
  let img = sharp(f);
  if (m.height > maxH) img = img.extract({left:0, top:0, width:m.width, height:maxH});
  await img.resize({ width: Math.min(m.width, 800) }).png().toFile(f.replace(".png", ".small.png"));
  console.log(f, m.width, m.height);
}
