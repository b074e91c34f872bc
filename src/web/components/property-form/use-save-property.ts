// Saving the Add / Edit Property form: create or update, with the spec's toasts (core §8) and the
// plan-limit toast that offers an upgrade.
import type { Property } from '../../../contracts/properties.js';
import { useCreateProperty } from '../../lib/api/create-property.js';
import { useUpdateProperty } from '../../lib/api/update-property.js';
import { parseApiError } from '../../lib/api-error.js';
import { handleUnauthorized } from '../../lib/handle-unauthorized.js';
import { toast } from '../ui/toast/toast-store.js';
import {
  LIMIT_REACHED_TITLE,
  limitReachedDescription,
  limitReachedFrom,
  toPropertyBody,
  type PropertyFormValues,
} from './property-form-values.js';

/** The message a 4xx carries, shown under the toast's title; a 5xx says nothing more. */
function failed(title: string, err: unknown) {
  const info = parseApiError(err);
  toast({
    title,
    description: info.status !== null && info.status < 500 ? info.message : undefined,
    variant: 'destructive',
  });
}

export function useSaveProperty(property: Property | null, onDone: () => void) {
  const create = useCreateProperty();
  const update = useUpdateProperty();

  const save = (values: PropertyFormValues) => {
    const body = toPropertyBody(values, property?.description);
    if (property) {
      update.mutate(
        { id: property.id, body },
        {
          onSuccess: () => {
            toast({ title: 'Property updated successfully', variant: 'success' });
            onDone();
          },
          onError: (err) => {
            if (!handleUnauthorized(err)) failed('Failed to update property', err);
          },
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Property created successfully', variant: 'success' });
        onDone();
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        const info = parseApiError(err);
        const limit = limitReachedFrom(info.status, info.body);
        if (!limit) return failed('Failed to create property', err);
        toast({
          title: LIMIT_REACHED_TITLE,
          description: limitReachedDescription(limit.plan, limit.limit, 'create'),
          variant: 'destructive',
          action: { label: 'Upgrade Now', href: '/billing' },
        });
        onDone();
      },
    });
  };
  return { save, pending: create.isPending || update.isPending };
}
