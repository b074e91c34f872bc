// GET /api/properties/:id/incidents. The key starts with the properties key, so a check's re-load
// and live events refresh it along with the property.
import { useQuery } from '@tanstack/react-query';
import type { Incident } from '../../../../contracts/incidents.js';

export const incidentsQueryKey = (id: number) =>
  ['/api/properties', String(id), 'incidents'] as const;

export const useIncidents = (id: number) =>
  useQuery<Incident[]>({ queryKey: incidentsQueryKey(id) });
