// GET /api/beta-testers: every application (platform owner and admins).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { betaTester } from '../../../../contracts/beta.js';

export const betaTestersQueryKey = ['/api/beta-testers'] as const;

export const betaTestersQueryOptions = () =>
  queryOptions({
    queryKey: betaTestersQueryKey,
    queryFn: parsedQuery(z.array(betaTester)),
  });

export const useBetaTesters = () => useQuery(betaTestersQueryOptions());
