import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useReasonText } from '../../../lib/reasons'
import { useIssueInvoice, useStaffOrderDocuments } from '../api/staff-documents-api'
import { DocumentsSection } from './order-documents'

/** The staff order page's documents (decision 039): a paid order without an invoice can have it issued by hand. */
export function StaffOrderDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation('invoices')
  const reasonText = useReasonText()
  const docs = useStaffOrderDocuments(orderId)
  const issue = useIssueInvoice(orderId)
  const issueError = issue.error instanceof ApiError ? reasonText(issue.error) || issue.error.message : issue.error ? t('docs.error') : undefined
  return (
    <DocumentsSection id={orderId} docs={docs} empty={t('docs.noneStaff')}>
      <Button size="sm" variant="secondary" busy={issue.isPending} onClick={() => issue.mutate()}>
        {t('docs.issue')}
      </Button>
      {issueError && <Notice>{issueError}</Notice>}
    </DocumentsSection>
  )
}
