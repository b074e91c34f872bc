// POST /api/properties.
import { useMutation } from '@tanstack/react-query';
import { property, type CreatePropertyBody } from '../../../contracts/properties.js';
import { apiRequest } from '../query-client.js';
import { useInvalidateProperties } from './use-invalidate-properties.js';

export const createProperty = async (body: CreatePropertyBody) =>
  property.parse(await (await apiRequest('POST', '/api/properties', body)).json());

export function useCreateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({ mutationFn: createProperty, onSuccess: invalidate });
}
