// The framework's scripts asked for once the page has painted (docs/decisions/0199).

/** The framework's async script files, with the nonce its tag carries (attributes in either order), if any. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+)"((?: async=""| nonce="[^"]*")+)><\/script>/g
const NONCE = / nonce="([^"]*)"/
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+"\/>/g
const BODY_END = '</body>'
/** Should a frame never come (a page opened in a background tab), the scripts are asked for after this. */
const AT_LATEST_MS = 1000

/**
 * The inline script that asks for the framework's scripts after the next frame, or at the latest after a second. Each
 * script is added in a task of its own: adding one starts its fetch, a few milliseconds of the main thread on a slow
 * phone, and nine of them in one task made a long task of their own.
 */
const loaderFor = (sources: string[]) => {
  const folder = sharedFolder(sources)
  const names = sources.map((source) => source.slice(folder.length))
  return (
    `(function(p,u){var d;function a(s){var e=document.createElement("script");e.src=p+s;e.async=!0;` +
    `document.head.appendChild(e)}function l(){if(d)return;d=1;u.forEach(function(s){setTimeout(a,0,s)})}` +
    `requestAnimationFrame(function(){setTimeout(l)});setTimeout(l,${AT_LATEST_MS})})` +
    `(${JSON.stringify(folder)},${JSON.stringify(names)})`
  )
}

/** The folder every source is in (up to its last `/`), written once in the loader rather than before each name. */
function sharedFolder(sources: string[]): string {
  let shared = sources[0] ?? ''
  for (const source of sources) while (!source.startsWith(shared)) shared = shared.slice(0, -1)
  return shared.slice(0, shared.lastIndexOf('/') + 1)
}

/**
 * A page's HTML with the framework's async scripts (and their preloads) taken out and asked for by one inline script
 * at the end of the body, after the page's first frame. The loader carries the nonce the scripts carried: a page
 * rendered for one visit allows it by that nonce (and what it adds, by 'strict-dynamic'); a page rendered for the
 * cache carries the placeholder nonce, which gives way to the loader's hash like every other inline script's
 * (lock-scripts.ts). A page whose scripts carry no nonce (its policy would refuse an inline script), without the
 * framework's scripts or without the end of its body is returned as it is.
 */
export function scriptsAfterPaint(html: string): string {
  const sources: string[] = []
  let nonce: string | undefined
  const without = html
    .replace(ASYNC_SCRIPT, (whole, source: string, attributes: string) => {
      if (!attributes.includes(' async=""')) return whole
      sources.push(source)
      nonce ??= NONCE.exec(attributes)?.[1]
      return ''
    })
    .replace(SCRIPT_PRELOAD, '')
  const at = without.lastIndexOf(BODY_END)
  if (sources.length === 0 || nonce === undefined || at === -1) return html
  return `${without.slice(0, at)}<script nonce="${nonce}">${loaderFor(sources)}</script>${without.slice(at)}`
}
