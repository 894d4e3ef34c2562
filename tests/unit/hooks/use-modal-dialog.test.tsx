import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';

function Modal({ open, label }: { open: boolean; label: string }) {
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} aria-label={label}>
      {label}
    </dialog>
  );
}

/**
 * A form's submit button, disabled while the form is sent, as sign-up's: a loading modal, then (the request failed,
 * the form still finishing its submit) an error modal, then the button is enabled again.
 */
function Form() {
  const [submitting, setSubmitting] = useState(false);
  const [modal, setModal] = useState<'none' | 'loading' | 'error'>('none');
  const step = (name: string, action: () => void) => (
    <button type="button" hidden onClick={action}>
      {name}
    </button>
  );
  return (
    <>
      <button
        type="button"
        disabled={submitting}
        onClick={() => {
          setSubmitting(true);
          setModal('loading');
        }}
      >
        Create account
      </button>
      {step('fail', () => setModal('error'))}
      {step('finish', () => setSubmitting(false))}
      {step('ok', () => setModal('none'))}
      <Modal open={modal === 'loading'} label="Loading" />
      <Modal open={modal === 'error'} label="Error" />
    </>
  );
}

const press = (name: string) => act(() => (screen.getByText(name, { selector: 'button' }) as HTMLButtonElement).click());

it('gives focus back to the button a disabled-while-sending form lost it from, after its loading and error modals', () => {
  render(<Form />);
  const submit = screen.getByRole('button', { name: 'Create account' });
  // Pressed: the button is disabled, and the browser drops focus to the page (jsdom would not: blurred here first).
  act(() => submit.focus());
  act(() => submit.blur());
  act(() => submit.click());
  expect(submit).toBeDisabled();
  expect(document.activeElement).toBe(document.body);

  press('fail');
  press('finish');
  expect(submit).not.toBeDisabled();
  // The error modal is closed (Ok or Escape): focus is back on the button, not at the top of the page.
  press('ok');
  expect(document.activeElement).toBe(submit);
});
