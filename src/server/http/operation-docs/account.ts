// Signing up, in and out, the person's sessions and e-mail verification, and the Settings page:
// calls about the person, made with the browser session (keys are refused).
import { plansWith } from '../../../contracts/entitlements.js';
import type { OperationDocs } from './types.js';

const smsPlan =
  `SMS alerts need the ${plansWith('smsAlerts')} plan ` +
  '(403 with code `limit_reached` on other plans).';

export const accountDocs = {
  'GET /api/auth/config': {
    summary: 'How this server signs people in',
    description:
      'Whether password sign-up is open, whether single sign-on (OpenID Connect) is configured, ' +
      'whether e-mail can be sent, and how long sessions last. The sign-in page reads it first.',
  },
  'GET /api/auth/user': {
    summary: 'The signed-in person',
    description:
      'The signed-in person with their current workspace, their role in it, the plan, and every ' +
      'workspace they belong to. 401 when not signed in.',
  },
  'POST /api/auth/workspace': {
    summary: 'Switch to another workspace',
    description:
      'Makes another of your workspaces the current one for this session and answers the person ' +
      'as `GET /api/auth/user` does; 404 when you are not a member of it.',
    example: { workspaceId: '3f1c2a9e-8b4d-4c6f-9a7e-2d5b1c0e4f6a' },
  },
  'POST /api/auth/sign-up': {
    summary: 'Create an account',
    description:
      'Creates an account with its own workspace and signs in: the session ' +
      'cookie is set. With `invitationToken` the person joins the inviting workspace instead. ' +
      '409 when the e-mail is taken; 403 when this server does not allow password sign-up.',
    example: {
      email: 'sam@example.com',
      password: 'correct horse battery staple',
      firstName: 'Sam',
      lastName: 'Lee',
    },
  },
  'POST /api/auth/sign-in': {
    summary: 'Sign in with e-mail and password',
    description:
      'Checks the e-mail and password and sets the session cookie; 401 with one message for a ' +
      'wrong e-mail or password alike.',
    example: { email: 'sam@example.com', password: 'correct horse battery staple' },
  },
  'POST /api/auth/sign-out': {
    summary: 'Sign out',
    description:
      'Ends this session (and its live event streams) and clears the cookie. Answers 204 even ' +
      'when not signed in. Takes no body.',
  },
  'GET /api/logout': {
    summary: 'Sign out and go to the home page',
    description:
      'The same as `POST /api/auth/sign-out`, for a link: ends the session and redirects to `/`.',
  },
  'POST /api/auth/password-reset/request': {
    summary: 'Ask for a password reset link',
    description:
      'Mails a single-use link (one hour) to choose a new password. Answers 202 with the same ' +
      'message whether or not an account uses the address, so it tells no one who has an account; ' +
      '429 past 3 requests an hour for one address or 20 from one IP.',
    example: { email: 'sam@example.com' },
  },
  'POST /api/auth/password-reset/check': {
    summary: 'Check a password reset link',
    description:
      'Says whether the token of a mailed reset link still works and for which address; 410 when ' +
      'it was used, has expired or was replaced by a newer link. Changes nothing.',
    example: { token: 'kR3v9Qm1xT0bH7yLs2NwCe5ZpJd8UaFgVi4Ko6Mr0Yq' },
  },
  'POST /api/auth/password-reset': {
    summary: 'Choose a new password with a reset link',
    description:
      'Sets the new password with the token of a mailed reset link (once), signs the account out ' +
      'everywhere and mails its owner. 400 when the password is too weak (the reason is given); ' +
      '410 when the link no longer works.',
    example: {
      token: 'kR3v9Qm1xT0bH7yLs2NwCe5ZpJd8UaFgVi4Ko6Mr0Yq',
      password: 'amber-falcon-harbour-93',
    },
  },
  'POST /api/auth/password': {
    summary: 'Change your password',
    description:
      "Changes the signed-in person's password given the current one, signs out their other " +
      'sessions and mails them. 400 when the current password is wrong or the new one too weak; ' +
      '409 for an account that signs in only with single sign-on.',
    example: {
      currentPassword: 'correct horse battery staple',
      newPassword: 'amber-falcon-harbour-93',
    },
  },
  'GET /api/login': {
    summary: 'Start signing in',
    description:
      'A browser navigation: with single sign-on configured, redirects to the identity provider; ' +
      'otherwise to the sign-in page.',
  },
  'GET /api/callback': {
    summary: 'Finish single sign-on',
    description:
      'Where the identity provider sends the browser back: checks the answer, signs in (creating ' +
      'or linking the account) and redirects to the page the sign-in started from. Only present ' +
      'when single sign-on is configured.',
  },
  'GET /api/auth/sessions': {
    summary: 'Your sessions',
    description:
      'Your signed-in sessions on every device: browser, address, when each started and was last ' +
      'used, and which is this one.',
  },
  'DELETE /api/auth/sessions/:id': {
    summary: 'End one of your sessions',
    description:
      'Signs one of your sessions out (ending this one is signing out); 404 for an id that is not yours.',
  },
  'POST /api/auth/sessions/end-others': {
    summary: 'End your other sessions',
    description:
      'Signs out every session of yours except this one and answers how many ended. Takes no body.',
  },
  'POST /api/auth/verify-email': {
    summary: 'Confirm an e-mail address',
    description:
      'Follows a verification link: the `token` from the e-mail confirms the address it was sent ' +
      'to. 410 when the link was used or has expired; 503 when this server cannot send e-mail.',
    example: { token: 'q8J2mZ0vX4bN7cK1sT5wY9eR3uI6oP0aL2dF4gH8jKl' },
  },
  'POST /api/auth/verify-email/resend': {
    summary: 'Send your verification e-mail again',
    description:
      'Sends a new verification link to your address (throttled). 409 when it is ' +
      'already verified. Takes no body.',
  },
  'GET /api/settings': {
    summary: 'Your settings',
    description:
      'Everything the Settings page shows: your profile, notification switches, alert preferences ' +
      "and phone, and the workspace's settings.",
  },
  'PUT /api/settings/profile': {
    summary: 'Change your profile',
    description:
      'Changes your name or e-mail address; a new e-mail needs `currentPassword` and is verified ' +
      'again. Answers the whole settings object.',
    example: { firstName: 'Sam', lastName: 'Lee' },
  },
  'PUT /api/settings/notifications': {
    summary: 'Change your notification switches',
    description:
      'Turns e-mail, desktop and system notifications on or off for you. Answers the whole ' +
      'settings object.',
    example: { emailNotifications: true, desktopNotifications: false },
  },
  'PUT /api/settings/workspace': {
    summary: "Change the workspace's settings",
    description:
      "The workspace's name, alert e-mail, check interval, failures before offline, from how many " +
      'monitoring locations an outage is confirmed (1 or 2), time zone, report e-mails and address ' +
      'masking. Only the fields sent change; a new alert e-mail is verified before alerts go to it. ' +
      '409 when confirmation from 2 locations is asked for while fewer than 2 are active.',
    example: { checkIntervalSeconds: 300, failuresBeforeOffline: 2, timezone: 'Europe/London' },
  },
  'POST /api/settings/workspace/alert-email/resend': {
    summary: "Send the alert e-mail's verification again",
    description:
      "Sends a new verification link to the workspace's alert e-mail address. 409 when it is " +
      'already verified or none is set. Takes no body.',
  },
  'PUT /api/settings/alerts': {
    summary: 'Change your alert preferences',
    description:
      'Which alerts you receive (`offline`, `online`, `timeout`) and whether by SMS too, in the ' +
      'current workspace. SMS needs a verified phone.',
    plan: smsPlan,
    example: { alertTypes: ['offline', 'online'] },
  },
  'POST /api/settings/phone': {
    summary: 'Add a phone for SMS alerts',
    description:
      'Sends a six-digit code by SMS to the number; confirm it with `POST /api/settings/phone/verify`.',
    plan: smsPlan,
    example: { phoneNumber: '+44 7700 900123' },
  },
  'POST /api/settings/phone/verify': {
    summary: 'Confirm your phone',
    description: 'Confirms the phone with the code it received by SMS.',
    plan: smsPlan,
    example: { code: '123456' },
  },
  'DELETE /api/settings/phone': {
    summary: 'Remove your phone',
    description: 'Removes your phone number and turns your SMS alerts off.',
  },
  'GET /api/network/my-ip': {
    summary: 'Your public IP address',
    description:
      'The address this server sees your request come from: the public IP to monitor when you ' +
      'add the property you are in.',
  },
} satisfies OperationDocs;
