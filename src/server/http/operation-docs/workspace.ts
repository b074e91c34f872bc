// The workspace's team, invitations, API keys, notification log, export and deletion, and the
// bulk upload (imports from a file or a linked Google Sheet).
import { UPLOAD_FORM_EXAMPLE, uploadForm } from '../../../contracts/google-sheets.js';
import type { OperationDocs } from './types.js';

const limitPlan =
  "Rows beyond the plan's property limit are refused (GET /api/properties/limits says how many are left).";

export const workspaceDocs = {
  'GET /api/team/members': {
    summary: "The workspace's members",
    description:
      'Everyone in the workspace with their role (admin, staff or viewer) and when they joined.',
  },
  'POST /api/team/invite': {
    summary: 'Invite someone to the workspace',
    description:
      'E-mails an invitation link with the given role (viewer by default). 409 when the person is ' +
      'already a member or invited.',
    example: { email: 'alex@example.com', role: 'staff' },
  },
  'PUT /api/team/members/:userId/role': {
    summary: "Change a member's role",
    description:
      'Gives a member another role; needs the `manageTeam` permission at the moment of the change ' +
      '(403 otherwise). 409 when it would leave the workspace without an admin.',
    example: { role: 'viewer' },
  },
  'DELETE /api/team/members/:userId': {
    summary: 'Remove a member',
    description:
      'Removes a member from the workspace at once (their sessions in it end); their account ' +
      'stays. Needs `manageTeam` at that moment; you cannot remove yourself (403). 409 when it ' +
      'would leave the workspace without an admin.',
  },
  'GET /api/team/invitations': {
    summary: 'Pending invitations',
    description: 'Invitations sent and not yet accepted, with their role and expiry.',
  },
  'POST /api/team/invitations/:id/resend': {
    summary: 'Send an invitation again',
    description:
      'E-mails a new invitation link (the old one stops working), valid 7 more days. Takes no body.',
  },
  'DELETE /api/team/invitations/:id': {
    summary: 'Withdraw an invitation',
    description: 'Withdraws a pending invitation; its link stops working (410).',
  },
  'GET /api/invitations/:token': {
    summary: 'Read an invitation link',
    description:
      'What an invitation link offers, for the page it opens: its state (valid, used, withdrawn ' +
      'or expired), the workspace, who invited, the e-mail and role, and when it expires.',
  },
  'POST /api/invitations/:token/accept': {
    summary: 'Accept an invitation',
    description:
      'Joins the workspace of the invitation with its role and makes it the current one. 403 when ' +
      'signed in with another e-mail than the invitation was sent to. Takes no body.',
  },
  'GET /api/api-keys': {
    summary: "The workspace's API keys",
    description:
      'Every API key: name, first characters, scope, creator, expiry and last use. The key itself ' +
      'is shown only when it is created.',
  },
  'POST /api/api-keys': {
    summary: 'Create an API key',
    description:
      'Creates a key for the public API, `read` or `write` scope, optionally expiring. The answer ' +
      'carries the key (starting `pm_`) this one time: store it. The key acts with your role.',
    example: { name: 'Reporting script', scope: 'read', expiresAt: '2027-01-01T00:00:00Z' },
  },
  'DELETE /api/api-keys/:id': {
    summary: 'Revoke an API key',
    description: 'Revokes a key: calls with it answer 401 from now on.',
  },
  'GET /api/notifications/log': {
    summary: 'The notification log',
    description:
      'Recent e-mails, SMS and webhook calls sent for the workspace: to whom, when, and whether ' +
      'each was delivered or why not.',
  },
  'GET /api/workspace/export': {
    summary: "Download the workspace's data",
    description:
      'A JSON file of everything the workspace holds: properties, settings, team and history.',
  },
  'DELETE /api/workspace': {
    summary: 'Delete the workspace',
    description:
      'Deletes the workspace and everything in it and cancels its subscription. `confirmName` ' +
      "must be the workspace's name. Cannot be undone.",
    example: { confirmName: 'Acme Properties' },
  },
  'POST /api/google-sheets/upload': {
    summary: 'Import a spreadsheet of properties',
    description:
      'Bulk Upload in one call: a `multipart/form-data` request with `hasPermissionConfirmed` ' +
      '(`true`) and one `.xlsx`, `.xls` or `.csv` file of at most 10MB (the columns of ' +
      '`GET /api/google-sheets/template`). Each row adds a property, or updates the one it ' +
      'matches (its `id` column, else its IP address); importing the same file again changes ' +
      'nothing. Answers 200 with `importedCount` (and `updatedCount`, `unchangedCount`) once ' +
      'the properties are written.\n\n' +
      'Nothing is imported when a row is refused (400 with `errors`: each row number, field and ' +
      "reason), when the new rows would pass the plan's property limit (403, code " +
      '`limit_reached`), or when the file is refused: not .xlsx/.xls/.csv or not what its name ' +
      'says, permission not confirmed, columns missing (400), over 10MB (413). One import runs ' +
      'per workspace and a few on the server, the rest wait in line; a full line answers 503. 409 ' +
      "when the workspace's properties changed while the file was read (another import of the " +
      'same rows at the same time): nothing was imported, upload it again.\n\n' +
      'The call waits for the import to be written up to a bound the server sets ' +
      '(`IMPORT_UPLOAD_WAIT_SECONDS`, 25 s by default). A file that takes longer, or waits in ' +
      'line, is answered 202 with ' +
      'the import (`queuePosition` while it waits); it goes on to its end without another ' +
      'call: read `GET /api/google-sheets/imports/{id}` until its `status` is `committed` ' +
      '(`importedCount`) or `failed` (`message`). To see the rows before anything is written, ' +
      'upload to `POST /api/google-sheets/imports` instead.',
    plan: limitPlan,
    form: { schema: uploadForm, example: UPLOAD_FORM_EXAMPLE },
  },
  'POST /api/google-sheets/imports': {
    summary: 'Upload a spreadsheet to preview',
    description:
      "The Bulk Upload page's upload: the same form as `POST /api/google-sheets/upload`, but " +
      'nothing is written yet. Answers 202 with an import that is read and checked in the ' +
      'background: poll `GET /api/google-sheets/imports/{id}` until its `status` is `preview` ' +
      '(each row: new, update, unchanged or refused, with why) or `failed`, then confirm it ' +
      'with `POST /api/google-sheets/imports/{id}/commit`. The same refusals as the upload ' +
      '(400, 413, 503 when the line of imports is full).',
    plan: limitPlan,
    form: { schema: uploadForm, example: UPLOAD_FORM_EXAMPLE },
  },
  'GET /api/google-sheets/imports/:id': {
    summary: 'An import job',
    description:
      "An import's progress and result: rows read, valid, refused (with why) and imported.",
  },
  'POST /api/google-sheets/imports/:id/commit': {
    summary: 'Confirm an import',
    description:
      "Adds a previewed import's valid rows as properties (refused rows are left out) and answers " +
      '202; poll the job for the result. 409 when it is not ready or already committed. Takes no ' +
      'body.',
    plan: limitPlan,
  },
  'GET /api/google-sheets/template': {
    summary: 'Download the import template',
    description:
      'An empty spreadsheet with the columns a Bulk Upload reads, as `xlsx` (default) or `csv`.',
  },
  'GET /api/google-sheets/settings': {
    summary: 'The linked Google Sheet',
    description:
      'Which Google Sheet the workspace syncs properties from, if any, the address to share it ' +
      'with, and the last sync and its result.',
  },
  'POST /api/google-sheets/settings': {
    summary: 'Link a Google Sheet',
    description:
      'Sets the spreadsheet (its id from the sheet URL) and optionally the tab to read properties from.',
    example: {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheetName: 'Properties',
    },
  },
  'POST /api/google-sheets/sync': {
    summary: 'Sync from the linked Google Sheet',
    description:
      'Reads the linked sheet now and imports its rows as a job (202); 503 when Google Sheets ' +
      'access is not configured on this server. Takes no body.',
    plan: limitPlan,
  },
  'GET /api/push/key': {
    summary: 'Browser push key',
    description:
      "The installation's VAPID public key, which a browser passes to pushManager.subscribe() " +
      'before it registers for alert pushes.',
  },
  'GET /api/push/subscriptions': {
    summary: 'My browsers that receive push',
    description:
      "The caller's own browsers registered for alert pushes in this workspace, each with its " +
      'last delivery attempt. The push endpoint itself is never answered.',
  },
  'POST /api/push/subscriptions': {
    summary: 'Receive alert pushes in this browser',
    description:
      "Registers a browser's push subscription (PushSubscription.toJSON() and a device label) for " +
      "the caller's alert types in this workspace. 400 for an endpoint or keys of the wrong " +
      'shape or past 10 browsers per member.',
    example: {
      endpoint: 'https://push.example.com/send/abc123',
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      device: 'Chrome on Linux',
    },
  },
  'DELETE /api/push/subscriptions/:id': {
    summary: 'Stop pushes to a browser',
    description: "Removes one of the caller's own push subscriptions; 404 for anyone else's.",
  },
  'POST /api/push/subscriptions/:id/test': {
    summary: 'Send a test push',
    description:
      "Queues a test message to one of the caller's own browsers; the delivery shows in its last " +
      'delivery and in the notification log.',
  },
} satisfies OperationDocs;
