// What the Status Pages screen says after each action (toasts and empty states).
export const STATUS_PAGE_UI = {
  created: 'Status page published',
  createFailed: 'The status page could not be published',
  updated: 'Status page saved',
  updateFailed: 'The status page could not be saved',
  deleted: 'Status page deleted',
  deleteFailed: 'The status page could not be deleted',
  incidentPosted: 'Incident posted',
  incidentFailed: 'The incident could not be posted',
  updatePosted: 'Update posted',
  updateFailedToPost: 'The update could not be posted',
  empty: 'No status pages yet. Publish one to tell tenants what is down before they call.',
  loadFailed: 'The status pages could not be loaded. Please reload the page.',
} as const;

/** The Subscribers part of a page on the Status Pages screen (decision 030). */
export const SUBSCRIBER_UI = {
  webhookAdded: 'Webhook added',
  webhookFailed: 'The webhook could not be added',
  removed: 'Subscriber removed',
  removeFailed: 'The subscriber could not be removed',
  none: 'No subscribers yet. Visitors subscribe on the public page; their address is confirmed by mail first.',
  loadFailed: 'The subscribers could not be loaded.',
  secretOnce: 'Signing secret, shown this once: keep it to check the X-Monitor-Signature header.',
} as const;
