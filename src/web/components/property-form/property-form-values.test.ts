import { describe, expect, it } from 'vitest';
import { PROPERTY_MSG, type Property } from '../../../contracts/properties.js';
import {
  initialFormValues,
  limitReachedDescription,
  toPropertyBody,
  validatePropertyForm,
  type PropertyFormValues,
} from './property-form-values.js';
import { apiErrorFrom, limitReachedOf } from '../../lib/api-error.js';

const valid: PropertyFormValues = {
  name: 'Maple Court',
  address: '12 Maple Court',
  ipAddress: '127.0.0.1',
  type: 'residential',
  permissionConfirmed: true,
  checkMethod: 'icmp',
  tcpPort: '',
  intervalSeconds: '',
  timeoutMs: '5000',
};
const v = (over: Partial<PropertyFormValues>) => validatePropertyForm({ ...valid, ...over });

const property: Property = {
  id: 7,
  name: 'Oak',
  address: '1 Oak St',
  ipAddress: '127.0.3.x',
  maskedIp: true,
  type: 'commercial',
  description: 'back office',
  status: 'online',
  responseTime: 3,
  lastCheck: null,
  statusChangedAt: null,
  consecutiveFailures: 0,
  checkMethod: 'tcp',
  tcpPort: 443,
  intervalSeconds: 120,
  effectiveIntervalSeconds: 120,
  timeoutMs: 2000,
  uptime: { '24h': null, '7d': null, '30d': null },
  createdAt: '2025-01-01T00:00:00Z',
  inMaintenance: false,
  groupId: null,
};

describe('initialFormValues (spec core §2)', () => {
  it('adds with empty strings, residential and permission unconfirmed', () => {
    expect(initialFormValues()).toMatchObject({
      name: '',
      address: '',
      ipAddress: '',
      type: 'residential',
      permissionConfirmed: false,
      checkMethod: 'icmp',
      intervalSeconds: '',
    });
  });
  it('edits filled from the property, permission still to confirm', () => {
    expect(initialFormValues(property)).toEqual({
      name: 'Oak',
      address: '1 Oak St',
      ipAddress: '127.0.3.x',
      type: 'commercial',
      permissionConfirmed: false,
      checkMethod: 'tcp',
      tcpPort: '443',
      intervalSeconds: '120',
      timeoutMs: '2000',
    });
  });
});

