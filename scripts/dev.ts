// npm run dev: prepare the database like npm start, then run Next in development mode.
import { NEXT_BIN } from './lib/node-args'
import { start } from './lib/run'
import { prepareToServe, printBanner } from './lib/serve'

const { env, childEnv, outcome } = await prepareToServe()
const server = start(process.execPath, [NEXT_BIN, 'dev', '--port', String(env.PORT)], childEnv)
server.on('exit', (code) => process.exit(code ?? 0))
printBanner(outcome)
