// Quiet hours (each member's own, Settings): non-urgent escalation messages to you wait until
// they end, on your own clock (decision 034).
import { useState, type FormEvent } from 'react';
import type { QuietHours } from '../../../../contracts/escalation.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { messageOf } from '../../../lib/api-error.js';
import { useQuietHours, useSaveQuietHours } from '../api/escalation.js';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function QuietHoursSection() {
  const { data } = useQuietHours();
  // the form starts from what is saved: a new one once it has loaded
  return <QuietHoursForm key={data ? JSON.stringify(data) : 'loading'} data={data} />;
}

function QuietHoursForm({ data }: { data: QuietHours | undefined }) {
  const save = useSaveQuietHours();
  const [starts, setStarts] = useState(data?.quietHours?.starts ?? '22:00');
  const [ends, setEnds] = useState(data?.quietHours?.ends ?? '07:00');
  const [timeZone, setTimeZone] = useState(data?.quietHours?.timeZone ?? browserZone());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { quietHours: { starts, ends, timeZone } },
      { onSuccess: () => toast({ title: 'Quiet hours saved', variant: 'success' }) },
    );
  };
  const on = data?.quietHours;
  return (
    <Card id="quiet-hours">
      <CardHeader>
        <CardTitle>Quiet hours</CardTitle>
        <CardDescription>
          Escalation messages that are not urgent wait until your quiet hours end.{' '}
          {on ? `On: ${on.starts} to ${on.ends} (${on.timeZone}).` : 'Off.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-4" aria-label="Quiet hours">
          <Field id="quiet-starts" label="From">
            <Input
              {...fieldControl('quiet-starts')}
              type="time"
              value={starts}
              onChange={(e) => setStarts(e.target.value)}
            />
          </Field>
          <Field id="quiet-ends" label="Until">
            <Input
              {...fieldControl('quiet-ends')}
              type="time"
              value={ends}
              onChange={(e) => setEnds(e.target.value)}
            />
          </Field>
          <Field id="quiet-zone" label="Time zone">
            <Input
              {...fieldControl('quiet-zone')}
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            Save quiet hours
          </Button>
          {on && (
            <Button
              variant="outline"
              onClick={() =>
                save.mutate(
                  { quietHours: null },
                  { onSuccess: () => toast({ title: 'Quiet hours off', variant: 'success' }) },
                )
              }
            >
              Turn off
            </Button>
          )}
        </form>
        {save.error && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {messageOf(save.error)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
