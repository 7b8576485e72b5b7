/**
 * Word lists for the generated large catalogue (`npm run seed -- --products N`): per category, a
 * few makers' styles, materials and kinds of goods, so generated names read like real listings
 * ("Hand-Forged Cast Iron Skillet") and searches meet realistic match counts.
 */
export interface CategoryWords {
  styles: readonly string[];
  materials: readonly string[];
  goods: readonly string[];
  /** what the maker is called in the description */
  maker: string;
}

export const LARGE_WORDS: Record<number, CategoryWords> = {
  1: {
    styles: ['Studio', 'Compact', 'Portable', 'Heritage', 'Pro', 'Field', 'Classic', 'Weatherproof'],
    materials: ['Walnut', 'Aluminum', 'Maple', 'Steel', 'Cherry', 'Brass', 'Oak', 'Carbon Fiber'],
    goods: ['Bookshelf Speakers', 'Headphone Amplifier', 'USB-C Charger', 'Wireless Charging Pad', 'Condenser Microphone', 'Bluetooth Speaker', 'Mechanical Keyboard', 'Desk Lamp', 'Turntable', 'Radio', 'Power Bank', 'Phone Stand'],
    maker: 'an electronics shop',
  },
  2: {
    styles: ['Heavyweight', 'Classic', 'Rugged', 'Lightweight', 'Heritage', 'Everyday', 'Vintage', 'Tailored'],
    materials: ['Denim', 'Merino Wool', 'Waxed Canvas', 'Cotton', 'Flannel', 'Leather', 'Linen', 'Fleece'],
    goods: ['Jeans', 'Sweater', 'Chore Coat', 'Pocket Tee', 'Hiking Socks', 'Work Shirt', 'Belt', 'Watch Cap', 'Vest', 'Overalls', 'Scarf', 'Gloves'],
    maker: 'a cut-and-sew shop',
  },
  3: {
    styles: ['Hand-Forged', 'Heirloom', 'Rustic', 'Shaker', 'Farmhouse', 'Hand-Thrown', 'Pre-Seasoned', 'Hammered'],
    materials: ['Cast Iron', 'Black Walnut', 'Copper', 'Carbon Steel', 'Stoneware', 'White Oak', 'Linen', 'Beeswax'],
    goods: ['Skillet', 'Dutch Oven', 'Chef Knife', 'Paring Knife', 'Cutting Board', 'Coffee Mugs', 'Saucepan', 'Taper Candles', 'Step Stool', 'Kitchen Towels', 'Serving Bowl', 'Griddle'],
    maker: 'a kitchen workshop',
  },
  4: {
    styles: ['Small-Batch', 'Cold-Process', 'Unscented', 'Botanical', 'Classic', 'Soothing', 'Natural', 'Barbershop'],
    materials: ['Goat Milk', 'Cedarwood', 'Beeswax', 'Lavender', 'Shea Butter', 'Oatmeal', 'Peppermint', 'Tallow'],
    goods: ['Soap', 'Beard Oil', 'Lip Balm', 'Safety Razor', 'Shaving Cream', 'Hand Salve', 'Body Lotion', 'Shampoo Bar', 'Deodorant', 'Face Serum', 'Bath Salts', 'Comb'],
    maker: 'a soap and care studio',
  },
  5: {
    styles: ['Ultralight', 'Trail', 'Pro-Grade', 'Backcountry', 'Expedition', 'Classic', 'Insulated', 'Packable'],
    materials: ['Cedar', 'Ash', 'Ripstop Nylon', 'Down', 'Graphite', 'Steel', 'Wool', 'Leather'],
    goods: ['Canoe Paddle', 'Backpacking Tent', 'Fly Rod', 'Baseball Bat', 'Water Bottle', 'Camp Quilt', 'Baseball Glove', 'Camp Blanket', 'Trekking Poles', 'Sleeping Pad', 'Daypack', 'Hammock'],
    maker: 'an outfitter',
  },
  6: {
    styles: ['Illustrated', 'Clothbound', 'Pocket', 'Collected', 'Letterpress', 'Annotated', 'Limited', 'Field'],
    materials: ['Prairie', 'Appalachian', 'Great Lakes', 'Route 66', 'National Parks', 'Frontier', 'Delta Blues', 'Heartland'],
    goods: ['Field Journal', 'Wildflower Prints', 'Pattern History', 'Travel Notebook', 'Road Atlas', 'Vinyl LP', 'Cookbook', 'Poetry Collection', 'Photo Book', 'Sketchbook', 'Almanac', 'Wall Calendar'],
    maker: 'a small press',
  },
  7: {
    styles: ['Handmade', 'Classic', 'Heirloom', 'Family', 'Kids', 'Deluxe', 'Travel', 'Vintage'],
    materials: ['Maple', 'Hardwood', 'Walnut', 'Birch', 'Glass', 'Cotton', 'Pine', 'Felt'],
    goods: ['Train Set', 'Building Blocks', 'Chess Set', 'Puzzle Map', 'Marbles Set', 'Strategy Game', 'Plush Bison', 'Spinning Top', 'Doll House', 'Yo-Yo', 'Checkers Set', 'Rocking Horse'],
    maker: 'a toy workshop',
  },
  8: {
    styles: ['Organic', 'Raw', 'Small-Batch', 'Plant-Based', 'Soothing', 'Daily', 'Herbal', 'Restorative'],
    materials: ['Wildflower', 'Elderberry', 'Chamomile', 'Cork', 'Buckwheat', 'Arnica', 'Ginger', 'Turmeric'],
    goods: ['Honey', 'Tea Sampler', 'Yoga Mat', 'Syrup', 'Vitamin Capsules', 'Meditation Cushion', 'Bath Soak', 'Massage Oil', 'Heat Pack', 'Foam Roller', 'Tincture', 'Sleep Mask'],
    maker: 'a wellness maker',
  },
  9: {
    styles: ['Professional', 'Heavy-Duty', 'All-Weather', 'Classic', 'Garage', 'Mechanic', 'Road Trip', 'Premium'],
    materials: ['Chrome Vanadium', 'Carnauba', 'Leather', 'Rubber', 'Steel', 'Canvas', 'Microfiber', 'Brass'],
    goods: ['Socket Set', 'Paste Wax', 'Steering Wheel Cover', 'Floor Mats', 'Tire Pressure Gauge', 'Trunk Organizer', 'Wrench Set', 'Jumper Cables', 'Creeper', 'Drain Pan', 'Seat Covers', 'Tool Roll'],
    maker: 'a tool works',
  },
  10: {
    styles: ['Orthopedic', 'Braided', 'Handmade', 'Tip-Proof', 'Cozy', 'Classic', 'Adventure', 'Small-Batch'],
    materials: ['Leather', 'Cedar', 'Stoneware', 'Wool', 'Peanut Butter', 'Canvas', 'Hemp', 'Sweet Potato'],
    goods: ['Dog Bed', 'Dog Leash', 'Dog Biscuits', 'Catnip Mouse', 'Pet Bowl', 'Cat Scratcher', 'Dog Collar', 'Chew Toy', 'Cat Tree', 'Pet Blanket', 'Treat Pouch', 'Harness'],
    maker: 'a pet goods maker',
  },
};

