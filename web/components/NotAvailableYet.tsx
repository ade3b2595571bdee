/** A section whose feature is still being built: says so, with no controls. */
export function NotAvailableYet({ what }: { what: string }) {
  return <p className="hint">Not available yet: {what}</p>;
}
