// User-facing texts shared by server, web and tests, word for word from the specification.
export const MSG = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden: you do not have permission to do this',
  notFound: 'Not found',
  workspaceNotFound: 'Workspace not found, or you are not a member of it',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  signupDisabled: 'Sign-up is disabled on this installation',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  badOrigin: 'Cross-site request refused',
  invalidJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not answering just now. Please try again in a few seconds.',
  // spec core §8
  loggedOutTitle: 'Unauthorized',
  loggedOutBody: 'You are logged out. Logging in again...',
  pageNotFound: '404 Page Not Found',
} as const;
