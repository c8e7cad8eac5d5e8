// Neither package ships types; only the calls bin/subset-fonts.ts and its test make are declared.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype"; noHinting?: boolean },
  ): Promise<Buffer>;
}
declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "truetype" | "woff" | "woff2"): Promise<Buffer>;
}
