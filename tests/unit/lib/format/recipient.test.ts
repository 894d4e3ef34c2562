/** @jest-environment node */
import { recipientLabel } from '@/lib/format/recipient';

describe('recipientLabel', () => {
  it('shows the name and the email, or whichever is known', () => {
    expect(recipientLabel({ name: 'Ann', email: 'ann@example.com' })).toBe('Ann (ann@example.com)');
    expect(recipientLabel({ name: 'Ann', email: '' })).toBe('Ann');
    expect(recipientLabel({ name: '', email: 'ann@example.com' })).toBe('ann@example.com');
  });
});
