import { hasControlCharacters } from '@/lib/validation/control-characters';

describe('control characters in text fields', () => {
  it.each([
    ['NUL', '\u0000'], ['BEL', '\u0007'], ['backspace', '\b'], ['ESC', '\u001b'], ['unit separator', '\u001f'], ['DEL', '\u007f'],
    ['vertical tab', '\u000b'], ['form feed', '\f'], ['a lone CR', 'a\rb'],
    ['tab', 'a\tb'], ['LF', 'a\nb'], ['CRLF', 'a\r\nb'],
  ])('refuses %s anywhere in a field', (_name, character) => {
    for (const value of [character, `a${character}`, `${character}b`, `a${character}b`]) {
      expect(hasControlCharacters(value)).toBe(true);
    }
  });

  it('allows ordinary text, including accents, emoji and the characters just past the controls', () => {
    for (const value of ['', 'Zoë O\'Brien-Smith', '1/2 Main St, #3', 'Ōtautahi 🏋️', ' ~', '\u0080\u00a0']) {
      expect(hasControlCharacters(value)).toBe(false);
    }
  });
});
