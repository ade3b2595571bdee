export function ImportPage() {
  return <h1>Import</h1>;
}
