// GET /api/properties/:id/incidents. The key starts with the property's key, so a check's
// re-load and live events refresh it along with the property.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { incident } from '../../../../contracts/incidents.js';
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { propertyQueryKey } from '../../../lib/api/get-property.js';

export const incidentsQueryKey = (id: number) => [...propertyQueryKey(id), 'incidents'] as const;

export const useIncidents = (id: number) =>
  useQuery({ queryKey: incidentsQueryKey(id), queryFn: parsedQuery(z.array(incident)) });
