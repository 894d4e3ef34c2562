import { render, screen, within } from '@testing-library/react';
import { FlashContext } from '@/lib/http/flash-context';
import type { Flash } from '@/lib/http/flash-types';
import PreviewPage from '@/pages/preview';

/*
 * 'Preview drafts' (pages/preview.tsx): with embedded content, a form that posts the typed secret to /api/preview
 * (never a link with the secret in it); with hosted content, a pointer to the Studio and no form at all.
 */
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

function renderPage(access: 'form' | 'link', flash: Flash | null = null) {
  return render(
    <FlashContext value={flash}>
      <PreviewPage path="/faqs/shipping" access={access} />
    </FlashContext>,
  );
}

it('asks for the secret in a form that posts it, with the page to open beside it', () => {
  renderPage('form');
  const form = screen.getByRole('form', { name: 'Preview drafts' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/api/preview');
  const secret = within(form).getByLabelText('Preview secret');
  expect(secret).toHaveAttribute('type', 'password');
  expect(secret).toHaveAttribute('name', 'secret');
  expect(secret).toHaveValue('');
  expect(form.querySelector('input[name="slug"]')).toHaveValue('/faqs/shipping');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows a refused secret as a problem at the top of the form, the field marked and empty', () => {
  renderPage('form', { form: 'preview', errors: [{ message: 'The preview secret is missing or wrong.', field: 'secret' }], values: { slug: '/faqs/shipping' } });
  expect(screen.getByRole('alert')).toHaveTextContent('The preview secret is missing or wrong.');
  expect(screen.getByLabelText('Preview secret')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Preview secret')).toHaveValue('');
});

it('has no form with hosted content: previews open from the Studio', () => {
  renderPage('link');
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByLabelText('Preview secret')).toBeNull();
  expect(screen.getByText(/Open a draft from there with 'Open preview'/)).toBeInTheDocument();
});
