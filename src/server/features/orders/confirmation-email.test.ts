// The order confirmation email: recipient, subject, what both bodies say, and HTML escaping.
import { describe, expect, it } from 'vitest';
import type { OrderDto, OrderItemDto } from '#shared/schemas/orders.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';
import { escapeHtml, orderConfirmationEmail } from './confirmation-email.ts';

const line = (id: number, productId: number, productName: string, quantity: number, price: string, seller: SellerSummaryDto | null = null): OrderItemDto => ({
  id,
  productId,
  productName,
  variantId: null,
  variantOptions: {},
  sku: null,
  quantity,
  price,
  weight: null,
  product: { id: productId, name: productName, imageUrl: null, sellerId: null },
  returnableQuantity: quantity,
  seller,
});

const shop = (id: number, shopName: string, city: string, state: string): SellerSummaryDto => ({
  id,
  shopName,
  slug: shopName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  city,
  state,
  rating: null,
  reviewCount: 0,
});

const order = (overrides: Partial<OrderDto> = {}): OrderDto => ({
  id: 1042,
  createdAt: '2025-03-01T03:30:00.000Z',
  status: 'processing',
  subtotal: '1249.48',
  discount: '0.00',
  tax: '87.46',
  shipping: '8.95',
  total: '1345.89',
  shippingMethod: 'USPS Priority Mail',
  estimatedDeliveryDays: 3,
  shippingAddress: {
    fullName: 'Jordan Miller',
    email: 'jordan@example.test',
    street: '12 Main St',
    city: 'Des Moines',
    state: 'IA',
    zipCode: '50309',
    country: 'United States',
    phone: '515-555-0100',
  },
  paymentIntentId: 'pi_123',
  paymentBrand: 'visa',
  paymentLast4: '4242',
  paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
  promisedDeliveryDate: '2025-03-07T18:00:00.000Z',
  estimatedDeliveryDate: '2025-03-07T18:00:00.000Z',
  trackingNumber: null,
  shippingCarrier: null,
  shippingLabel: null,
  shipments: [],
  cancelReason: null,
  cancelledAt: null,
  refunded: '0.00',
  returnRefunds: [],
  deliveredAt: null,
  returnableUntil: null,
  items: [line(1, 7, 'Walnut Cutting Board', 2, '24.99'), line(2, 9, 'Cast Iron Skillet', 1, '1199.50')],
  ...overrides,
});

const PUBLIC_URL = 'https://shop.example.com';

