// Whether this tab reached the current page by moving inside the site (no reload since a list was shown).
// A module variable lives exactly as long as the app's JavaScript does: a fresh load starts it empty.

let movedInside = false

/** Called by the list pages when a visitor follows one of their cards. */
export const rememberInsideMove = () => {
  movedInside = true
}

/** True when the previous history entry is a page of this site. */
export const cameFromInside = () =>
  window.history.length > 1 && (movedInside || document.referrer.startsWith(`${window.location.origin}/`))
