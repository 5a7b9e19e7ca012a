// The framework floor: a root layout with nothing of the site in it (see scripts/audit.ts).
export const metadata = { title: 'Framework floor', description: 'A bare App Router page, audited beside the site.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
