import type { GetServerSideProps } from 'next';
import AccountLayout from '@/components/account/AccountLayout';
import OrdersTable from '@/components/account/OrdersTable';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce } from '@/lib/commerce';
import type { Customer, Order } from '@/lib/commerce/types';

interface Props {
  customer: Customer;
  orders: Order[];
}

/** The customer's orders (where the shopper lands after sign-up and sign-in). */
export default function OrdersPage({ customer, orders }: Props) {
  return (
    <AccountLayout title="Your orders" path="/account/orders">
      <p>Signed in as {customer.firstName} {customer.lastName} ({customer.email}).</p>
      <OrdersTable orders={orders} />
    </AccountLayout>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { customer, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const orders = await (await getCommerce()).listOrders(customer.entityId);
  return { props: { customer, orders } };
};
