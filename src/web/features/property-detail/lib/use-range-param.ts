// The property page's history range, kept in the URL (?range=7d) so a reload or a shared link keeps it.
import { useSearchParams } from 'react-router';
import { HISTORY_RANGES, type HistoryRange } from '../../../../contracts/monitoring.js';

const isRange = (v: string | null): v is HistoryRange =>
  v !== null && (HISTORY_RANGES as readonly string[]).includes(v);

export function useRangeParam(): [HistoryRange, (r: HistoryRange) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('range');
  const range: HistoryRange = isRange(requested) ? requested : '24h';
  const select = (r: HistoryRange) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (r === '24h') next.delete('range');
        else next.set('range', r);
        return next;
      },
      { replace: true },
    );
  return [range, select];
}

export type RangeProps = {
  propertyId: number;
  range: HistoryRange;
  onSelect(r: HistoryRange): void;
};
