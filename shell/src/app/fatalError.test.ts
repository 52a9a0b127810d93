import { screen } from '@testing-library/react';
import { showFatalError } from './fatalError';

it("shows 'Application Error' with the message using plain DOM", () => {
  document.body.innerHTML = '<div id="root"><p>old</p></div>';
  showFatalError(new Error('Loading chunk 42 failed.'));
  expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
  expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
  expect(screen.queryByText('old')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
});
