// The two font packages the font step uses ship no types: what it uses of them.

declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      keepFeatures?: string[];
      variationAxes?: Record<string, Axis>;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, format: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
  };
  export default fontverter;
}
