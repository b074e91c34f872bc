// Reads the parts of an `Error("STATUS: body")` from apiRequest: status, JSON body, server message.

export type ApiErrorInfo = {
  /** HTTP status, or null when the error did not come from a response (network failure, bug). */
  status: number | null;
  /** the parsed JSON body, when the body was JSON */
  body: unknown;
  /** the server's `message`, else the body text, else the error's own message */
  message: string;
  /** the body's stable error code (src/contracts/errors.ts), when the server sent one */
  code: string | null;
};

export function parseApiError(error: unknown): ApiErrorInfo {
  const raw = error instanceof Error ? error.message : String(error);
  const m = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!m) return { status: null, body: undefined, message: raw, code: null };
  const status = Number(m[1]);
  const text = m[2] ?? '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status, body: undefined, message: text, code: null };
  }
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : text;
  const code =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  return { status, body, message, code };
}
