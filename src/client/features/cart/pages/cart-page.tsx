export default function CartPage() {
  return <h1 className="p-8 text-2xl font-bold">Your Cart</h1>;
}
