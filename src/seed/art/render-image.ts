// Turns an art spec into image bytes with sharp: scenes and portraits as JPEG, wordmarks as transparent PNG.

import sharp from 'sharp'
import type { ArtSpec } from '../content/types'
import { portraitSvg } from './portrait-svg'
import { sceneSvg } from './scene-svg'
import { wordmarkSvg } from './wordmark-svg'

export type RenderedImage = { data: Buffer; mimetype: string; width: number; height: number; extension: string }

export const SCENE_SIZE = { width: 1600, height: 900 } as const
export const PORTRAIT_SIZE = 800
export const WORDMARK_SIZE = { width: 600, height: 300 } as const

async function jpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** Draws the art; the same spec always gives the same bytes. */
export async function renderArt(art: ArtSpec): Promise<RenderedImage> {
  switch (art.kind) {
    case 'scene': {
      const { width, height } = SCENE_SIZE
      return { data: await jpeg(sceneSvg(art, width, height)), mimetype: 'image/jpeg', width, height, extension: 'jpg' }
    }
    case 'portrait': {
      const size = PORTRAIT_SIZE
      return {
        data: await jpeg(portraitSvg(art, size)),
        mimetype: 'image/jpeg',
        width: size,
        height: size,
        extension: 'jpg',
      }
    }
    case 'wordmark': {
      const { width, height } = WORDMARK_SIZE
      const data = await sharp(Buffer.from(wordmarkSvg(art, width, height)))
        .png({ compressionLevel: 9 })
        .toBuffer()
      return { data, mimetype: 'image/png', width, height, extension: 'png' }
    }
    default: {
      const never: never = art
      throw new Error(`Unknown art kind: ${JSON.stringify(never)}`)
    }
  }
}
