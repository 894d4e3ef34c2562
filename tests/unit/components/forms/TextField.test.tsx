import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderToString } from 'react-dom/server';
import TextField from '@/components/forms/TextField';

/** A password field's Show toggle needs a script: the server HTML keeps its room but does not show it. */
function PasswordField() {
  return (
    <Formik initialValues={{ password: '' }} onSubmit={() => undefined}>
      <TextField name="password" label="Password" type="password" revealable />
    </Formik>
  );
}

describe('a revealable password field', () => {
  it('is in the server HTML as a password field, its Show toggle kept unseen', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PasswordField />);
    expect(container.querySelector('input')).toHaveAttribute('type', 'password');
    expect(container.querySelector('button')).toHaveClass('until-hydrated');
  });

  it('shows the toggle once hydrated', () => {
    render(<PasswordField />);
    expect(screen.getByRole('button', { name: 'Show password' })).not.toHaveClass('until-hydrated');
  });
});
