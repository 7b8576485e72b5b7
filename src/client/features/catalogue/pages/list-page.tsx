import type { ProductList } from '#shared/catalogue.ts';

export default function ListPage({ list }: { list: ProductList }) {
  return <h1 className="p-8 text-2xl font-bold">{list}</h1>;
}
