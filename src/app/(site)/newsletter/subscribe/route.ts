import { sendNewsletterForm, showForm } from '../../_forms/send-form.server'

export const dynamic = 'force-dynamic'

/** POST /newsletter/subscribe: the newsletter bar sent without a script (docs/decisions/0132). */
export const POST = (request: Request) => sendNewsletterForm(request)

export const GET = () => showForm('newsletter')
