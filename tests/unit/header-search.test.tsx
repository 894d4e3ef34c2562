import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeaderSearch, { HEADER_SEARCH_INPUT_ID } from '@/components/layout/HeaderSearch';

const SHELL_LISTBOX = `${HEADER_SEARCH_INPUT_ID}-listbox`;

beforeEach(() => {
  // Suggestions are not the point here: the search API answers with an error.
  global.fetch = jest.fn(async () => new Response('{"errors":[{"message":"down"}]}', { status: 503 })) as typeof fetch;
});

function combobox() {
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('HeaderSearch (server-rendered field, suggestions loaded on intent)', () => {
  it('renders a plain GET search form before any intent', () => {
    render(<HeaderSearch />);
    const form = screen.getByRole('search', { name: 'Site search' });
    expect(form).toHaveAttribute('action', '/search-results-page');
    expect(form).toHaveAttribute('method', 'get');
    expect(combobox()).toHaveAttribute('name', 'q');
    expect(combobox()).toHaveAttribute('aria-controls', SHELL_LISTBOX);
  });

  it('keeps every keystroke and the focus while the suggestions code takes over', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch />);
    await user.type(combobox(), 'whey protein');
    await waitFor(() => expect(combobox().getAttribute('aria-controls')).not.toBe(SHELL_LISTBOX));
    expect(combobox()).toHaveValue('whey protein');
    expect(combobox()).toHaveFocus();
    // The combobox now owns the keys: Escape closes the suggestions, then clears the text.
    await user.keyboard('{Escape}{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it("keeps the focus on 'Submit search' when the shopper tabbed there before the suggestions code arrived", async () => {
    render(<HeaderSearch />);
    act(() => {
      combobox().focus();
      screen.getByRole('button', { name: 'Submit search' }).focus();
    });
    await waitFor(() => expect(combobox().getAttribute('aria-controls')).not.toBe(SHELL_LISTBOX));
    expect(screen.getByRole('button', { name: 'Submit search' })).toHaveFocus();
  });

  it("loads on the '/' shortcut and focuses the field, but not while typing in another field", async () => {
    const user = userEvent.setup();
    const onShortcut = jest.fn();
    render(
      <>
        <input aria-label="Other" />
        <HeaderSearch onShortcut={onShortcut} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Other' }));
    await user.keyboard('/');
    expect(onShortcut).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Other' })).toHaveValue('/');

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(onShortcut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(combobox().getAttribute('aria-controls')).not.toBe(SHELL_LISTBOX));
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveValue('');
  });

  it('Escape on the empty field calls onEscape (the narrow-screen search closes)', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(<HeaderSearch onEscape={onEscape} />);
    await user.click(combobox());
    await waitFor(() => expect(combobox().getAttribute('aria-controls')).not.toBe(SHELL_LISTBOX));
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
