import formStyles from '@/forms/forms.module.css'

import styles from './portal.module.css'

/**
 * A labelled input of a portal form, with the server's message beside it when it was refused. Rendered on the server:
 * it works without a script; the first field with a message takes the focus.
 */
export function FormField({
  form,
  name,
  label,
  hint,
  value,
  error,
  autoFocus,
  multiline,
  ...input
}: {
  form: string
  name: string
  label: string
  hint?: string
  value?: string
  error?: string
  autoFocus?: boolean
  multiline?: boolean
  type?: string
  autoComplete?: string
  required?: boolean
  maxLength?: number
}) {
  const id = `${form}-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    autoFocus,
    required: input.required,
    maxLength: input.maxLength,
  }
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.meta}>
          {hint}
        </span>
      ) : null}
      {multiline ? (
        <textarea {...common} className={`${formStyles.input} ${styles.textarea}`} />
      ) : (
        <input {...common} type={input.type ?? 'text'} autoComplete={input.autoComplete} className={formStyles.input} />
      )}
      {error ? (
        <span id={`${id}-error`} className={formStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
