// The part of subset-font (which ships no types) that scripts/lib/inter-subset.ts uses.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
