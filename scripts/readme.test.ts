import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

// The README shows configuration that tests run: it must be the very file they run, word for word.
const README = readFileSync('README.md', 'utf8')

describe('the README', () => {
  it('shows the load balancer configuration the several-instances test runs, unchanged', () => {
    const config = readFileSync('deploy/nginx-several-instances.conf', 'utf8')
    expect(README).toContain(`\`\`\`nginx\n${config}\`\`\``)
  })
})
