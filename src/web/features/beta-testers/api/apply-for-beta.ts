// POST /api/beta-testers/apply (public): the answer carries the support address for the
// thank-you screen.
import { useMutation } from '@tanstack/react-query';
import type { ApplyBetaAnswer, ApplyBetaBody } from '../../../../contracts/beta.js';
import { apiRequest } from '../../../lib/query-client.js';

export const applyForBeta = async (body: ApplyBetaBody) =>
  (await (await apiRequest('POST', '/api/beta-testers/apply', body)).json()) as ApplyBetaAnswer;

export const useApplyForBeta = () => useMutation({ mutationFn: applyForBeta });
