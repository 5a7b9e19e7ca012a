import { MONACO_VS_PATH } from './monaco-path'

type Monaco = { editor?: unknown }

type AmdRequire = {
  (modules: string[], loaded: (monaco: Monaco) => void, failed: (error: unknown) => void): void
  config(options: { paths: Record<string, string> }): void
}

// Node's types already declare a global `require`; the page's is the AMD loader's.
type MonacoWindow = { monaco?: Monaco; require?: AmdRequire }

let loading: Promise<void> | undefined

/**
 * Loads Monaco from this site and leaves it on `window.monaco`, where the loader bundled inside Payload's UI looks
 * before it would fetch Monaco from a CDN; that loader cannot be configured from outside the package
 * (docs/decisions/0095-self-hosted-code-editor.md). Loads once per page.
 */
export function loadMonaco(): Promise<void> {
  const page = window as unknown as MonacoWindow
  if (page.monaco?.editor) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${MONACO_VS_PATH}/loader.js`
    script.onerror = () => reject(new Error(`${script.src} did not load`))
    script.onload = () => {
      const amdRequire = page.require!
      amdRequire.config({ paths: { vs: MONACO_VS_PATH } })
      amdRequire(
        ['vs/editor/editor.main'],
        (monaco) => {
          // editor.main sets window.monaco itself; the module is the same API should a release stop doing so.
          page.monaco ??= monaco
          resolve()
        },
        reject,
      )
    }
    document.head.appendChild(script)
  })
  return loading
}
