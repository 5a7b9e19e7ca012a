import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  answerKey,
  cachedAnswer,
  encodedBody,
  fillToken,
  isCurrentTag,
  isFillRequest,
  purgeAnswers,
  type CachedAnswer,
} from './response-cache.server'

const answer = (text: string, status = 200): CachedAnswer => ({
  status,
  headers: [['content-type', 'application/json']],
  body: Buffer.from(text),
  encoded: {},
})

describe('answerKey', () => {
  it('is the same for the same question written two ways, and differs for another question', () => {
    const path = '/api/Blog/GetBlogsByCategory'
    expect(answerKey(path, '{"pageIndex":1,"pageSize":9,"categoryId":0}')).toBe(
      answerKey(path, '{ "categoryId": 0, "pageSize": 9, "pageIndex": 1 }'),
    )
    expect(answerKey(path, '{"pageIndex":2,"pageSize":9,"categoryId":0}')).not.toBe(
      answerKey(path, '{"pageIndex":1,"pageSize":9,"categoryId":0}'),
    )
    expect(answerKey('/api/Newsroom/GetNewsList', '{"pageIndex":1}')).not.toBe(answerKey(path, '{"pageIndex":1}'))
  })

  it('has no key for a body that is not JSON, and the path alone for no body', () => {
    expect(answerKey('/api/x', '{pageIndex:1')).toBeUndefined()
    expect(answerKey('/api/Blog/GetCategoryDropDownList', '')).toBe('/api/Blog/GetCategoryDropDownList')
  })

  it('gives a repeated body the key it gave the first time, and keeps refusing a repeated body that is not JSON', () => {
    const body = '{"pageSize":6,"pageIndex":3}'
    const first = answerKey('/api/Newsroom/GetNewsList', body)
    expect(first).toBe('/api/Newsroom/GetNewsList\n{"pageIndex":3,"pageSize":6}')
    expect(answerKey('/api/Newsroom/GetNewsList', body)).toBe(first)
    expect(answerKey('/api/Blog/GetTrendingBlogList', body)).toBe(
      '/api/Blog/GetTrendingBlogList\n{"pageIndex":3,"pageSize":6}',
    )
    for (let i = 0; i < 2; i++) expect(answerKey('/api/x', '{"pageIndex":')).toBeUndefined()
    const long = JSON.stringify({ pageIndex: 1, note: 'x'.repeat(600) })
    expect(answerKey('/api/x', long)).toBe(answerKey('/api/x', long))
  })
})

describe('cachedAnswer', () => {
  it('asks the app once for many clients at once, then answers from memory until purged', async () => {
    purgeAnswers()
    let fills = 0
    const fill = async () => {
      fills++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return { answer: answer(`{"data":${fills}}`), keep: true }
    }
    const first = await Promise.all(Array.from({ length: 5 }, () => cachedAnswer('k', fill)))
    expect(fills).toBe(1)
    expect(first.map((found) => found.answer.body.toString())).toEqual(Array(5).fill('{"data":1}'))
    const again = await cachedAnswer('k', fill)
    expect(again).toMatchObject({ hit: true })
    expect(again.answer.body.toString()).toBe('{"data":1}')

    purgeAnswers()
    const afterPurge = await cachedAnswer('k', fill)
    expect(afterPurge).toMatchObject({ hit: false })
    expect(afterPurge.answer.body.toString()).toBe('{"data":2}')
  })

  it('answers every one of many clients at once when the answer may not be kept', async () => {
    purgeAnswers()
    let fills = 0
    const fill = async () => {
      fills++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return { answer: answer('{"error":{"message":"The request body must be JSON."}}', 400), keep: false }
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedAnswer('not-kept', fill)))
    expect(answers.map((found) => found.answer.status)).toEqual(Array(5).fill(400))
    expect(answers.every((found) => !found.hit)).toBe(true)
    expect(fills).toBeGreaterThanOrEqual(2)
  })

  it('answers but never keeps what may not be kept (an error, a cookie)', async () => {
    purgeAnswers()
    let fills = 0
    const fill = async () => ({ answer: answer('{"error":{}}', 500), keep: (fills++, false) })
    expect((await cachedAnswer('bad', fill)).answer.status).toBe(500)
    expect((await cachedAnswer('bad', fill)).hit).toBe(false)
    expect(fills).toBe(2)
  })
})

describe('encodedBody', () => {
  it('compresses once per answer, in Brotli and in gzip, to the same bytes', () => {
    const kept = answer(JSON.stringify({ data: { list: Array.from({ length: 200 }, (_, i) => ({ id: i })) } }))
    const br = encodedBody(kept, 'br')
    expect(encodedBody(kept, 'br')).toBe(br)
    expect(brotliDecompressSync(br).equals(kept.body)).toBe(true)
    expect(gunzipSync(encodedBody(kept, 'gzip')).equals(kept.body)).toBe(true)
    expect(br.byteLength).toBeLessThan(kept.body.byteLength / 4)
  })
})

describe('the fill token', () => {
  it('is this process’s own, and nothing else passes for it', () => {
    expect(isFillRequest(fillToken())).toBe(true)
    expect(isFillRequest(null)).toBe(false)
    expect(isFillRequest('')).toBe(false)
    expect(isFillRequest(`${fillToken()}x`)).toBe(false)
  })
})

describe('isCurrentTag', () => {
  it('matches If-None-Match weakly, in a list or as *, and nothing when absent', () => {
    expect(isCurrentTag('W/"abc"', '"abc"')).toBe(true)
    expect(isCurrentTag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(isCurrentTag('*', '"abc"')).toBe(true)
    expect(isCurrentTag('"abd"', '"abc"')).toBe(false)
    expect(isCurrentTag(null, '"abc"')).toBe(false)
    expect(isCurrentTag(undefined, '"abc"')).toBe(false)
  })
})
