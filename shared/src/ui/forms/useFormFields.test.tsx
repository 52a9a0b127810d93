import { act, renderHook } from '@testing-library/react';
import { useFormFields } from './useFormFields';

describe('useFormFields', () => {
  it('changes a value and clears only that field’s error', () => {
    const { result } = renderHook(() => useFormFields({ email: '', password: '' }));
    act(() => result.current.setErrors({ email: 'mal', password: 'falta' }));
    act(() => result.current.change('email')({ target: { value: 'ana@example.com' } }));
    expect(result.current.values).toEqual({ email: 'ana@example.com', password: '' });
    expect(result.current.errors).toEqual({ email: undefined, password: 'falta' });
  });
});
