import {
  avatarFileError,
  avatarTargetSize,
  validateEmailSettings,
  validatePasswordChange,
  validateProfileFields,
} from './settings-forms';

const profile = { name: 'Ana', firstName: 'Ana', lastName: 'Pérez', bio: '' };

describe('validateProfileFields', () => {
  it('takes names of 255 characters and a bio of 500', () => {
    const long = 'a'.repeat(255);
    const result = validateProfileFields({
      name: long,
      firstName: long,
      lastName: long,
      bio: 'b'.repeat(500),
    });
    expect(result.valid).toBe(true);
  });

  it('refuses a name, first or last name of 256 characters and a bio of 501', () => {
    const result = validateProfileFields({
      name: 'a'.repeat(256),
      firstName: 'a'.repeat(256),
      lastName: 'a'.repeat(256),
      bio: 'b'.repeat(501),
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      name: 'Máximo 255 caracteres',
      firstName: 'Máximo 255 caracteres',
      lastName: 'Máximo 255 caracteres',
      bio: 'Máximo 500 caracteres',
    });
    expect(validateProfileFields(profile).errors).toEqual({});
  });
});

describe('validateEmailSettings', () => {
  const base = { useCustomEmail: false, notificationEmail: null, digestTime: '08:00' };

  it('needs a valid custom address only while it is used, and trims it', () => {
    expect(validateEmailSettings(base).valid).toBe(true);
    expect(validateEmailSettings({ ...base, useCustomEmail: true }).errors).toEqual({
      notificationEmail: 'Indica el correo al que enviar las notificaciones',
    });
    expect(
      validateEmailSettings({ ...base, useCustomEmail: true, notificationEmail: 'no-es-correo' })
        .errors,
    ).toEqual({ notificationEmail: 'Introduce un correo electrónico válido' });
    const ok = validateEmailSettings({
      ...base,
      useCustomEmail: true,
      notificationEmail: '  avisos@example.com ',
    });
    expect(ok.valid).toBe(true);
    expect(ok.value.notificationEmail).toBe('avisos@example.com');
  });

  it.each(['00:00', '08:00', '23:59'])('takes the 24-hour time %s', (digestTime) => {
    expect(validateEmailSettings({ ...base, digestTime }).valid).toBe(true);
  });

  it.each(['24:00', '8:00', '12:60', '', '08:00 pm'])('refuses the time %p', (digestTime) => {
    expect(validateEmailSettings({ ...base, digestTime }).errors).toEqual({
      digestTime: 'Indica una hora válida en formato HH:MM (24 h)',
    });
  });
});

describe('validatePasswordChange', () => {
  const ok = {
    currentPassword: 'vieja-123',
    newPassword: 'nueva-1234',
    confirmPassword: 'nueva-1234',
  };

  it('passes a complete, matching change', () => {
    expect(validatePasswordChange(ok)).toEqual({ value: ok, errors: {}, valid: true });
  });

  it('gives the four messages of the spec', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }).errors,
    ).toEqual({
      currentPassword: 'La contraseña actual es obligatoria',
      newPassword: 'La nueva contraseña es obligatoria',
    });
    expect(validatePasswordChange({ ...ok, confirmPassword: 'otra-1234' }).errors).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(
      validatePasswordChange({ ...ok, newPassword: 'corta12', confirmPassword: 'corta12' }).errors,
    ).toEqual({ newPassword: 'La contraseña debe tener al menos 8 caracteres' });
  });
});

describe('avatarFileError', () => {
  it('refuses what is not an image, then what is over 2 MB', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 1000 })).toBe(
      'El archivo debe ser una imagen',
    );
    expect(avatarFileError({ type: '', size: 1000 })).toBe('El archivo debe ser una imagen');
    expect(avatarFileError({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe(
      'La imagen no puede superar los 2MB',
    );
    expect(avatarFileError({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
  });
});

describe('avatarTargetSize', () => {
  it('brings the longest side down to 500 px keeping the aspect', () => {
    expect(avatarTargetSize(3000, 2000)).toEqual({ width: 500, height: 333 });
    expect(avatarTargetSize(1200, 4000)).toEqual({ width: 150, height: 500 });
  });

  it('never enlarges a small image', () => {
    expect(avatarTargetSize(320, 200)).toEqual({ width: 320, height: 200 });
  });
});
