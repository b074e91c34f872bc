// The promo box (spec commercial §2, §4, §5, §8): the code is trimmed and upper-cased, validated
// by the server, then shown as applied with a Remove button; the grid and checkout use it.
import { useId, useState, type FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import {
  discountLabel,
  normalizeCode,
  PROMO_MSG,
  type PromoValidation,
} from '../../../../contracts/promo-codes.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input, Label } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useValidatePromoCode } from '../api/validate-promo-code.js';
import { toastApiError } from '../../../lib/toast-api-error.js';

type Props = {
  applied: PromoValidation | null;
  onApplied(promo: PromoValidation | null): void;
  disabled?: boolean;
};

export function PromoCodeBox({ applied, onApplied, disabled }: Props) {
  const [code, setCode] = useState('');
  const validate = useValidatePromoCode();
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const normalized = normalizeCode(code);
    if (!normalized) {
      toast({
        title: PROMO_MSG.requiredTitle,
        description: PROMO_MSG.required,
        variant: 'destructive',
      });
      return;
    }
    validate.mutate(normalized, {
      onSuccess: (promo) => {
        onApplied(promo);
        setCode('');
        toast({
          title: PROMO_MSG.applied,
          description: `${promo.code}: ${discountLabel(promo)}${promo.description ? ` (${promo.description})` : ''}`,
          variant: 'success',
        });
      },
      onError: (err) => toastApiError(err, PROMO_MSG.invalidFallback, PROMO_MSG.invalidTitle),
    });
  };

  return (
    <Card data-testid="promo-code-box">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Tag className="h-4 w-4" aria-hidden="true" />
          Promo Code
        </CardTitle>
      </CardHeader>
      <CardContent>
        {applied ? (
          <div
            className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-emerald-50 p-3"
            data-testid="promo-applied"
          >
            <p className="text-sm text-emerald-900">
              <strong>{PROMO_MSG.applied}:</strong> {applied.code} ({discountLabel(applied)})
              {applied.description && (
                <span className="block text-emerald-800">{applied.description}</span>
              )}
            </p>
            <Button variant="outline" size="sm" onClick={() => onApplied(null)} disabled={disabled}>
              <X className="h-4 w-4" aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={submit}
            noValidate
          >
            <div className="flex-1 space-y-1.5">
              <Label htmlFor={id}>Promo code</Label>
              <Input
                id={id}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder="e.g. SPRING20"
                autoComplete="off"
                className="uppercase placeholder:normal-case"
                disabled={disabled}
              />
            </div>
            <Button type="submit" variant="outline" disabled={disabled || validate.isPending}>
              {validate.isPending ? 'Validating...' : 'Apply'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
