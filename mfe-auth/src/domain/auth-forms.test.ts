import { validateRecovery, validateRegistration } from './auth-forms';

describe('validateRegistration', () => {
  const valid = { name: 'Lucía', email: 'lucia@example.com', password: 'abcdef' };

  it('accepts a name, an email and a 6-character password, trimmed', () => {
    expect(
      validateRegistration({ ...valid, name: ' Lucía ', email: ' lucia@example.com ' }),
    ).toEqual({
      value: valid,
      errors: {},
      valid: true,
    });
  });

  it('requires email and password with the spec message', () => {
    const validation = validateRegistration({ name: 'Lucía', email: ' ', password: '' });
    expect(validation.valid).toBe(false);
    expect(validation.errors).toEqual({
      email: 'El correo y la contraseña son obligatorios',
      password: 'El correo y la contraseña son obligatorios',
    });
  });

  it('requires at least 6 password characters', () => {
    expect(validateRegistration({ ...valid, password: 'abcde' }).errors).toEqual({
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
  });

  it('requires a non-blank name', () => {
    expect(validateRegistration({ ...valid, name: '  ' }).errors).toEqual({
      name: 'El nombre es obligatorio',
    });
  });

  it("requires an '@' in the email", () => {
    expect(validateRegistration({ ...valid, email: 'lucia.example.com' }).errors).toEqual({
      email: 'El correo electrónico debe contener una @',
    });
  });
});

describe('validateRecovery', () => {
  it('accepts an email, trimmed', () => {
    expect(validateRecovery({ email: ' ana@example.com ' })).toEqual({
      value: { email: 'ana@example.com' },
      errors: {},
      valid: true,
    });
  });

  it('requires the email', () => {
    expect(validateRecovery({ email: '' }).errors).toEqual({
      email: 'El correo electrónico es obligatorio',
    });
  });

  it('requires an email address', () => {
    expect(validateRecovery({ email: 'ana@' }).errors).toEqual({
      email: 'El formato del correo electrónico no es válido',
    });
  });
});
