// A property as GET /api/properties answers it, for the web's tests: every field filled,
// `over` changing what a test is about.
import type { Property } from '../../contracts/properties.js';

export const aProperty = (over: Partial<Property> = {}): Property => ({
  id: 1,
  name: 'Maple Court',
  address: '12 Maple Court, Springfield',
  ipAddress: '127.0.0.1',
  maskedIp: false,
  type: 'residential',
  description: null,
  status: 'online',
  responseTime: 4,
  lastCheck: '2025-01-01T00:00:00.000Z',
  statusChangedAt: null,
  consecutiveFailures: 0,
  checkMethod: 'icmp',
  tcpPort: null,
  intervalSeconds: null,
  effectiveIntervalSeconds: 30,
  timeoutMs: 5000,
  uptime: { '24h': 99.5, '7d': null, '30d': null },
  createdAt: '2025-01-01T00:00:00.000Z',
  inMaintenance: false,
  groupId: null,
  ...over,
});
