import { act, fireEvent, render, screen } from '@testing-library/react';
import { useActionNotice } from '@/hooks/use-action-notice';

/** A page with two forms, as the profile page: the details (whose notice is tested) and the password. */
function Page() {
  const [notice, setNotice] = useActionNotice('details-form');
  return (
    <>
      <form id="details-form" aria-label="Details" onSubmit={(event) => event.preventDefault()}>
        <input aria-label="First name" defaultValue="Ana" />
        <div role="status">{notice}</div>
        <button type="button" onClick={() => setNotice('Your details are saved.')}>
          Saved
        </button>
        <button type="submit">Save details</button>
      </form>
      <form id="password-form" aria-label="Password" onSubmit={(event) => event.preventDefault()}>
        <button type="submit">Change password</button>
      </form>
    </>
  );
}

function save() {
  act(() => screen.getByRole('button', { name: 'Saved' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('Your details are saved.');
}

describe('useActionNotice', () => {
  it('keeps the notice while nothing else happens, and through a submit of its own form', () => {
    render(<Page />);
    save();
    fireEvent.submit(screen.getByRole('form', { name: 'Details' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your details are saved.');
  });

  it('clears it when another form of the page is submitted', () => {
    render(<Page />);
    save();
    fireEvent.submit(screen.getByRole('form', { name: 'Password' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears it when its own form is edited', () => {
    render(<Page />);
    save();
    fireEvent.input(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Anaïs' } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
