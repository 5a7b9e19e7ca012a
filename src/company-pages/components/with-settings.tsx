/** Text in which `{name}` becomes the consultancy's name and `{email}` a mail link to its enquiries address. */
export function WithSettings({ text, name, email }: { text: string; name: string; email: string }) {
  const parts = text.replaceAll('{name}', name).split('{email}')
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? <a href={`mailto:${email}`}>{email}</a> : null}
        </span>
      ))}
    </>
  )
}
