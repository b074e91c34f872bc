// Configuration form: Spreadsheet ID ("Please enter a spreadsheet ID" when blank after trimming)
// and Sheet Name (empty means "Properties").
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_SHEET_NAME,
  IMPORT_MSG,
  sheetSettingsBody,
  type SheetSettings,
} from '../../../../contracts/google-sheets.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { fieldControl, Field } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useSaveSheetSettings } from '../api/save-sheet-settings.js';

export function SheetSettingsForm({ settings }: { settings: SheetSettings }) {
  const [spreadsheetId, setSpreadsheetId] = useState(settings.spreadsheetId);
  const [sheetName, setSheetName] = useState(settings.configured ? settings.sheetName : '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSheetSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sheetSettingsBody.safeParse({ spreadsheetId, sheetName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? IMPORT_MSG.spreadsheetIdRequired);
      return;
    }
    setError(undefined);
    save.mutate(
      { spreadsheetId, sheetName },
      {
        onSuccess: (saved) => {
          setSpreadsheetId(saved.spreadsheetId);
          setSheetName(saved.sheetName);
          toast({ title: IMPORT_MSG.settingsSaved, variant: 'success' });
        },
        onError: (err) => toastApiError(err, IMPORT_MSG.saveFailed),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Configuration</CardTitle>
        <CardDescription>The Google sheet to keep your properties in step with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field
            id="spreadsheet-id"
            label="Spreadsheet ID"
            error={error}
            hint="The part of the sheet's address between /d/ and /edit (or paste the whole address)"
          >
            <Input
              {...fieldControl('spreadsheet-id', error)}
              value={spreadsheetId}
              onChange={(e) => setSpreadsheetId(e.target.value)}
            />
          </Field>
          <Field id="sheet-name" label="Sheet Name" hint={`Empty means "${DEFAULT_SHEET_NAME}"`}>
            <Input
              id="sheet-name"
              value={sheetName}
              placeholder={DEFAULT_SHEET_NAME}
              onChange={(e) => setSheetName(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
