/**
 * A stand-in for the browser's canvas in Node, just enough for three.js's glTF and USDZ exporters
 * to encode textures: a canvas that holds RGBA pixels, a 2D context that puts image data and draws
 * one canvas onto another (with the vertical flip the exporters may ask for), and encoding to PNG
 * or JPEG with sharp. `ImageData` and `FileReader` (reading a Blob) come with it.
 *
 * Nothing is drawn or composited: a texture's pixels are copied, resized by nearest neighbour if a
 * size differs, and encoded. `withWebCanvas` installs the globals for the length of one task and
 * puts back whatever was there.
 */
import sharp from "sharp";

class PixelImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {
    if (data.length !== width * height * 4) throw new Error("ImageData: wrong length.");
  }
}

class PixelContext {
  private flipY = false;

  constructor(private readonly canvas: PixelCanvas) {}

  /** The exporters flip an image by `translate(0, height)` then `scale(1, -1)`. */
  translate(x: number, y: number) {
    if (x !== 0 || (y !== 0 && y !== this.canvas.height)) {
      throw new Error("This canvas only translates to flip an image.");
    }
  }

  scale(x: number, y: number) {
    if (x !== 1 || Math.abs(y) !== 1) throw new Error("This canvas only scales to flip an image.");
    if (y === -1) this.flipY = !this.flipY;
  }

  /** As in a browser, the transform does not apply to putImageData. */
  putImageData(image: PixelImageData, dx: number, dy: number) {
    if (dx !== 0 || dy !== 0 || image.width !== this.canvas.width) {
      throw new Error("This canvas only puts a whole image at its origin.");
    }
    this.canvas.pixels.set(image.data.subarray(0, this.canvas.pixels.length));
  }

  drawImage(source: PixelCanvas, dx: number, dy: number, width?: number, height?: number) {
    if (!(source instanceof PixelCanvas)) throw new Error("This canvas draws only its own kind.");
    const w = width ?? source.width;
    const h = height ?? source.height;
    if (dx !== 0 || dy !== 0 || w !== this.canvas.width || h !== this.canvas.height) {
      throw new Error("This canvas only draws an image over the whole of itself.");
    }
    const out = this.canvas.pixels;
    for (let y = 0; y < h; y++) {
      const sy = Math.min(
        source.height - 1,
        Math.floor(((this.flipY ? h - 1 - y : y) + 0.5) * (source.height / h)),
      );
      for (let x = 0; x < w; x++) {
        const sx = Math.min(source.width - 1, Math.floor((x + 0.5) * (source.width / w)));
        const from = (sy * source.width + sx) * 4;
        out.set(source.pixels.subarray(from, from + 4), (y * w + x) * 4);
      }
    }
  }

  getImageData(x: number, y: number, width: number, height: number) {
    if (x !== 0 || y !== 0 || width !== this.canvas.width || height !== this.canvas.height) {
      throw new Error("This canvas only reads the whole of itself.");
    }
    return new PixelImageData(Uint8ClampedArray.from(this.canvas.pixels), width, height);
  }
}

class PixelCanvas {
  private size: [number, number];
  pixels: Uint8ClampedArray;

  constructor(width = 300, height = 150) {
    this.size = [width, height];
    this.pixels = new Uint8ClampedArray(width * height * 4);
  }

  get width() {
    return this.size[0];
  }
  set width(value: number) {
    this.resize(Math.floor(value), this.size[1]);
  }
  get height() {
    return this.size[1];
  }
  set height(value: number) {
    this.resize(this.size[0], Math.floor(value));
  }

  /** As in a browser, a new size clears the canvas. */
  private resize(width: number, height: number) {
    this.size = [width, height];
    this.pixels = new Uint8ClampedArray(width * height * 4);
  }

  getContext(kind: string) {
    if (kind !== "2d") return null;
    return new PixelContext(this);
  }

  /** PNG, or JPEG at `quality` (0–1; 0.92 when not given, as browsers do). */
  async convertToBlob({ type = "image/png", quality }: { type?: string; quality?: number } = {}) {
    const image = sharp(
      Buffer.from(this.pixels.buffer, this.pixels.byteOffset, this.pixels.length),
      {
        raw: { width: this.width, height: this.height, channels: 4 },
      },
    );
    const bytes =
      type === "image/jpeg"
        ? await image
            .removeAlpha()
            .jpeg({ quality: Math.round((quality ?? 0.92) * 100), chromaSubsampling: "4:2:0" })
            .toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer();
    return new Blob([new Uint8Array(bytes)], { type: type === "image/jpeg" ? type : "image/png" });
  }

  toBlob(done: (blob: Blob | null) => void, type?: string, quality?: number) {
    this.convertToBlob({ type, quality }).then(done, () => done(null));
  }
}

/** Reads a Blob as the browser's FileReader does, for the two readings the exporters use. */
class BlobReader {
  result: ArrayBuffer | string | null = null;
  onloadend: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob) {
    void blob.arrayBuffer().then((buffer) => {
      this.result = buffer;
      this.onloadend?.();
    });
  }

  readAsDataURL(blob: Blob) {
    void blob.arrayBuffer().then((buffer) => {
      this.result = `data:${blob.type || "application/octet-stream"};base64,${Buffer.from(buffer).toString("base64")}`;
      this.onloadend?.();
    });
  }
}

const GLOBALS = {
  OffscreenCanvas: PixelCanvas,
  ImageData: PixelImageData,
  FileReader: BlobReader,
  document: {
    createElement(tag: string) {
      if (tag !== "canvas") throw new Error(`No <${tag}> outside a browser.`);
      return new PixelCanvas();
    },
  },
};

/** Runs `task` with the canvas stand-in installed as the browser's globals, then removes it. */
export async function withWebCanvas<T>(task: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const saved = Object.keys(GLOBALS).map(
    (name) => [name, Object.getOwnPropertyDescriptor(scope, name)] as const,
  );
  for (const [name, value] of Object.entries(GLOBALS)) {
    Object.defineProperty(scope, name, { value, configurable: true, writable: true });
  }
  try {
    return await task();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else delete scope[name];
    }
  }
}
