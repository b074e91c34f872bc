// Setup instructions: share the sheet with the service account, then link it here.
import { DEFAULT_SHEET_NAME, IMPORT_MSG } from '../../../../contracts/google-sheets.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';

export function SetupInstructions({ serviceAccountEmail }: { serviceAccountEmail: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Setup Instructions</CardTitle>
      </CardHeader>
      <CardContent>
        {!serviceAccountEmail && (
          <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {IMPORT_MSG.sheetsNotSetUp}.
          </p>
        )}
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>
            Put your properties in a sheet named &quot;{DEFAULT_SHEET_NAME}&quot; (or another name
            you enter above), with a first row naming the columns: name, address, ipAddress, type,
            description, group. The template shows them. A group must already exist (an admin
            creates it under Groups); an empty group cell leaves a property&apos;s group as it is.
          </li>
          <li>
            Choose Share in Google Sheets and add{' '}
            {serviceAccountEmail ? (
              <strong className="break-all" data-testid="service-account-email">
                {serviceAccountEmail}
              </strong>
            ) : (
              "this installation's service account"
            )}{' '}
            as a Viewer.
          </li>
          <li>Copy the spreadsheet ID from the sheet&apos;s address and save it above.</li>
          <li>
            Press Sync Now, look at the preview and confirm. After that the sheet syncs on its own;
            rows with problems wait for you to review them here.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
