import { sendLeadForm, showForm } from '../../_forms/send-form.server'

export const dynamic = 'force-dynamic'

/** POST /consultation/send: the free-consultation form sent without a script (docs/decisions/0132). */
export const POST = (request: Request) => sendLeadForm(request, 'consultation')

export const GET = () => showForm('consultation')
