// Create and Edit dialogs of a promo code (spec commercial §2, §5): the code is shown upper-case
// and read-only on edit; the value's hint follows the discount type; the rules are the contract's.
import { useId, useState, type FormEvent } from 'react';
import {
  createPromoBody,
  PROMO_MSG,
  updatePromoBody,
  type DiscountType,
  type PromoCode,
} from '../../../../contracts/promo-codes.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Input, Label } from '../../../components/ui/input.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useCreatePromoCode } from '../api/create-promo-code.js';
import { useUpdatePromoCode } from '../api/update-promo-code.js';
import { dateInputValue } from '../lib/promo-stats.js';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the code being edited; absent: a new one */
  editing?: PromoCode | null;
};

type Values = {
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: string;
  maxUsage: string;
  validUntil: string;
};

const initial = (p?: PromoCode | null): Values => ({
  code: p?.code ?? '',
  description: p?.description ?? '',
  discountType: p?.discountType ?? 'percentage',
  discountValue: p ? String(p.discountValue) : '',
  maxUsage: p?.maxUsage === null || p === undefined || p === null ? '' : String(p.maxUsage),
  validUntil: dateInputValue(p?.validUntil ?? null),
});

export function PromoFormDialog({ open, onOpenChange, editing }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Promo Code' : 'Create Promo Code'}
      description={
        editing ? 'The code itself cannot change.' : 'A code customers enter at checkout.'
      }
    >
      {/* a fresh form per opening and per code */}
      {open && (
        <PromoForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function PromoForm({ editing, onDone }: { editing?: PromoCode | null; onDone(): void }) {
  const id = useId();
  const [v, setV] = useState<Values>(() => initial(editing));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof Values>(k: K, value: Values[K]) =>
    setV((s) => ({ ...s, [k]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      description: v.description,
      discountType: v.discountType,
      discountValue: v.discountValue.trim() === '' ? undefined : v.discountValue,
      maxUsage: v.maxUsage.trim() === '' ? null : v.maxUsage,
      validUntil: v.validUntil || null,
    };
    const parsed = editing
      ? updatePromoBody.safeParse(body)
      : createPromoBody.safeParse({ ...body, code: v.code });
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const payload = {
      ...body,
      discountValue: Number(v.discountValue),
      maxUsage: body.maxUsage === null ? null : Number(body.maxUsage),
    };
    if (editing) {
      update.mutate(
        { id: editing.id, body: payload },
        toastOutcome(PROMO_MSG.updated, PROMO_MSG.updateFailed, onDone),
      );
    } else {
      create.mutate(
        { ...payload, code: v.code, validFrom: new Date().toISOString() },
        toastOutcome(PROMO_MSG.created, PROMO_MSG.createFailed, onDone),
      );
    }
  };

  const described = (k: keyof Values, hint?: boolean) =>
    [hint ? `${id}-${k}-hint` : '', errors[k] ? `${id}-${k}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (k: keyof Values) =>
    errors[k] && (
      <p id={`${id}-${k}-error`} role="alert" className="text-sm text-red-600">
        {errors[k]}
      </p>
    );

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-code`}>Code</Label>
        <Input
          id={`${id}-code`}
          value={v.code.toUpperCase()}
          onChange={(e) => set('code', e.target.value.toUpperCase())}
          readOnly={Boolean(editing)}
          aria-readonly={Boolean(editing) || undefined}
          aria-invalid={Boolean(errors.code) || undefined}
          aria-describedby={described('code')}
          className={editing ? 'bg-slate-100' : 'uppercase'}
          placeholder="SPRING20"
          data-autofocus={editing ? undefined : true}
          autoComplete="off"
        />
        {error('code')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input
          id={`${id}-description`}
          value={v.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={Boolean(errors.description) || undefined}
          aria-describedby={described('description')}
          placeholder="Spring sale"
          data-autofocus={editing ? true : undefined}
        />
        {error('description')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>Discount Type</Label>
          <select
            id={`${id}-type`}
            value={v.discountType}
            onChange={(e) => set('discountType', e.target.value as DiscountType)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            <option value="percentage">Percentage</option>
            <option value="fixed">Fixed amount</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-value`}>Discount Value</Label>
          <Input
            id={`${id}-value`}
            inputMode="numeric"
            value={v.discountValue}
            onChange={(e) => set('discountValue', e.target.value)}
            aria-invalid={Boolean(errors.discountValue) || undefined}
            aria-describedby={described('discountValue', true)}
          />
          <p id={`${id}-discountValue-hint`} className="text-xs text-slate-500">
            {v.discountType === 'percentage' ? PROMO_MSG.percentHint : PROMO_MSG.fixedHint}
          </p>
          {error('discountValue')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-max`}>Max Usage (optional)</Label>
          <Input
            id={`${id}-max`}
            inputMode="numeric"
            value={v.maxUsage}
            onChange={(e) => set('maxUsage', e.target.value)}
            aria-invalid={Boolean(errors.maxUsage) || undefined}
            aria-describedby={described('maxUsage', true)}
          />
          <p id={`${id}-maxUsage-hint`} className="text-xs text-slate-500">
            Leave empty for unlimited use.
          </p>
          {error('maxUsage')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-until`}>Valid Until (optional)</Label>
          <Input
            id={`${id}-until`}
            type="date"
            value={v.validUntil}
            onChange={(e) => set('validUntil', e.target.value)}
            aria-invalid={Boolean(errors.validUntil) || undefined}
            aria-describedby={described('validUntil', true)}
          />
          <p id={`${id}-validUntil-hint`} className="text-xs text-slate-500">
            The code works through the end of this day (UTC). Empty: no expiry.
          </p>
          {error('validUntil')}
        </div>
      </div>
      <DialogActions
        onCancel={onDone}
        pending={pending}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        confirmLabel={editing ? 'Save Changes' : 'Create Code'}
      />
    </form>
  );
}
