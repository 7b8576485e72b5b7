// The seller dashboard's contract without zod (docs/product.md B2, B3, B7 and B9; decision 0025): the
// figures GET /api/seller/stats and GET /api/seller/sales answer, and the fee rule they share with
// the page. The inputs' schemas are in schemas/seller-dashboard.ts.

/** docs/product.md B9's policy text: the platform keeps 15% of a seller's sales. */
export const PLATFORM_FEE_PERCENT = 15;

/**
 * The fee of a dashboard's party (decision 0025): a seller pays PLATFORM_FEE_PERCENT; the platform's
 * own stock (no seller, the administrator's dashboard) pays no fee to itself (decision 0043).
 */
export const platformFeePercentOf = (sellerId: number | null): number => (sellerId === null ? 0 : PLATFORM_FEE_PERCENT);

/**
 * The platform's fee of `percent` on `salesCents`, to the nearest cent (half a cent rounds up). The
 * books charge it per order and seller on their items after discount (docs/decisions/0056), and the
 * dashboard sums those fees, so its fee is the ledger's to the cent.
 */
export function platformFeeCents(salesCents: number, percent: number): number {
  if (salesCents <= 0) return 0;
  return Math.floor((salesCents * percent + 50) / 100);
}

/**
 * GET /api/seller/stats: the spec's three figures and the seller's earnings as the books hold them
 * (docs/decisions/0056, "The dashboard's figures"). Sales are the seller's own lines (price x
 * quantity, less their share of the multi-item discount) of orders that are not cancelled, less the
 * goods of completed returns; taxes and shipping are not sales. The earnings add up:
 * totalSales - unbookedSales + shipping - platformFee - postage + adjustments = netSales.
 */
export interface SellerStatsDto {
  /** "1234.50": sales after returns, before the platform's fee */
  totalSales: string;
  /** orders holding at least one of the seller's lines, cancelled orders not counted */
  totalOrders: number;
  /** the seller's approved products that are not out of stock */
  activeProducts: number;
  /** "120.00": the goods of completed returns, already taken off totalSales */
  returns: string;
  /** 15; 0 for the platform's own stock */
  platformFeePercent: number;
  /** "185.18": the fees the books charged on the sales, per order, less the fees given back with refunds */
  platformFee: string;
  /** "1049.32": what the books owe the seller for their sales: their pending, available and paid-out balances together */
  netSales: string;
  /** "23.80": the shipping shoppers paid for the seller's parcels, which the books pass on to them */
  shipping: string;
  /** "16.60": labels bought through the marketplace (orders' and returns'), taken from the seller's balance */
  postage: string;
  /** "0.00": any other movement of the seller's money in the books (a correction), signed */
  adjustments: string;
  /** "0.00": sales of orders paid before the marketplace kept books: in totalSales, not in netSales */
  unbookedSales: string;
}

/** The chart's spans: the last 30 days by day, the last 12 months by month. */
export const SALES_RANGES = ['30d', '12m'] as const;
export type SalesRange = (typeof SALES_RANGES)[number];

/** One day or month of the chart, in the marketplace's time zone. */
export interface SalesPointDto {
  /** the period's first day there, "2026-11-23" (months: "2026-11-01") */
  period: string;
  /** "84.00": the seller's sales of orders placed in the period, less their returns */
  sales: string;
  /** orders placed in the period holding the seller's lines (cancelled ones not counted) */
  orders: number;
}

/** GET /api/seller/sales?range=: every period of the range, oldest first, empty ones as zero. */
export interface SalesSeriesDto {
  range: SalesRange;
  unit: 'day' | 'month';
  /** the zone the periods are cut in (MARKET_TIME_ZONE) */
  timeZone: string;
  points: SalesPointDto[];
  /** "831.00": the sum of the points' sales */
  totalSales: string;
}

/** GET /api/orders/seller: an optional status filter; cancelled orders are listed too (not to be shipped). */
export const SELLER_ORDER_FILTERS = ['all', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type SellerOrderFilter = (typeof SELLER_ORDER_FILTERS)[number];