describe('validatePropertyForm (spec core §5, word for word)', () => {
  it('accepts a valid form', () => expect(v({})).toEqual({}));

  it('reports every empty required field at once', () => {
    expect(validatePropertyForm(initialFormValues())).toEqual({
      name: 'Property name is required',
      address: 'Address is required',
      ipAddress: 'IP address is required',
      permissionConfirmed: 'You must confirm that you have permission to monitor this property',
    });
  });

  it('treats blank text as empty', () => {
    expect(v({ name: '   ', address: '\t' })).toEqual({
      name: PROPERTY_MSG.nameRequired,
      address: PROPERTY_MSG.addressRequired,
    });
  });

  it.each(['abc', '1.2.3', '1.2.3.4.5', '1234.1.1.1', '1.2.3.x', '1.2.3.4 5', '.1.2.3'])(
    'refuses the IP %s',
    (ip) =>
      expect(v({ ipAddress: ip }).ipAddress).toBe(
        'Please enter a valid IP address (e.g., 192.168.1.1)',
      ),
  );

  it('checks only the format: four groups of 1-3 digits (no range check, spec §5)', () => {
    expect(v({ ipAddress: '127.0.0.1' })).toEqual({});
    expect(v({ ipAddress: ' 10.0.0.1 ' })).toEqual({});
    expect(v({ ipAddress: '999.999.999.999' })).toEqual({});
  });

  it('accepts the masked address unchanged on edit, but not another masked one', () => {
    const masked = { ...valid, ipAddress: '127.0.3.x' };
    expect(validatePropertyForm(masked, '127.0.3.x')).toEqual({});
    expect(validatePropertyForm({ ...valid, ipAddress: '127.0.4.x' }, '127.0.3.x').ipAddress).toBe(
      PROPERTY_MSG.ipInvalid,
    );
    expect(validatePropertyForm(masked).ipAddress).toBe(PROPERTY_MSG.ipInvalid);
  });

  it('validates the advanced fields', () => {
    expect(v({ checkMethod: 'tcp', tcpPort: '' }).tcpPort).toBe(PROPERTY_MSG.portRequired);
    expect(v({ checkMethod: 'tcp', tcpPort: '70000' }).tcpPort).toBe(PROPERTY_MSG.portRequired);
    expect(v({ checkMethod: 'tcp', tcpPort: '443' })).toEqual({});
    expect(v({ checkMethod: 'icmp', tcpPort: 'junk' })).toEqual({});
    expect(v({ intervalSeconds: '29' }).intervalSeconds).toBe(PROPERTY_MSG.intervalRange);
    expect(v({ intervalSeconds: '86401' }).intervalSeconds).toBe(PROPERTY_MSG.intervalRange);
    expect(v({ intervalSeconds: '1.5' }).intervalSeconds).toBe(PROPERTY_MSG.intervalRange);
    expect(v({ intervalSeconds: '30' })).toEqual({});
    expect(v({ intervalSeconds: '86400' })).toEqual({});
    expect(v({ timeoutMs: '499' }).timeoutMs).toBe(PROPERTY_MSG.timeoutRange);
    expect(v({ timeoutMs: '30001' }).timeoutMs).toBe(PROPERTY_MSG.timeoutRange);
    expect(v({ timeoutMs: '' })).toEqual({});
  });
});

describe('toPropertyBody', () => {
  it('trims, confirms permission and leaves blank advanced fields to the defaults', () => {
    expect(
      toPropertyBody({ ...valid, name: ' Maple ', intervalSeconds: '', timeoutMs: '' }),
    ).toEqual({
      name: 'Maple',
      address: '12 Maple Court',
      ipAddress: '127.0.0.1',
      type: 'residential',
      permissionConfirmed: true,
      checkMethod: 'icmp',
      tcpPort: null,
      intervalSeconds: null,
      timeoutMs: 5000,
    });
  });
  it('keeps the description and sends the TCP port and interval', () => {
    expect(
      toPropertyBody(
        { ...valid, checkMethod: 'tcp', tcpPort: '8080', intervalSeconds: '60' },
        'note',
      ),
    ).toMatchObject({
      description: 'note',
      checkMethod: 'tcp',
      tcpPort: 8080,
      intervalSeconds: 60,
    });
  });
});

describe('limit reached (spec core §8)', () => {
  const body = {
    message: PROPERTY_MSG.limitReached,
    code: 'limit_reached',
    upgradeRequired: true,
    plan: 'solo',
    limit: 1,
  };
  const answered = (b: object) => limitReachedOf(apiErrorFrom(403, JSON.stringify(b)));
  it('recognises only the code limit_reached with upgradeRequired', () => {
    expect(answered(body)).toEqual({ upgradeRequired: true, plan: 'solo', limit: 1 });
    expect(answered({ ...body, upgradeRequired: false })).toBeNull();
    // the same words without the code are some other refusal
    expect(answered({ ...body, code: 'forbidden' })).toBeNull();
    expect(answered({ message: 'Forbidden', code: 'forbidden' })).toBeNull();
    expect(limitReachedOf(new Error('403: {"code":"limit_reached"}'))).toBeNull();
  });
  it('words both messages with the plan name', () => {
    expect(limitReachedDescription('solo', 1, 'create')).toBe(
      "You've reached your Solo plan limit of 1 properties. Upgrade to add more.",
    );
    expect(limitReachedDescription('starter', 10, 'open')).toBe(
      "You've reached your Starter plan limit of 10 properties. Please upgrade to add more.",
    );
  });
});
