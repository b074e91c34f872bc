// Absolute links of a page's subscription: the page itself, and the confirm and unsubscribe pages
// a token opens.
import type { Config } from '../../config.js';
import { appBaseUrl } from '../links.js';

export const pageLink = (config: Config, slug: string) => `${appBaseUrl(config)}/status/${slug}`;

export const confirmLink = (config: Config, slug: string, token: string) =>
  `${pageLink(config, slug)}/confirm?token=${token}`;

export const unsubscribeLink = (config: Config, slug: string, token: string) =>
  `${pageLink(config, slug)}/unsubscribe?token=${token}`;
