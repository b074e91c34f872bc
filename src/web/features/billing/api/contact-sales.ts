// POST /api/billing/contact-sales: the Enterprise plan's Contact Sales form.
import { useMutation } from '@tanstack/react-query';
import type { ContactSalesBody } from '../../../../contracts/billing.js';
import { apiRequest } from '../../../lib/query-client.js';

export const contactSales = async (body: ContactSalesBody) => {
  await apiRequest('POST', '/api/billing/contact-sales', body);
};

export const useContactSales = () => useMutation({ mutationFn: contactSales });