/** Real towns the generated makers work in. */
export const LARGE_TOWNS: readonly string[] = [
  'Portland, Oregon', 'Grand Rapids, Michigan', 'Austin, Texas', 'Burlington, Vermont', 'Nashville, Tennessee',
  'Boise, Idaho', 'Raleigh, North Carolina', 'Chicago, Illinois', 'Biddeford, Maine', 'Seattle, Washington',
  'Bozeman, Montana', 'Chattanooga, Tennessee', 'Asheville, North Carolina', 'Lancaster, Pennsylvania',
  'Missoula, Montana', 'Ely, Minnesota', 'Louisville, Kentucky', 'Bend, Oregon', 'Boulder, Colorado',
  'Providence, Rhode Island', 'Lawrence, Kansas', 'Madison, Wisconsin', 'Fargo, North Dakota', 'Taos, New Mexico',
  'Wichita, Kansas', 'Akron, Ohio', 'Detroit, Michigan', 'Omaha, Nebraska', 'Duluth, Minnesota', 'Zanesville, Ohio',
];

/** Closing sentences of generated descriptions. */
export const LARGE_CLOSINGS: readonly string[] = [
  'Built to be used every day and handed down.',
  'Each piece is inspected by hand before it ships.',
  'Backed by the maker\'s lifetime guarantee.',
  'Made in small runs, so stock comes and goes.',
  'Packed in recycled cardboard with no plastic.',
  'A favorite of the maker\'s own family.',
];
