import { sendLeadForm, showForm } from '../../_forms/send-form.server'

export const dynamic = 'force-dynamic'

/** POST /enquiry/send: the contact form sent without a script (docs/decisions/0132). */
export const POST = (request: Request) => sendLeadForm(request, 'enquiry')

export const GET = () => showForm('enquiry')
