// "Outage confirmed from": 1 location (an outage is what the first location sees) or 2 (a second
// location must agree within one interval, recovery likewise). 2 needs 2 active locations: the
// choice is offered disabled, with the reason in words, when the installation has fewer.
import type { OutageConfirmedFrom } from '../../../../contracts/settings.js';
import { Field, selectClass } from '../../../components/ui/form-controls.js';

export const confirmFromLabel = (n: OutageConfirmedFrom) =>
  n === 2 ? '2 locations' : '1 location';

export function ConfirmFromField({
  value,
  activeLocations,
  onChange,
}: {
  value: string;
  activeLocations: number;
  onChange: (value: string) => void;
}) {
  const twoPossible = activeLocations >= 2;
  const hint = twoPossible
    ? `With 2, a property goes offline (and back online) only when a second of the ${activeLocations} active monitoring locations agrees within one interval.`
    : `Confirming from 2 needs at least 2 active monitoring locations; this installation has ${activeLocations}.`;
  return (
    <Field id="outage-confirmed-from" label="Outage confirmed from" hint={hint}>
      <select
        id="outage-confirmed-from"
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="1">{confirmFromLabel(1)}</option>
        <option value="2" disabled={!twoPossible && value !== '2'}>
          {confirmFromLabel(2)}
        </option>
      </select>
    </Field>
  );
}
