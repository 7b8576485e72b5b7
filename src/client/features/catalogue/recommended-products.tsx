import { useQuery } from '@tanstack/react-query';
import { ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { productsQuery } from './api.ts';
import { shopCard } from './shop-product-card.tsx';

/**
 * The empty cart's four recommended products (docs/product.md A2), with the shop cards' Add to Cart
 * and heart. The route table gives it to the cart page (src/client/app/routes.tsx), so the cart
 * feature, which the cards use, never imports the catalogue (docs/architecture.md §7).
 */
export default function RecommendedProducts() {
  const recommended = useQuery(productsQuery({ limit: 4 }));
  return <ProductGrid products={recommended.data?.items.slice(0, 4)} loading={recommended.isPending} label="Recommended Products" renderCard={shopCard} />;
}
