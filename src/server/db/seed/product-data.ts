import type { Picture } from './illustrations.ts';

/**
 * The demonstration catalogue: American-made goods from (fictional) workshops in real towns.
 * Prices are in dollars here for readability; the builder in products.ts turns them into cents.
 *
 * `buzz` shapes the seeded reviews: 'hot' products get 10-18 mostly glowing reviews (the best
 * sellers), 'mixed' ones 10-13 reviews averaging under 4 stars, 'none' no reviews at all, and the
 * rest (the default) a handful. `seller` is the main demo seller unless it says 'guild' (the second
 * demo seller, Bluebird Mercantile) or 'supply' (the third, Mother Road Supply Co.; seed/shops.ts).
 */

export type ShippingClass = 'standard' | 'expedited' | 'overnight' | 'free' | 'heavy';
export type Buzz = 'hot' | 'mixed' | 'quiet' | 'none';

export interface ProductSeed {
  name: string;
  /** the drawing on the product's card: the kind of good it is, one of illustrations.ts */
  picture: Picture;
  description: string;
  price: number;
  oldPrice?: number;
  stock: number;
  isNew?: boolean;
  isOnSale?: boolean;
  /** weight in ounces */
  oz: number;
  /** LxWxH in inches */
  dims: string;
  ship?: ShippingClass;
  seller?: 'guild' | 'supply';
  buzz?: Buzz;
}

