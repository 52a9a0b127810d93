import { NOTIFICATION_SETTINGS_DEFAULTS, normalizeNotificationSettings } from './profile';

describe('normalizeNotificationSettings (the api reading a stored row)', () => {
  it('reads camelCase and snake_case keys', () => {
    expect(normalizeNotificationSettings({ digestTime: '09:15', use_custom_email: true })).toEqual({
      ...NOTIFICATION_SETTINGS_DEFAULTS,
      digestTime: '09:15',
      useCustomEmail: true,
    });
  });

  it('gives each missing or invalid field its default', () => {
    expect(
      normalizeNotificationSettings({
        digestTime: '99:99',
        emailFrequency: 'hourly',
        notificationEmail: 'x',
      }),
    ).toEqual(NOTIFICATION_SETTINGS_DEFAULTS);
    expect(normalizeNotificationSettings(null)).toEqual(NOTIFICATION_SETTINGS_DEFAULTS);
  });
});
