// The workspace's property groups (issue 29), read by the properties screen (which changes them)
// and the property detail page (which names a property's group and its escalation policy).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { group } from '../../../contracts/groups.js';
import { parsedQuery } from './fetch-json.js';

export const groupsQueryKey = ['/api/groups'] as const;

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: groupsQueryKey, queryFn: parsedQuery(z.array(group)) });

export const useGroups = () => useQuery(groupsQueryOptions());
