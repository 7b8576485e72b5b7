export default function Page() {
  return <h1 className="p-8 text-2xl font-bold">write-review-page</h1>;
}