describe('orderConfirmationEmail', () => {
  it('goes to the shipping email with the order number in the subject', () => {
    const mail = orderConfirmationEmail(order(), PUBLIC_URL);
    expect(mail.kind).toBe('order_confirmation');
    expect(mail.to).toBe('jordan@example.test');
    expect(mail.subject).toBe('Your Heartland Market order #1042 is confirmed');
  });

  it('says everything about the order in the text body', () => {
    const { text } = orderConfirmationEmail(order(), PUBLIC_URL);
    expect(text).toContain('Hello Jordan Miller,');
    // 03:30 UTC on March 1 is 9:30 pm on February 28 in the marketplace's zone (US Central), where
    // the shopper in Des Moines placed it: the date of the order's pages, whatever the server's zone.
    expect(text).toContain('Your order #1042, placed on February 28, 2025, is confirmed.');
    expect(text).toContain('- Walnut Cutting Board: 2 × $24.99 = $49.98');
    expect(text).toContain('- Cast Iron Skillet: 1 × $1,199.50 = $1,199.50');
    expect(text).toContain('Subtotal: $1,249.48');
    expect(text).toContain('Tax: $87.46');
    expect(text).toContain('Shipping (USPS Priority Mail, arrives by Fri, Mar 7): $8.95');
    expect(text).toContain('Total: $1,345.89');
    expect(text).toContain('Shipping to\nJordan Miller\n12 Main St\nDes Moines, IA 50309\nUnited States\nPhone: 515-555-0100');
    expect(text).toContain('Payment: Visa ending in 4242');
    expect(text).toContain('View your order: https://shop.example.com/orders/1042');
  });

  it('shows the multi-item discount as its own line between the subtotal and the tax, and none without one', () => {
    const { text, html } = orderConfirmationEmail(order({ discount: '62.47', tax: '83.09', total: '1279.05' }), PUBLIC_URL);
    expect(text).toContain('Subtotal: $1,249.48\nMulti-item discount (5%): -$62.47\nTax: $83.09');
    expect(text).toContain('Total: $1,279.05');
    expect(html).toContain('Multi-item discount (5%)');
    expect(html).toContain('-$62.47');
    expect(orderConfirmationEmail(order(), PUBLIC_URL).text).not.toContain('discount');
  });

  it('says the same in the HTML body', () => {
    const { html } = orderConfirmationEmail(order(), PUBLIC_URL);
    expect(html).toBeDefined();
    for (const fragment of [
      'Hello Jordan Miller,',
      'placed on February 28, 2025',
      '>Walnut Cutting Board<',
      '2 × $24.99',
      '$49.98',
      '$1,199.50',
      '$1,249.48',
      '$87.46',
      'Shipping (USPS Priority Mail, arrives by Fri, Mar 7)',
      '$8.95',
      '$1,345.89',
      'Des Moines, IA 50309',
      'Visa ending in 4242',
      'href="https://shop.example.com/orders/1042"',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  it('groups the lines by shop: "Sold by" and where each package ships from, the package\'s own city once labelled', () => {
    const prairie = shop(2, 'Prairie Workshop Co.', 'Ames', 'IA');
    const bluebird = shop(3, 'Bluebird <Mercantile>', 'Asheville', 'NC');
    const items = [
      line(1, 7, 'Walnut Cutting Board', 2, '24.99', prairie),
      line(2, 9, 'Quilt', 1, '199.50', bluebird),
      line(3, 5, 'Gift Card', 1, '25.00'),
      line(4, 8, 'Oak Spoon', 1, '12.00', prairie),
    ];
    const shipped = {
      trackingNumber: 'T1',
      carrier: 'USPS',
      service: 'Priority Mail',
      status: 'IN_TRANSIT',
      deliveredAt: null,
      createdAt: '2025-03-02T00:00:00.000Z',
    };
    const mail = orderConfirmationEmail(order({ items, shipments: [{ ...shipped, sellerId: 3, shipFrom: { city: 'Weaverville', state: 'NC' } }] }), PUBLIC_URL);
    expect(mail.text).toContain(
      [
        'Items',
        'Sold by Prairie Workshop Co. · Ships from Ames, IA',
        '- Walnut Cutting Board: 2 × $24.99 = $49.98',
        '- Oak Spoon: 1 × $12.00 = $12.00',
        '',
        'Sold by Bluebird <Mercantile> · Ships from Weaverville, NC',
        '- Quilt: 1 × $199.50 = $199.50',
        '',
        '- Gift Card: 1 × $25.00 = $25.00',
      ].join('\n'),
    );
    expect(mail.html).toContain('>Sold by Prairie Workshop Co. · Ships from Ames, IA<');
    expect(mail.html).toContain('>Sold by Bluebird &lt;Mercantile&gt; · Ships from Weaverville, NC<');
    expect(mail.html!.indexOf('Oak Spoon')).toBeLessThan(mail.html!.indexOf('Bluebird'));
  });

  it("names a line's variant after its product, and the seller's option values escaped in the HTML", () => {
    const chair = { ...line(1, 7, 'Walnut Bench', 1, '230.00'), variantId: 31, variantOptions: { Size: 'Large', Colour: 'Oak & <Walnut>' }, sku: 'WB-L' };
    const mail = orderConfirmationEmail(order({ items: [chair, line(2, 9, 'Cast Iron Skillet', 1, '1199.50')] }), PUBLIC_URL);
    expect(mail.text).toContain('- Walnut Bench - Size: Large, Colour: Oak & <Walnut>: 1 × $230.00 = $230.00');
    expect(mail.text).toContain('- Cast Iron Skillet: 1 × $1,199.50 = $1,199.50');
    expect(mail.html).toContain('>Walnut Bench - Size: Large, Colour: Oak &amp; &lt;Walnut&gt;<');
  });

  it('escapes every user-provided string in the HTML and leaves the text as typed', () => {
    const mail = orderConfirmationEmail(
      order({
        shippingAddress: {
          fullName: 'Jo "JJ" <b>Miller</b>',
          email: 'jordan@example.test',
          street: "1 O'Hare & Co <img src=x onerror=alert(1)>",
          city: 'Des Moines',
          state: 'IA',
          zipCode: '50309',
          country: 'United States',
        },
        items: [line(1, 1, '<script>alert("x")</script>', 1, '5.00')],
      }),
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Miller');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Hello Jo &quot;JJ&quot; &lt;b&gt;Miller&lt;/b&gt;,');
    expect(mail.html).toContain('1 O&#39;Hare &amp; Co &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('- <script>alert("x")</script>: 1 × $5.00 = $5.00');
    expect(mail.text).toContain('Hello Jo "JJ" <b>Miller</b>,');
  });

  it('leaves out what the order does not have', () => {
    const mail = orderConfirmationEmail(
      order({ paymentBrand: null, paymentLast4: null, shippingMethod: null, shippingAddress: { ...order().shippingAddress, phone: undefined } }),
      `${PUBLIC_URL}/`,
    );
    expect(mail.text).not.toContain('Payment:');
    expect(mail.html).not.toContain('Payment');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).toContain('Shipping (arrives by Fri, Mar 7): $8.95');
    expect(mail.text).toContain('View your order: https://shop.example.com/orders/1042');
  });

  it('names the card without a brand, and the brand without the digits', () => {
    expect(orderConfirmationEmail(order({ paymentBrand: null }), PUBLIC_URL).text).toContain('Payment: Card ending in 4242');
    expect(orderConfirmationEmail(order({ paymentBrand: 'amex', paymentLast4: null }), PUBLIC_URL).text).toContain('Payment: American Express\n');
  });

  it('refuses an order without an email address', () => {
    expect(() => orderConfirmationEmail(order({ shippingAddress: { ...order().shippingAddress, email: undefined } }), PUBLIC_URL)).toThrow('no email address');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('the order date', () => {
  it('is the same whatever zone the server runs in', () => {
    const zone = process.env.TZ;
    try {
      const texts = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].map((tz) => {
        process.env.TZ = tz;
        return orderConfirmationEmail(order({ createdAt: '2025-07-04T04:15:00.000Z' }), PUBLIC_URL).text;
      });
      for (const text of texts) expect(text).toContain('placed on July 3, 2025,');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
