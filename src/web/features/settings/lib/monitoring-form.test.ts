import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG, type Settings } from '../../../../contracts/settings.js';
import {
  monitoringChanges,
  monitoringValuesOf,
  timeZoneOptions,
  validateMonitoringForm,
  type MonitoringFormValues,
} from './monitoring-form.js';

const saved: Settings['workspace'] = {
  name: 'Acme',
  alertEmail: null,
  alertEmailVerified: false,
  checkIntervalSeconds: 30,
  failuresBeforeOffline: 3,
  outageConfirmedFrom: 1,
  timezone: 'UTC',
  emailOnTimeout: false,
  dailyReports: true,
  weeklyReports: false,
  maskIps: true,
};

const values = (patch: Partial<MonitoringFormValues> = {}): MonitoringFormValues => ({
  ...monitoringValuesOf(saved),
  ...patch,
});

describe('monitoring form', () => {
  it('starts from the saved settings', () => {
    expect(monitoringValuesOf(saved)).toEqual({
      alertEmail: '',
      interval: { value: '30', unit: 'seconds' },
      failuresBeforeOffline: '3',
      outageConfirmedFrom: '1',
      timezone: 'UTC',
      emailOnTimeout: false,
      maskIps: true,
    });
  });

  it('accepts the defaults and a blank alert e-mail', () => {
    expect(validateMonitoringForm(values())).toEqual({});
  });

  it("shows the server's messages", () => {
    expect(
      validateMonitoringForm(
        values({
          alertEmail: 'not-an-email',
          interval: { value: '10', unit: 'seconds' },
          failuresBeforeOffline: '11',
          timezone: 'Mars/Olympus',
        }),
      ),
    ).toEqual({
      alertEmail: SETTINGS_MSG.emailInvalid,
      interval: SETTINGS_MSG.intervalRange,
      failuresBeforeOffline: SETTINGS_MSG.failuresRange,
      timezone: SETTINGS_MSG.timezoneInvalid,
    });
    expect(validateMonitoringForm(values({ failuresBeforeOffline: '2.5' }))).toEqual({
      failuresBeforeOffline: SETTINGS_MSG.failuresRange,
    });
    expect(validateMonitoringForm(values({ failuresBeforeOffline: '' }))).toEqual({
      failuresBeforeOffline: SETTINGS_MSG.failuresRange,
    });
    expect(validateMonitoringForm(values({ interval: { value: '', unit: 'minutes' } }))).toEqual({
      interval: SETTINGS_MSG.intervalRange,
    });
  });

  it('sends only what changed, the interval in seconds', () => {
    expect(monitoringChanges(values(), saved)).toEqual({});
    expect(
      monitoringChanges(
        values({
          interval: { value: '5', unit: 'minutes' },
          alertEmail: ' ops@example.com ',
          maskIps: false,
        }),
        saved,
      ),
    ).toEqual({ checkIntervalSeconds: 300, alertEmail: 'ops@example.com', maskIps: false });
  });

  it('sends the number of locations that confirm an outage when it changed', () => {
    expect(monitoringChanges(values({ outageConfirmedFrom: '2' }), saved)).toEqual({
      outageConfirmedFrom: 2,
    });
    const fromTwo = { ...saved, outageConfirmedFrom: 2 as const };
    expect(monitoringChanges(monitoringValuesOf(fromTwo), fromTwo)).toEqual({});
  });

  it('clears the alert e-mail with an empty string', () => {
    const withEmail = { ...saved, alertEmail: 'ops@example.com' };
    expect(
      monitoringChanges({ ...monitoringValuesOf(withEmail), alertEmail: '' }, withEmail),
    ).toEqual({ alertEmail: '' });
  });

  it('offers UTC, the zones the browser knows and the saved one', () => {
    expect(timeZoneOptions('Europe/Berlin', () => ['Africa/Abidjan', 'Europe/Berlin'])).toEqual([
      'UTC',
      'Africa/Abidjan',
      'Europe/Berlin',
    ]);
    expect(timeZoneOptions('Etc/GMT+5', () => [])).toEqual(['UTC', 'Etc/GMT+5']);
    const failing = () => {
      throw new Error('unsupported');
    };
    expect(timeZoneOptions('UTC', failing)).toEqual(['UTC']);
  });
});
