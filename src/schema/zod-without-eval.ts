import { z } from 'zod'

// Zod compiles object parsers with `new Function` when it can, and probes for that with `Function("")`: under the
// site's policy (no 'unsafe-eval') the probe is refused and reported as a violation. Its interpreted path needs
// no eval. Import this before any schema runs in the browser.
z.config({ jitless: true })
