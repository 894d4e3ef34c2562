import type { GetServerSideProps } from 'next';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';

/** /account has no page of its own: the orders are the account's home. */
export default function AccountIndex() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async () => ({ redirect: { destination: DEFAULT_RETURN_TO, permanent: false } });
