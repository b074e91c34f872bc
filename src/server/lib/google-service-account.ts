// The Google service account that reads linked sheets (issue 10), from the operator's JSON key:
// its e-mail (people share their sheet with it), private key and token endpoint.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export type ServiceAccount = { email: string; privateKey: string; tokenUri: string };
export type GoogleSheetsConfig = {
  /** undefined: sheet sync is not set up on this installation */
  serviceAccount: ServiceAccount | undefined;
  /** root URL of the Sheets API */
  apiUrl: string;
};

const keySchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

export function googleSheetsConfig(
  keyJson: string | undefined,
  keyFile: string | undefined,
  apiUrl: string,
): GoogleSheetsConfig {
  const text = keyJson?.trim() || (keyFile ? readKeyFile(keyFile) : undefined);
  return {
    serviceAccount: text ? parseKey(text) : undefined,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
  };
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(
      `Invalid configuration: GOOGLE_SERVICE_ACCOUNT_KEY_FILE cannot be read (${(e as Error).message})`,
    );
  }
}

function parseKey(text: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Invalid configuration: the Google service account key is not JSON');
  }
  const parsed = keySchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      'Invalid configuration: the Google service account key needs client_email and private_key',
    );
  }
  const k = parsed.data;
  return { email: k.client_email, privateKey: k.private_key, tokenUri: k.token_uri };
}
