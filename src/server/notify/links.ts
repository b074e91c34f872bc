// Absolute links into the web app for mails and webhook payloads.
import type { Config } from '../config.js';

export function appBaseUrl(config: Config): string {
  return (
    config.publicUrl ??
    `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`
  );
}

export const propertyLink = (config: Config, id: number) =>
  `${appBaseUrl(config)}/properties/${id}`;
export const settingsLink = (config: Config) => `${appBaseUrl(config)}/settings`;
export const reportsLink = (config: Config) => `${appBaseUrl(config)}/reports`;
