import { addressSchema } from '@/lib/accounts/address-schema';
import { signupSchema } from '@/lib/accounts/signup-schema';
import { ApiError } from '@/lib/http/api-error';
import { parseWith } from '@/lib/http/route';

/** The fields of every problem of an empty Australian form, in the order a post's error summary lists them. */
async function problemFields(schema: Parameters<typeof parseWith>[0]): Promise<string[]> {
  const error = await parseWith(schema, { country: 'AU' }).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected the empty form to be refused');
  return (error.problems ?? []).map((problem) => problem.field ?? '');
}

describe("a form's problems are listed in the order its fields stand on the page", () => {
  it('an address form: the names, the phone, the address, the state and the postcode', async () => {
    expect(await problemFields(addressSchema)).toEqual(['firstName', 'lastName', 'phone', 'address1', 'suburb', 'state', 'postcode']);
  });

  it('sign-up: the names and the email, the address, then the password', async () => {
    expect(await problemFields(signupSchema)).toEqual(['firstName', 'lastName', 'email', 'phone', 'address1', 'suburb', 'state', 'postcode', 'password', 'confirm']);
  });
});
