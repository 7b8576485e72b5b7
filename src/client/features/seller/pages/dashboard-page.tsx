import { PackageSearch, Plus, RotateCcw, Wallet } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { SalesPanel } from '../components/sales-panel.tsx';
import { SellerOrders } from '../components/seller-orders.tsx';
import { SellerPage } from '../components/seller-page.tsx';
import { SellerStats } from '../components/seller-stats.tsx';

/**
 * /seller/dashboard (docs/product.md B2, decision 0025): the seller's totalSales, totalOrders and
 * activeProducts, their earnings after the platform's fee, sales over time and their orders, with
 * the way to the other seller tools. Behind the seller guard, so a user is always there. The
 * administrator's is the platform's own stock (the server answers it; decision 0026): the house
 * orders they ship, without the seller tools.
 */
export default function DashboardPage() {
  useSeo({ title: 'Seller Dashboard', description: 'Your sales, earnings and orders on Heartland Market.', noIndex: true });
  const { user } = useAuth();
  if (!user) return null;
  const platform = user.isAdmin;
  const intro = platform
    ? "Heartland Market's own stock: the orders to ship from the warehouse, and their sales"
    : user.companyName
      ? `${user.companyName}: your sales, earnings and orders at a glance`
      : 'Your sales, earnings and orders at a glance';

  return (
    <SellerPage
      title={platform ? 'Ship Orders' : 'Seller Dashboard'}
      intro={intro}
      crumbs={[]}
      actions={
        platform ? undefined : (
          <nav aria-label="Seller tools" className="flex flex-wrap gap-2">
            <Link to="/seller/products" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              <PackageSearch className="h-4 w-4" aria-hidden />
              My Products
            </Link>
            <Link to="/seller/returns" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              Manage Returns
            </Link>
            <Link to="/seller/payouts" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              <Wallet className="h-4 w-4" aria-hidden />
              Payouts
            </Link>
            <Link to="/seller/submit-product" className={buttonClass({ variant: 'brand', size: 'sm' })}>
              <Plus className="h-4 w-4" aria-hidden />
              Add Product
            </Link>
          </nav>
        )
      }
    >
      <div className="space-y-6">
        <SellerStats userId={user.id} platform={platform} />
        <SalesPanel userId={user.id} />
        <SellerOrders userId={user.id} />
      </div>
    </SellerPage>
  );
}
