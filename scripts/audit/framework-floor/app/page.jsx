// A page with one heading and one paragraph and no client component: what Next.js and React cost by themselves.
export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare App Router page built with the site&apos;s Next.js and React, and nothing else.</p>
    </main>
  )
}
