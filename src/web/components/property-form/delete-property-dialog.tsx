// "Delete Property": the confirmation the dashboard and the properties page ask before deleting.
import type { Property } from '../../../contracts/properties.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';

export function DeletePropertyDialog({
  property,
  onClose,
  onDelete,
}: {
  property: Property | null;
  onClose(): void;
  /** never rejects; the dialog closes when it settles */
  onDelete(id: number): Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={property !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Property"
      description={
        property ? `Are you sure you want to delete "${property.name}"? This cannot be undone.` : ''
      }
      confirmLabel="Delete"
      destructive
      onConfirm={() => (property ? onDelete(property.id) : undefined)}
    />
  );
}
