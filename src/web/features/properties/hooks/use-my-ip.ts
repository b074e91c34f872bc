// The visitor's public address as our server sees it (GET /api/network/my-ip, DESIGN §1).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MyIpResponse } from '../../../../contracts/network.js';
import { toast } from '../../../components/ui/toast/toast-store.js';

export const myIpQueryKey = ['/api/network/my-ip'] as const;
export const MY_IP_FAILED = 'Failed to fetch your current IP address';

export function useMyIp() {
  const query = useQuery<MyIpResponse>({ queryKey: myIpQueryKey });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast({ title: 'Error', description: MY_IP_FAILED, variant: 'destructive' });
  }, [isError, errorUpdatedAt]);
  return query;
}
