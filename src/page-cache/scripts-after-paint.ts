import { scriptHash } from './lock-scripts'

// The framework's scripts asked for once the page has painted (docs/decisions/0199).

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+"\/>/g
const BODY_END = '</body>'
/** Should a frame never come (a page opened in a background tab), the scripts are asked for after this. */
const AT_LATEST_MS = 1000

/**
 * The inline script that asks for the framework's scripts after the next frame, or at the latest after a second. Each
 * script is added in a task of its own: adding one starts its fetch, a few milliseconds of the main thread on a slow
 * phone, and nine of them in one task made a long task of their own.
 */
const loaderFor = (sources: string[]) =>
  `(function(u){var d;function a(s){var e=document.createElement("script");e.src=s;e.async=!0;` +
  `document.head.appendChild(e)}function l(){if(d)return;d=1;u.forEach(function(s){setTimeout(a,0,s)})}` +
  `requestAnimationFrame(function(){setTimeout(l)});setTimeout(l,${AT_LATEST_MS})})(${JSON.stringify(sources)})`

/**
 * A kept page's HTML with the framework's async scripts (and their preloads) taken out and asked for by one inline
 * script after the page's first frame, with that script's hash for the page's policy. A page without them is
 * returned as it is.
 */
export function scriptsAfterPaint(html: string): { html: string; hashes: string[] } {
  const sources: string[] = []
  const without = html
    .replace(ASYNC_SCRIPT, (_whole, source: string) => {
      sources.push(source)
      return ''
    })
    .replace(SCRIPT_PRELOAD, '')
  const at = without.lastIndexOf(BODY_END)
  if (sources.length === 0 || at === -1) return { html, hashes: [] }
  const loader = loaderFor(sources)
  return {
    html: `${without.slice(0, at)}<script>${loader}</script>${without.slice(at)}`,
    hashes: [scriptHash(loader)],
  }
}
