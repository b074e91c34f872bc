// GET /api/network/my-ip: the caller's address as this server sees it (DESIGN §1: no third party).
import { z } from 'zod';

export const myIpResponse = z.object({ ip: z.string() });
export type MyIpResponse = z.infer<typeof myIpResponse>;
