import { startAppServer, type AppServer } from '../lib/app-server'

export const BENCH_DATA = '.test-data/bench'

/** The bench's server: one client sends everything, so rate limits and the captcha check are off. */
export const startBenchServer = (port: number): Promise<AppServer> =>
  startAppServer(port, BENCH_DATA, {
    RATE_LIMIT_SUBMISSIONS: '0',
    RATE_LIMIT_READS_PER_MINUTE: '0',
    CAPTCHA_REQUIRED: 'false',
  })
