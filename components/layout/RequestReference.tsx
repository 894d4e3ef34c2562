/** The failed request's id (X-Request-Id) for the shopper to quote: support finds the request in the logs by it. */
export default function RequestReference({ requestId }: { requestId: string | null | undefined }) {
  if (!requestId) return null;
  return (
    <p>
      If it keeps happening, contact us and quote this reference: <code>{requestId}</code>
    </p>
  );
}
