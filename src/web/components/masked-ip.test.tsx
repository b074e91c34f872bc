import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MaskedIp } from './masked-ip.js';

describe('MaskedIp', () => {
  it('adds the Masked badge and its hint only when masked', () => {
    const masked = renderToStaticMarkup(<MaskedIp ipAddress="127.0.0.x" maskedIp />);
    expect(masked).toContain('127.0.0.x');
    expect(masked).toContain('>Masked<');
    expect(masked).toContain('title="IP address is partially hidden for security"');
    const plain = renderToStaticMarkup(<MaskedIp ipAddress="127.0.0.1" maskedIp={false} />);
    expect(plain).not.toContain('Masked');
  });
});
