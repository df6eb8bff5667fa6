// Placeholder: replaced by the issue that builds this page.
export default function AccountIndex() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">My Account</h1>
    </main>
  );
}
