// Saving the Add / Edit Property form: create or update, with the spec's toasts (core §8) and the
// plan-limit toast that offers an upgrade.
import type { Property } from '../../../contracts/properties.js';
import { useCreateProperty } from '../../lib/api/create-property.js';
import { useUpdateProperty } from '../../lib/api/update-property.js';
import { limitReachedOf } from '../../lib/api-error.js';
import { toastApiError } from '../../lib/toast-api-error.js';
import { toast } from '../ui/toast/toast-store.js';
import {
  LIMIT_REACHED_TITLE,
  limitReachedDescription,
  toPropertyBody,
  type PropertyFormValues,
} from './property-form-values.js';

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
          // the title, and under it the message a 4xx carries (a 5xx says nothing more)
          onError: (err) => toastApiError(err, undefined, 'Failed to update property'),
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
        const limit = limitReachedOf(err);
        if (!limit) return toastApiError(err, undefined, 'Failed to create property');
        toastApiError(err, undefined, {
          title: LIMIT_REACHED_TITLE,
          description: limitReachedDescription(limit.plan, limit.limit ?? null, 'create'),
          action: { label: 'Upgrade Now', href: '/billing' },
        });
        onDone();
      },
    });
  };
  return { save, pending: create.isPending || update.isPending };
}
