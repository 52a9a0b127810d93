import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formResult, type FormValidation } from '@vigia/shared/contracts';
import { renderWithSystem } from '@vigia/shared/testing';
import { CredentialsForm, type CredentialsFormProps } from './CredentialsForm';

interface Registration {
  name: string;
  email: string;
  password: string;
}

/** A sign-up's rule, in this test's own words. */
function validate(values: Registration): FormValidation<Registration> {
  return formResult(values, values.name.trim() ? {} : { name: 'Falta el nombre' });
}

const labels = {
  name: 'Tu nombre',
  email: 'Correo',
  password: 'Clave',
  passwordHint: 'Seis letras o más',
  submit: 'Registrarme',
  busy: 'Registrando...',
};

function SignUp(props: Partial<CredentialsFormProps<Registration>>) {
  const [error, setError] = useState<string | null>(null);
  return (
    <CredentialsForm
      initialValues={{ name: '', email: '', password: '' }}
      labels={labels}
      newPassword
      validate={validate}
      onSubmit={async () => undefined}
      errorMessage={(failure) => `No se pudo: ${String(failure)}`}
      error={error}
      onErrorChange={setError}
      {...props}
    />
  );
}

describe('CredentialsForm', () => {
  it("shows the screen's own words, and a name field when the values hold a name", () => {
    renderWithSystem(<SignUp />);
    expect(screen.getByLabelText('Tu nombre')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Clave')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('Seis letras o más')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarme' })).toBeEnabled();
  });

  it('has no name field for email and password alone', () => {
    renderWithSystem(
      <CredentialsForm
        initialValues={{ email: '', password: '' }}
        labels={{ ...labels, name: undefined }}
        validate={(values) => formResult(values, {})}
        onSubmit={async () => undefined}
        errorMessage={String}
        error={null}
        onErrorChange={() => undefined}
      />,
    );
    expect(screen.queryByLabelText('Tu nombre')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Clave')).toHaveAttribute('autocomplete', 'current-password');
  });

  it("sends nothing while a field is invalid, and shows that field's message", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => undefined);
    renderWithSystem(<SignUp onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(screen.getByText('Falta el nombre')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is busy while sending, then reports a failure above the fields and is free again', async () => {
    const user = userEvent.setup();
    let fail: (reason: unknown) => void = () => undefined;
    const onSubmittingChange = jest.fn();
    renderWithSystem(
      <SignUp
        onSubmit={() => new Promise((_resolve, reject) => (fail = reject))}
        onSubmittingChange={onSubmittingChange}
      />,
    );
    await user.type(screen.getByLabelText('Tu nombre'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(screen.getByRole('button', { name: 'Registrando...' })).toBeDisabled();
    expect(screen.getByLabelText('Correo')).toBeDisabled();
    expect(onSubmittingChange).toHaveBeenLastCalledWith(true);

    fail('sin red');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo: sin red');
    expect(screen.getByRole('button', { name: 'Registrarme' })).toBeEnabled();
    expect(onSubmittingChange).toHaveBeenLastCalledWith(false);
  });

  it('waits while another sign-in of the screen is under way, with its label if given', () => {
    renderWithSystem(<SignUp pending pendingLabel="Procesando..." />);
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(screen.getByLabelText('Tu nombre')).toBeDisabled();
  });
});