/** Products per category id; ids are dealt round-robin across categories (see products.ts). */
export const PRODUCT_DATA: Record<number, ProductSeed[]> = {
  // 1 Electronics
  1: [
    { name: 'Walnut Bookshelf Speakers (Pair)', picture: 'bookshelf-speakers', description: 'Two-way passive speakers with solid black walnut cabinets, built and tuned by a four-person audio shop in Portland, Oregon. Each pair is hand-matched and signed by the builder.', price: 349, stock: 12, oz: 224, dims: '13x9x9', ship: 'free', buzz: 'hot' },
    { name: 'Hand-Wired Tube Headphone Amplifier', picture: 'tube-amp', description: 'A point-to-point wired vacuum tube amplifier for high-impedance headphones, assembled in Grand Rapids, Michigan. Warm, detailed sound with a steel chassis powder-coated in forest green.', price: 429, oldPrice: 499, isOnSale: true, stock: 4, oz: 96, dims: '10x8x6', buzz: 'mixed' },
    { name: '65W USB-C Wall Charger', picture: 'wall-charger', description: 'A compact gallium nitride charger designed and assembled in Austin, Texas, fast enough for a laptop and small enough for a pocket. Folding prongs and a two-year warranty.', price: 39.99, stock: 140, isNew: true, oz: 5, dims: '3x2x2' },
    { name: 'Maple Wireless Charging Pad', picture: 'charging-pad', description: 'A Qi wireless charger set into a block of hard maple, turned and finished in Burlington, Vermont. The wood warms to a honey tone over the years.', price: 59, oldPrice: 72, isOnSale: true, stock: 38, oz: 9, dims: '5x5x1' },
    { name: 'Studio Condenser Microphone', picture: 'microphone', description: 'A large-diaphragm condenser microphone hand-assembled and tested in Nashville, Tennessee, where it is used in working studios on Music Row. Ships with a shock mount and a walnut case.', price: 279, stock: 9, oz: 32, dims: '9x6x4', buzz: 'hot' },
    { name: 'Weatherproof Outdoor Speaker', picture: 'outdoor-speaker', description: 'A rugged Bluetooth speaker sealed against rain and river spray, built in Boise, Idaho. Twenty hours of battery and a strap loop that fits a pack or a porch rail.', price: 149, stock: 0, oz: 28, dims: '8x4x4' },
    { name: 'Cherry Frame Mechanical Keyboard', picture: 'keyboard', description: 'A tenkeyless mechanical keyboard in a solid cherry case, milled and assembled in Raleigh, North Carolina. Hot-swappable switches and a braided USB-C cable.', price: 189, stock: 3, isNew: true, oz: 40, dims: '15x6x2' },
    { name: 'Braided USB-C Cable, 6 ft', picture: 'usb-cable', description: 'A nylon-braided USB-C to USB-C cable rated for 100 W charging, made in Chicago, Illinois. Tested to 20,000 bends before it leaves the line.', price: 19.99, oldPrice: 24.99, isOnSale: true, stock: 260, oz: 3, dims: '6x4x1', seller: 'supply' },
  ],
  // 2 Clothing
  2: [
    { name: 'Raw Selvedge Denim Jeans', picture: 'jeans', description: 'Fourteen-ounce selvedge denim cut and sewn in Los Angeles, California, with chain-stitched hems and copper rivets. They fade to a pattern that is yours alone.', price: 168, stock: 25, oz: 32, dims: '14x11x3', buzz: 'hot' },
    { name: 'Merino Wool Crew Sweater', picture: 'sweater', description: 'A fine-gauge merino sweater knit in Biddeford, Maine, on machines the mill has run for three generations. Soft enough for bare skin, warm enough for a Maine winter.', price: 128, stock: 18, isNew: true, oz: 16, dims: '13x10x3' },
    { name: 'Waxed Canvas Chore Coat', picture: 'chore-coat', description: 'A four-pocket chore coat of waxed cotton canvas with a blanket-flannel lining, sewn in Seattle, Washington. Re-wax it once a season and it will outlast you.', price: 245, oldPrice: 295, isOnSale: true, stock: 7, oz: 56, dims: '16x12x4' },
    { name: 'Heavyweight Pocket Tee', picture: 'tee', description: 'A seven-ounce cotton T-shirt knit and sewn in Florence, Alabama, with a chest pocket and a collar that keeps its shape. Pre-shrunk, so the fit you buy is the fit you keep.', price: 34, stock: 120, oz: 9, dims: '12x10x1', buzz: 'hot' },
    { name: 'Wool Hiking Socks (3 Pairs)', picture: 'socks', description: 'Cushioned merino hiking socks knit in Fort Payne, Alabama, the town that once made half of America\'s socks. Reinforced heels and toes and a lifetime guarantee.', price: 42, stock: 200, oz: 8, dims: '9x5x3', buzz: 'hot' },
    { name: 'Flannel Work Shirt', picture: 'flannel-shirt', description: 'A brushed cotton flannel shirt sewn in Hanover, Pennsylvania, with double-needle seams and a box-pleated back for reach. Buffalo check in red and black.', price: 89, stock: 0, oz: 14, dims: '12x10x2' },
    { name: 'Bridle Leather Work Belt', picture: 'belt', description: 'A full-grain bridle leather belt cut, edged and stitched by hand in Lancaster, Pennsylvania. Solid brass buckle, sized by the inch.', price: 72, stock: 45, oz: 10, dims: '10x6x2' },
    { name: 'Knit Watch Cap', picture: 'watch-cap', description: 'A ribbed wool watch cap knit in Biddeford, Maine, from American-grown Rambouillet wool. One size, folds to a double cuff.', price: 28, stock: 2, isNew: true, oz: 3, dims: '8x6x1', buzz: 'none' },
  ],
  // 3 Home & Kitchen
  3: [
    { name: 'Hand-Forged Carbon Steel Chef\'s Knife', picture: 'chef-knife', description: 'An eight-inch chef\'s knife hammered from high-carbon steel by a bladesmith in Bozeman, Montana, with a stabilized maple burl handle. Every blade is forged, ground and sharpened by one pair of hands.', price: 219, oldPrice: 349, isOnSale: true, stock: 6, oz: 12, dims: '15x4x2', ship: 'free', buzz: 'hot' },
    { name: '12-Inch Cast Iron Skillet', picture: 'skillet', description: 'A smooth-milled cast iron skillet poured and machined in Chattanooga, Tennessee, and seasoned with flaxseed oil. Lighter than grandma\'s and ready for the stove on day one.', price: 95, stock: 60, oz: 128, dims: '20x13x3', ship: 'heavy', buzz: 'hot' },
    { name: 'Black Walnut End-Grain Cutting Board', picture: 'cutting-board', description: 'An end-grain cutting board glued up from black walnut by woodworkers in Lancaster County, Pennsylvania. Gentle on knife edges and finished with food-safe oil and beeswax.', price: 145, oldPrice: 180, isOnSale: true, stock: 11, oz: 120, dims: '18x12x2', ship: 'heavy' },
    { name: 'Stoneware Coffee Mugs (Set of 4)', picture: 'mugs', description: 'Wheel-thrown stoneware mugs glazed in a speckled blue, made in a two-kiln studio in Asheville, North Carolina. Each holds fourteen ounces and no two are quite alike.', price: 88, stock: 4, isNew: true, oz: 72, dims: '12x12x6' },
    { name: 'Tin-Lined Copper Saucepan, 2 qt', picture: 'saucepan', description: 'A hammered copper saucepan spun and hand-tinned in Rome, New York, once called the Copper City. Heats evenly and quickly, with a riveted cast iron handle.', price: 265, stock: 3, oz: 64, dims: '16x8x5' },
    { name: 'Hand-Dipped Beeswax Taper Candles', picture: 'taper-candles', description: 'A pair of ten-inch tapers dipped by hand in Traverse City, Michigan, from the wax of Michigan hives. They burn clean and slow with a faint scent of honey.', price: 24, stock: 80, oz: 8, dims: '11x3x2', seller: 'guild' },
    { name: 'Shaker Oak Step Stool', picture: 'step-stool', description: 'A two-step stool in quartersawn white oak built in Bennington, Vermont, after a nineteenth-century Shaker design. Pegged joints, no screws.', price: 129, stock: 0, oz: 96, dims: '18x14x12', ship: 'heavy' },
    { name: 'Linen Kitchen Towels (Set of 3)', picture: 'kitchen-towels', description: 'Waffle-weave linen towels woven in Fall River, Massachusetts, a mill town with two centuries of weaving behind it. Absorbent from the first wash and softer with every one after.', price: 36, stock: 55, isNew: true, oz: 10, dims: '10x8x2' },
  ],
  // 4 Beauty & Personal Care
  4: [
    { name: 'Goat Milk Soap Trio', picture: 'soap-bars', description: 'Three cold-process bars made with fresh goat milk on a family farm outside Fredericksburg, Texas. Lavender, oatmeal honey and unscented.', price: 21, stock: 150, oz: 15, dims: '7x4x2', seller: 'guild', buzz: 'hot' },
    { name: 'Cedarwood Beard Oil', picture: 'beard-oil', description: 'A blend of jojoba, argan and cedarwood oils mixed in small batches in Missoula, Montana. Tames the scruff without the grease.', price: 26, stock: 70, isNew: true, oz: 4, dims: '4x2x2' },
    { name: 'Beeswax Lip Balm (4 Pack)', picture: 'lip-balm', description: 'Lip balm made with Vermont beeswax and cocoa butter in Montpelier, Vermont. Peppermint, vanilla, honey and plain in paper tubes.', price: 14, stock: 300, oz: 2, dims: '4x3x1' },
    { name: 'Stainless Steel Safety Razor', picture: 'safety-razor', description: 'A double-edge safety razor machined from solid stainless steel in Hartford, Connecticut. Balanced, close-shaving and built to be handed down.', price: 89, oldPrice: 110, isOnSale: true, stock: 14, oz: 5, dims: '5x3x2' },
    { name: 'Lavender Body Lotion', picture: 'lotion', description: 'A rich body lotion scented with lavender grown and distilled in Sequim, Washington. Shea butter and sunflower oil, no synthetic fragrance.', price: 24, stock: 5, oz: 10, dims: '7x3x3', seller: 'guild' },
    { name: 'Juniper Clay Face Mask', picture: 'clay-mask', description: 'A clarifying mask of bentonite clay and juniper berry blended in Santa Fe, New Mexico. Mix a spoonful with water for a weekly ten-minute reset.', price: 32, oldPrice: 38, isOnSale: true, stock: 22, oz: 6, dims: '4x4x3' },
    { name: 'Boar Bristle Hair Brush', picture: 'hair-brush', description: 'A hair brush with hand-drawn boar bristles set into a beech handle in Shelton, Connecticut. Spreads natural oils for shine without static.', price: 58, stock: 2, isNew: true, oz: 6, dims: '9x3x2' },
  ],
  // 5 Sports & Outdoors
  5: [
    { name: 'Cedar Strip Canoe Paddle', picture: 'canoe-paddle', description: 'A laminated cedar and ash canoe paddle shaped by hand in Ely, Minnesota, at the edge of the Boundary Waters. Light, flexible and finished with marine varnish.', price: 139, stock: 9, oz: 26, dims: '60x8x2', ship: 'heavy', buzz: 'hot' },
    { name: 'Two-Person Backpacking Tent', picture: 'tent', description: 'A three-season freestanding tent sewn in Seattle, Washington, that packs down to the size of a loaf of bread. Full-coverage fly, two doors and two vestibules.', price: 389, oldPrice: 449, isOnSale: true, stock: 7, oz: 52, dims: '18x7x7', ship: 'free' },
    { name: '9 ft 5-Weight Fly Rod', picture: 'fly-rod', description: 'A four-piece graphite fly rod built and wrapped by hand in Twin Bridges, Montana, where four trout rivers meet. Medium-fast action with a cork grip and an aluminum tube.', price: 495, oldPrice: 650, isOnSale: true, stock: 3, oz: 20, dims: '32x4x4' },
    { name: 'Northern Ash Baseball Bat', picture: 'baseball-bat', description: 'A pro-grade bat turned from northern white ash in Louisville, Kentucky, and hand-sanded to a satin finish. A 33-inch, 30-ounce profile with a cupped end for balance.', price: 119, stock: 40, oz: 32, dims: '34x4x4', buzz: 'hot' },
    { name: 'Insulated Steel Water Bottle, 32 oz', picture: 'water-bottle', description: 'A double-wall stainless bottle made in Bend, Oregon, that keeps water cold for a full day on the trail. Powder-coated in high-desert sage.', price: 38, stock: 150, isNew: true, oz: 16, dims: '11x4x4' },
    { name: 'Down Camp Quilt', picture: 'down-quilt', description: 'An 800-fill down quilt for cold nights, sewn in Boulder, Colorado, and rated to 30°F. Strap it to your pad or wear it around camp.', price: 279, stock: 2, oz: 22, dims: '14x8x8' },
    { name: 'Leather Baseball Glove, 11.5 in', picture: 'baseball-glove', description: 'An infielder\'s glove of steerhide leather cut and laced in Perry, Missouri. Comes oiled and half broken in.', price: 189, stock: 12, isNew: true, oz: 24, dims: '12x10x6' },
    { name: 'Wool Camp Blanket', picture: 'wool-blanket', description: 'A heavy virgin wool blanket woven in Pendleton, Oregon, in a four-stripe pattern. Warm even when damp, at home by a fire or in the truck.', price: 149, stock: 18, oz: 64, dims: '16x12x5' },
  ],
  // 6 Books & Media
  6: [
    { name: 'National Parks Field Journal', picture: 'field-journal', description: 'A dot-grid field journal with maps of all sixty-three national parks, printed and sewn in Minneapolis, Minnesota. Water-resistant cover and a pocket for ticket stubs.', price: 24, stock: 90, oz: 12, dims: '9x6x1', buzz: 'hot' },
    { name: 'Letterpress Wildflower Prints (Set of 3)', picture: 'art-prints', description: 'Three eleven-by-fourteen prints of American wildflowers, printed on a 1920s press in Providence, Rhode Island. Cotton paper with a deep, tactile impression.', price: 65, stock: 8, oz: 8, dims: '15x12x1', seller: 'guild' },
    { name: 'American Quilts: A Pattern History', picture: 'quilt-book', description: 'A clothbound history of two hundred American quilt patterns, published by a small press in Lawrence, Kansas. Over three hundred color plates.', price: 45, oldPrice: 55, isOnSale: true, stock: 33, oz: 40, dims: '11x9x2', seller: 'supply' },
    { name: 'Leather-Bound Travel Notebook', picture: 'leather-notebook', description: 'A refillable notebook in vegetable-tanned leather, bound by hand in Nashville, Tennessee. Three lined inserts and a brass snap.', price: 48, stock: 27, isNew: true, oz: 9, dims: '9x5x1' },
    { name: 'Route 66 Road Atlas', picture: 'road-atlas', description: 'A spiral-bound atlas of the Mother Road from Chicago to Santa Monica, printed in Tulsa, Oklahoma. Diners, motor courts and neon signs mile by mile.', price: 29, stock: 0, oz: 18, dims: '12x9x1', seller: 'supply' },
    { name: 'Appalachian Fiddle Sessions (Vinyl LP)', picture: 'vinyl-record', description: 'A 180-gram record of old-time fiddle tunes recorded live on a porch in West Virginia and pressed in Kansas City, Missouri. Includes a fold-out liner with tune histories.', price: 32, stock: 4, isNew: true, oz: 14, dims: '13x13x1', buzz: 'none' },
    { name: 'Heartland Baking (Hardcover Cookbook)', picture: 'cookbook', description: 'One hundred recipes for pies, breads and bars from church cookbooks across the Midwest, printed in Chelsea, Michigan. Lay-flat binding for the kitchen counter.', price: 38, stock: 46, oz: 36, dims: '10x8x2' },
  ],
  // 7 Toys & Games
  7: [
    { name: 'Maple Wooden Train Set (24 Pieces)', picture: 'train-set', description: 'A wooden train set of Vermont maple, cut and finished with food-safe oil in Middlebury, Vermont. Works with the tracks most families already own.', price: 98, stock: 21, oz: 72, dims: '16x12x4', buzz: 'hot' },
    { name: 'Hardwood Building Blocks (60 Pieces)', picture: 'building-blocks', description: 'Sixty solid hardwood blocks sanded smooth by Amish woodworkers in Holmes County, Ohio. Sized in true unit proportions, the way kindergarten blocks used to be.', price: 72, oldPrice: 85, isOnSale: true, stock: 30, oz: 120, dims: '14x14x6', ship: 'heavy' },
    { name: 'Walnut and Maple Chess Set', picture: 'chess-set', description: 'A tournament-size chess board of walnut and maple squares with hand-turned pieces, made in Eau Claire, Wisconsin. Felted bases and a storage drawer.', price: 260, oldPrice: 320, isOnSale: true, stock: 5, oz: 88, dims: '20x20x4' },
    { name: 'Wooden Puzzle Map of the USA', picture: 'puzzle-map', description: 'A fifty-piece puzzle map with one piece for each state, cut from birch plywood in Pittsfield, Massachusetts. Painted with non-toxic, water-based colors.', price: 39, stock: 60, isNew: true, oz: 24, dims: '18x12x1' },
    { name: 'Classic Glass Marbles Set', picture: 'marbles', description: 'One hundred handmade glass marbles and a drawstring bag from Paden City, West Virginia, a marble-making town since the 1920s. Cat\'s-eyes, swirls and a few shooters.', price: 18, stock: 110, oz: 20, dims: '6x5x3', seller: 'guild' },
    { name: 'Homestead: A Family Strategy Game', picture: 'board-game', description: 'A board game of farming, trading and weather for two to five players, designed and printed in Madison, Wisconsin. Plays in under an hour.', price: 45, stock: 1, isNew: true, oz: 48, dims: '12x12x3' },
    { name: 'Plush Bison', picture: 'plush-bison', description: 'A soft plush bison with embroidered eyes, sewn in Rapid City, South Dakota. Safe for babies and sturdy enough for years of hugging.', price: 32, stock: 0, oz: 10, dims: '12x8x6' },
  ],
  // 8 Health & Wellness
  8: [
    { name: 'Raw Wildflower Honey, 2 lb', picture: 'honey-jar', description: 'Unfiltered honey from prairie wildflowers, harvested and jarred by a beekeeping family near Fargo, North Dakota. It crystallizes naturally; warm the jar to bring it back.', price: 22, stock: 90, oz: 36, dims: '6x4x4', seller: 'guild', buzz: 'hot' },
    { name: 'Organic Herbal Tea Sampler', picture: 'herbal-tea', description: 'Six loose-leaf herbal blends of chamomile, mint, rooibos and more, mixed in Boulder, Colorado. Each tin makes about twenty cups.', price: 28, stock: 75, isNew: true, oz: 12, dims: '8x6x3' },
    { name: 'Natural Cork Yoga Mat', picture: 'yoga-mat', description: 'A cork-topped yoga mat with a natural rubber base, made in San Diego, California. Grips better as you sweat and wipes clean with water.', price: 89, oldPrice: 99, isOnSale: true, stock: 24, oz: 80, dims: '26x6x6' },
    { name: 'Elderberry Syrup', picture: 'elderberry-syrup', description: 'A small-batch syrup of elderberries, raw honey and ginger, made in Hood River, Oregon. Keep it in the fridge and take a spoonful a day through the cold season.', price: 27, stock: 5, oz: 10, dims: '6x3x3', ship: 'expedited', seller: 'guild' },
    { name: 'Vitamin D3 + K2 Capsules', picture: 'vitamin-capsules', description: 'Plant-based capsules of vitamin D3 and K2, encapsulated and third-party tested in Provo, Utah. Ninety days per bottle.', price: 24, stock: 130, oz: 4, dims: '4x2x2', buzz: 'mixed' },
    { name: 'Buckwheat Hull Meditation Cushion', picture: 'meditation-cushion', description: 'A round zafu cushion filled with buckwheat hulls and covered in organic cotton, sewn in Taos, New Mexico. The filling molds to you and the cover unzips to wash.', price: 68, stock: 13, oz: 80, dims: '15x15x6' },
    { name: 'Epsom and Arnica Bath Soak', picture: 'bath-soak', description: 'A mineral bath soak of Epsom salt, arnica and eucalyptus, mixed in Sedona, Arizona. Two cups in a warm bath after a long day on your feet.', price: 19, stock: 3, isNew: true, oz: 32, dims: '7x5x3', buzz: 'none' },
  ],
  // 9 Automotive
  9: [
    { name: 'Professional Socket Set (42 Pieces)', picture: 'socket-set', description: 'A chrome vanadium socket set forged and finished in Wichita, Kansas, in SAE and metric sizes. Lifetime warranty, no receipt needed.', price: 189, oldPrice: 239, isOnSale: true, stock: 16, oz: 112, dims: '17x10x3', ship: 'heavy', buzz: 'hot' },
    { name: 'Carnauba Paste Wax', picture: 'paste-wax', description: 'A hard paste wax of Brazilian carnauba and beeswax blended in Akron, Ohio. One tin covers a full-size truck a dozen times.', price: 29, oldPrice: 34, stock: 85, oz: 12, dims: '5x5x2', seller: 'supply' },
    { name: 'Leather Steering Wheel Cover', picture: 'steering-wheel-cover', description: 'A lace-on steering wheel cover of perforated leather, cut and stitched in Detroit, Michigan. Fits most wheels from 14.5 to 15.5 inches.', price: 59, stock: 20, isNew: true, oz: 8, dims: '16x16x2' },
    { name: 'All-Weather Floor Mats (Set of 4)', picture: 'floor-mats', description: 'Deep-channel rubber floor mats molded in Flint, Michigan, to trap snow, mud and spilled coffee. Trim-to-fit for most cars, trucks and SUVs.', price: 129, stock: 9, oz: 160, dims: '30x20x4', ship: 'heavy' },
    { name: 'Dial Tire Pressure Gauge', picture: 'tire-gauge', description: 'A glow-in-the-dark dial gauge reading 0 to 60 psi, made in Racine, Wisconsin. Bleed valve and a braided hose for awkward valve stems.', price: 24, stock: 100, oz: 6, dims: '6x4x2', buzz: 'mixed' },
    { name: 'Canvas Trunk Organizer', picture: 'trunk-organizer', description: 'A three-bay trunk organizer of heavy cotton duck, sewn in Kansas City, Kansas. Keeps groceries, jumper cables and sports gear from sliding around.', price: 49, stock: 4, oz: 30, dims: '14x8x4' },
  ],
  // 10 Pet Supplies
  10: [
    { name: 'Orthopedic Dog Bed, Large', picture: 'dog-bed', description: 'A memory-foam dog bed with a removable cotton canvas cover, made in Greenville, South Carolina. Bolsters on three sides for the dogs who like to lean.', price: 159, oldPrice: 189, isOnSale: true, stock: 8, oz: 150, dims: '36x28x8', ship: 'heavy', buzz: 'hot' },
    { name: 'Braided Leather Dog Leash', picture: 'dog-leash', description: 'A six-foot leash of braided latigo leather with solid brass hardware, made by hand in Lexington, Kentucky. Softens with use and never frays.', price: 45, stock: 40, oz: 10, dims: '8x6x2', buzz: 'hot' },
    { name: 'Peanut Butter Dog Biscuits', picture: 'dog-biscuits', description: 'Crunchy biscuits of whole wheat, oats and peanut butter, baked in small batches in Omaha, Nebraska. No preservatives, so they ship fast and keep for six weeks.', price: 14, stock: 200, isNew: true, oz: 16, dims: '8x6x3', ship: 'expedited', seller: 'guild' },
    { name: 'Catnip Mouse Trio', picture: 'catnip-mice', description: 'Three felted wool mice stuffed with organic catnip grown and sewn in Eugene, Oregon. Sturdy enough to survive the zoomies.', price: 16, stock: 3, oz: 2, dims: '5x4x2' },
    { name: 'Stoneware Pet Bowl', picture: 'pet-bowl', description: 'A heavy, tip-proof stoneware bowl thrown and glazed in Zanesville, Ohio, a pottery town since the 1800s. Dishwasher safe and lead free.', price: 34, stock: 26, oz: 40, dims: '8x8x3' },
    { name: 'Cedar Cat Scratcher', picture: 'cat-scratcher', description: 'A slanted cat scratcher of corrugated cardboard in a western red cedar frame, built in Duluth, Minnesota. Flip the insert when one side wears out.', price: 62, stock: 11, isNew: true, oz: 48, dims: '20x10x6', buzz: 'none' },
  ],
};
