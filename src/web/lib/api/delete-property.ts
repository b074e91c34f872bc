// DELETE /api/properties/:id.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../query-client.js';
import { useInvalidateProperties } from './use-invalidate-properties.js';

export const deleteProperty = async (id: number) => {
  await apiRequest('DELETE', `/api/properties/${id}`);
};

export function useDeleteProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({ mutationFn: deleteProperty, onSuccess: invalidate });
}
