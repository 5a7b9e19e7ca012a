import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { startContentListener } = vi.hoisted(() => ({ startContentListener: vi.fn() }))
vi.mock('./cms/hooks/content-listener.server', () => ({ startContentListener }))

const REDIS_URL = 'redis://127.0.0.1:6399'

/** register() as Next runs it in a fresh process with this environment. */
async function registerWith(environment: Record<string, string>) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value)
  vi.resetModules()
  const { register } = await import('./instrumentation')
  await register()
}

beforeEach(() => startContentListener.mockClear())
afterEach(() => vi.unstubAllEnvs())

const production = { NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', NEXT_PHASE: '', PORT: '3456' }

describe('the instrumentation hook', () => {
  it('listens for other instances’ changes in the production server when REDIS_URL is set', async () => {
    await registerWith({ ...production, REDIS_URL })
    expect(startContentListener).toHaveBeenCalledExactlyOnceWith(REDIS_URL, 3456)
  })

  it('connects nothing without REDIS_URL, in development, during the build or in the edge runtime', async () => {
    await registerWith({ ...production, REDIS_URL: '' })
    await registerWith({ ...production, REDIS_URL, NODE_ENV: 'development' })
    await registerWith({ ...production, REDIS_URL, NEXT_PHASE: 'phase-production-build' })
    await registerWith({ ...production, REDIS_URL, NEXT_RUNTIME: 'edge' })
    expect(startContentListener).not.toHaveBeenCalled()
  })

  it('lets the server start when the listener cannot', async () => {
    startContentListener.mockImplementationOnce(() => {
      throw new Error('no listener')
    })
    const { logger } = await import('./observability/logger.server')
    const error = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    await expect(registerWith({ ...production, REDIS_URL })).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
