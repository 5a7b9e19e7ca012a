import type { KeptForm } from '@/forms/lead-fields'
import formStyles from '@/forms/forms.module.css'
import { WHOLE_FORM } from '@/forms/lead-fields'

import { FormField } from './form-field'
import { PORTAL_TEXT } from './portal-copy'
import { SIGN_IN_PATH } from './portal-pages'
import styles from './portal.module.css'

/** The portal's sign-in form: an address, posted to the route that mails a link to it if it has a file. */
export function SignInForm({ kept }: { kept: KeptForm }) {
  return (
    <form method="post" action={SIGN_IN_PATH} className={`${formStyles.form} ${styles.formCard}`} noValidate>
      {kept.errors[WHOLE_FORM] ? (
        <p role="alert" className={formStyles.banner}>
          {kept.errors[WHOLE_FORM]}
        </p>
      ) : null}
      <FormField
        form="sign-in"
        name="email"
        label={PORTAL_TEXT.signIn.email}
        type="email"
        autoComplete="email"
        required
        value={kept.values.email}
        error={kept.errors.email}
        autoFocus={Boolean(kept.errors.email)}
      />
      <button type="submit" className={formStyles.submit}>
        {PORTAL_TEXT.signIn.submit}
      </button>
    </form>
  )
}
