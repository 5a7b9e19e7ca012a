// A number that grows whenever published content may have changed (every expireContent call), so an in-memory
// structure built from content (the site search index) knows it must be built again. Kept on globalThis: the custom
// server and Next's bundles load their own copies of this module.

const KEY = Symbol.for('site.content-version')
const store = globalThis as unknown as { [KEY]?: number }

export const contentVersion = (): number => store[KEY] ?? 0

export function bumpContentVersion(): void {
  store[KEY] = contentVersion() + 1
}
