// PUT /api/properties/:id.
import { useMutation } from '@tanstack/react-query';
import { property, type CreatePropertyBody } from '../../../contracts/properties.js';
import { apiRequest } from '../query-client.js';
import { useInvalidateProperties } from './use-invalidate-properties.js';

export const updateProperty = async ({ id, body }: { id: number; body: CreatePropertyBody }) =>
  property.parse(await (await apiRequest('PUT', `/api/properties/${id}`, body)).json());

export function useUpdateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({ mutationFn: updateProperty, onSuccess: invalidate });
}
