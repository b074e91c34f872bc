// The chat's settings: the model's three variables go together; addresses are validated.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('chat configuration', () => {
  it('uses the built-in engine unless all three model settings are given', () => {
    expect(loadConfig({}).chat.llm).toBeUndefined();
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(
      'LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together',
    );
    const c = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_API_KEY: 'k',
      LLM_MODEL: 'm',
      LLM_PRICE_INPUT_PER_MTOK: '0.15',
    });
    expect(c.chat.llm).toMatchObject({
      model: 'm',
      priceInputPerMTok: 0.15,
      priceOutputPerMTok: 0,
    });
  });

  it('validates the support address and the forum link', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).support.email).toBe(
      'help@example.com',
    );
    expect(loadConfig({ SUPPORT_EMAIL: '' }).support.email).toBeUndefined();
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow('SUPPORT_EMAIL');
    expect(() => loadConfig({ COMMUNITY_URL: 'http://forum.example.com' })).toThrow(
      'COMMUNITY_URL',
    );
  });
});
