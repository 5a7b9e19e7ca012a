// heic-decode ships no types: the part of its API the document intake uses (src/security/document-intake.server.ts).
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray }
  type HeifImage = { width: number; height: number; decode: () => Promise<DecodedImage> }
  type Input = { buffer: ArrayBufferLike | Uint8Array }

  /** Decodes the file's first image to RGBA. */
  function decode(input: Input): Promise<DecodedImage>
  namespace decode {
    /** Reads the file's images without decoding them; `dispose` frees what the decoder holds. */
    function all(input: Input): Promise<HeifImage[] & { dispose: () => void }>
  }
  export = decode
}
