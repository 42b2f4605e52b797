// subset-font ships no types: the call scripts/make-fonts.ts makes.
declare module "subset-font" {
  type FontFormat = "sfnt" | "woff" | "woff2" | "truetype";
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: FontFormat; variationAxes?: Record<string, number>; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
