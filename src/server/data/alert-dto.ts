// An alert row as the API and the workspace export show it.
import type { Alert } from '../../contracts/monitoring.js';
import type { alerts } from '../db/schema/index.js';

export const toAlertDto = (a: typeof alerts.$inferSelect): Alert => ({
  id: a.id,
  type: a.type,
  message: a.message,
  isRead: a.isRead,
  createdAt: a.createdAt.toISOString(),
  emailSent: a.emailSent,
  propertyId: a.propertyId,
});
