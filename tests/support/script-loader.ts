// Reads the inline loader that asks for the framework's scripts after a page's first paint
// (src/page-cache/scripts-after-paint.ts): the scripts' folder once, then their names.

const LOADER = /<script[^>]*>\(function\(p,u\)[\s\S]*?\(("[^"]+"),(\[[^\]]+\])\)<\/script>/g

/** Each loader in the page: its whole tag, and the addresses of the scripts it asks for. */
export function scriptLoaders(html: string): { tag: string; sources: string[] }[] {
  return [...html.matchAll(LOADER)].map(([tag, folder, names]) => {
    const path = JSON.parse(folder!) as string
    return { tag, sources: (JSON.parse(names!) as string[]).map((name) => path + name) }
  })
}
