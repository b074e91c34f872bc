// Customer e-mail export (spec commercial §2, §4, §8): Exporting... while it runs, then
// "Export Successful" or "Export Failed".
import { Download } from 'lucide-react';
import { BUSINESS_MSG, EXPORT_COLUMNS } from '../../../../contracts/business.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useExportCustomerEmails } from '../api/export-customer-emails.js';

export function CustomerExport() {
  const exporter = useExportCustomerEmails();
  const run = () =>
    exporter.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: BUSINESS_MSG.exportSuccessTitle,
          description: BUSINESS_MSG.exportSuccess,
          variant: 'success',
        }),
      // the server's message, else the raised text of spec commercial §8
      onError: (err) =>
        toastApiError(err, BUSINESS_MSG.exportRaised, BUSINESS_MSG.exportFailedTitle),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Customer Email Export</CardTitle>
        <CardDescription>A CSV of every customer: {EXPORT_COLUMNS.join(', ')}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={run} disabled={exporter.isPending}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporter.isPending ? BUSINESS_MSG.exporting : 'Export Customer Emails'}
        </Button>
      </CardContent>
    </Card>
  );
}
