// Where the mail and SMS journeys run a real SMTP server and a fake of Twilio's API (loopback).
// playwright.config.ts points the app at them; other journeys leave them closed, so mail and SMS
// are retried and never lost, as with a provider that is down. Set E2E_SMTP_PORT and
// E2E_TWILIO_PORT when two checkouts run journeys at once.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3990);
export const TWILIO_PORT = Number(process.env.E2E_TWILIO_PORT ?? 3991);
