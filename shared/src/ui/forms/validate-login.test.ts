import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('accepts an email and a password, trimming the email', () => {
    expect(validateLogin({ email: '  ana@example.com ', password: 'secreto' })).toEqual({
      value: { email: 'ana@example.com', password: 'secreto' },
      errors: {},
      valid: true,
    });
  });

  it('rejects a blank email with the spec message', () => {
    const validation = validateLogin({ email: '   ', password: 'secreto' });
    expect(validation.valid).toBe(false);
    expect(validation.errors.email).toBe('El formato del correo electrónico no es válido');
  });

  it('rejects an empty password with the spec message', () => {
    const validation = validateLogin({ email: 'ana@example.com', password: '' });
    expect(validation.valid).toBe(false);
    expect(validation.errors).toEqual({ password: 'La contraseña es requerida' });
  });

  it('keeps a password made of spaces as typed', () => {
    expect(validateLogin({ email: 'a@b.es', password: '  ' }).value.password).toBe('  ');
  });
});
