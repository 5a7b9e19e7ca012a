// Turns an art spec into image bytes with sharp: scenes and portraits as JPEG, wordmarks as transparent PNG.

import sharp from 'sharp'
import type { ArtSpec } from '../content/types'
import { portraitSvg } from './portrait-svg'
import { sceneSvg } from './scene-svg'
import { wordmarkSvg } from './wordmark-svg'

export type RenderedImage = { data: Buffer; mimetype: string; width: number; height: number; extension: string }

/** Rasterises and encodes an SVG; `input` names everything the bytes depend on (see art-cache.ts). */
export type Draw = (input: string, draw: () => Promise<Buffer>) => Promise<Buffer>
const drawNow: Draw = (_input, draw) => draw()

export const SCENE_SIZE = { width: 1600, height: 900 } as const
export const PORTRAIT_SIZE = 800
export const WORDMARK_SIZE = { width: 600, height: 300 } as const

const JPEG = { quality: 82, mozjpeg: true } as const
const PNG = { compressionLevel: 9 } as const
const ENCODER = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`

const jpeg = (svg: string, draw: Draw) =>
  draw(`${ENCODER} jpeg ${JSON.stringify(JPEG)}\n${svg}`, () =>
    sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer(),
  )

const png = (svg: string, draw: Draw) =>
  draw(`${ENCODER} png ${JSON.stringify(PNG)}\n${svg}`, () => sharp(Buffer.from(svg)).png(PNG).toBuffer())

/** Draws the art; the same spec always gives the same bytes. */
export async function renderArt(art: ArtSpec, draw: Draw = drawNow): Promise<RenderedImage> {
  switch (art.kind) {
    case 'scene': {
      const { width, height } = SCENE_SIZE
      const data = await jpeg(sceneSvg(art, width, height), draw)
      return { data, mimetype: 'image/jpeg', width, height, extension: 'jpg' }
    }
    case 'portrait': {
      const size = PORTRAIT_SIZE
      const data = await jpeg(portraitSvg(art, size), draw)
      return { data, mimetype: 'image/jpeg', width: size, height: size, extension: 'jpg' }
    }
    case 'wordmark': {
      const { width, height } = WORDMARK_SIZE
      const data = await png(wordmarkSvg(art, width, height), draw)
      return { data, mimetype: 'image/png', width, height, extension: 'png' }
    }
    default: {
      const never: never = art
      throw new Error(`Unknown art kind: ${JSON.stringify(never)}`)
    }
  }
}
