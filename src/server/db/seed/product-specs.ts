import type { Picture } from './illustrations.ts';

/**
 * The demonstration catalogue's specifications (docs/decisions/0059-specifications-and-processing-time.md):
 * what each good is made of, how to care for it (null where there is nothing to say), and its
 * processing time in business days, by the drawing that names the kind of good (product-data.ts).
 * Made-to-order furniture and large pieces take longest; stocked small goods ship in a day or two.
 */
export interface ProductSpec {
  materials: string;
  care: string | null;
  processingDays: readonly [min: number, max: number];
}

const spec = (materials: string, care: string | null, min: number, max: number): ProductSpec => ({ materials, care, processingDays: [min, max] });

export const PRODUCT_SPECS: Partial<Record<Picture, ProductSpec>> = {
  // Electronics
  'bookshelf-speakers': spec(
    'Solid black walnut cabinets, paper-cone woofers, silk-dome tweeters',
    'Dust with a dry cloth; oil the walnut once a year.',
    5,
    10,
  ),
  'tube-amp': spec('Powder-coated steel chassis, vacuum tubes, point-to-point copper wiring', 'Let the tubes cool before moving; keep the vents clear.', 3, 7),
  'wall-charger': spec('Gallium nitride circuitry, flame-retardant polycarbonate shell', null, 1, 2),
  'charging-pad': spec('Hard maple, Qi charging coil, cork base', 'Wipe with a dry cloth; keep away from standing water.', 2, 4),
  microphone: spec('Brass capsule housing, steel mesh grille, walnut case', 'Store in its case with the silica pack; keep out of humid rooms.', 2, 5),
  'outdoor-speaker': spec(
    'Rubberized polycarbonate housing, aluminum grille, lithium-ion battery',
    'Rinse off river water with fresh water; charge before storing.',
    1,
    3,
  ),
  keyboard: spec('Solid cherry case, steel plate, PBT keycaps, braided USB-C cable', 'Pull keycaps to clean; wipe the wood with a barely damp cloth.', 3, 7),
  'usb-cable': spec('Nylon braid, tinned copper conductors, aluminum connector shells', null, 1, 2),
  // Clothing
  jeans: spec('14 oz cotton selvedge denim, copper rivets, cotton thread', 'Wash inside out in cold water, rarely; hang to dry.', 2, 5),
  sweater: spec('100% merino wool', 'Hand wash cold with wool soap; lay flat to dry.', 1, 3),
  'chore-coat': spec('Waxed cotton canvas, cotton blanket-flannel lining, brass snaps', 'Do not wash; brush off dirt and re-wax once a season.', 2, 5),
  tee: spec('100% cotton jersey, 7 oz', 'Machine wash warm; tumble dry low.', 1, 2),
  socks: spec('Merino wool, nylon, a touch of spandex', 'Machine wash cold inside out; tumble dry low.', 1, 2),
  'flannel-shirt': spec('Brushed cotton flannel, corozo buttons', 'Machine wash cold; tumble dry low or hang.', 1, 3),
  belt: spec('Full-grain bridle leather, solid brass buckle', 'Condition with leather balm twice a year; keep dry.', 2, 4),
  'watch-cap': spec('100% Rambouillet wool', 'Hand wash cold; lay flat to dry.', 1, 2),
  // Home & Kitchen
  'chef-knife': spec(
    'High-carbon steel blade, black walnut handle, brass pins',
    'Hand wash and dry at once; oil the blade now and then. Not for the dishwasher.',
    3,
    7,
  ),
  skillet: spec('Cast iron, seasoned with flaxseed oil', 'Rinse hot, dry on the burner, wipe with a little oil. No soaking, no dishwasher.', 2, 4),
  'cutting-board': spec('End-grain hard maple and walnut, food-safe mineral oil finish', 'Hand wash, stand to dry; oil monthly.', 3, 6),
  mugs: spec('Wheel-thrown stoneware, lead-free glaze', 'Dishwasher and microwave safe.', 3, 7),
  saucepan: spec('Tri-ply stainless steel with an aluminum core, riveted steel handle', 'Dishwasher safe; hand washing keeps the shine.', 1, 3),
  'taper-candles': spec('Pure beeswax, cotton wicks', 'Trim wicks to 1/4 inch; burn away from drafts; never leave a flame alone.', 1, 3),
  'step-stool': spec('Solid white oak, wedged through-tenons, hardwax oil finish', 'Wipe with a damp cloth; refresh the oil once a year.', 5, 10),
  'kitchen-towels': spec('100% linen', 'Machine wash warm; tumble dry low. Softens with every wash.', 1, 2),
  // Beauty & Personal Care
  'soap-bars': spec('Olive, coconut and castor oils, shea butter, essential oils', 'Keep on a draining dish between uses.', 1, 3),
  'beard-oil': spec(
    'Jojoba and argan oils, cedarwood and bergamot essential oils, amber glass bottle',
    'Store out of direct sunlight; use within 12 months.',
    1,
    2,
  ),
  'lip-balm': spec('Beeswax, sweet almond oil, cocoa butter, vitamin E', 'Keep below 85°F so it holds its shape.', 1, 2),
  'safety-razor': spec('Chrome-plated brass', 'Rinse and dry after each shave; change the blade weekly.', 1, 3),
  lotion: spec('Aloe, shea butter, sunflower oil, glycerin', 'Use within 12 months of opening.', 1, 2),
  'clay-mask': spec('Bentonite and kaolin clays, activated charcoal, glass jar', 'Keep the lid on; mix with water only as you use it.', 1, 2),
  'hair-brush': spec('Beech wood handle, boar bristles', 'Comb out hair weekly; wash the bristles with mild shampoo and dry them facing down.', 1, 3),
  // Sports & Outdoors
  'canoe-paddle': spec('Laminated ash and basswood, marine varnish', 'Store indoors out of the sun; touch up the varnish each spring.', 5, 10),
  tent: spec('Ripstop nylon with silicone coating, aluminum poles, nylon floor', 'Dry fully before packing; clean with water only.', 2, 4),
  'fly-rod': spec('Split Tonkin cane, nickel silver ferrules, cork grip', 'Dry before storing in its tube; store horizontally.', 7, 15),
  'baseball-bat': spec('Northern white ash', 'Keep out of the cold; rotate the grain between swings.', 3, 7),
  'water-bottle': spec('Double-wall 18/8 stainless steel, bamboo cap', 'Hand wash; the cap is not for the dishwasher.', 1, 2),
  'down-quilt': spec('Ripstop nylon shell, 850-fill responsibly sourced down', 'Store loose, not compressed; wash with down soap on gentle.', 3, 7),
  'baseball-glove': spec('Full-grain steerhide leather, rawhide laces', 'Condition the leather each season; store with a ball in the pocket.', 3, 6),
  'wool-blanket': spec('100% virgin wool', 'Dry clean, or hand wash cold and lay flat to dry.', 2, 4),
  // Books & Media
  'field-journal': spec('Recycled kraft cover, 100 lb acid-free paper, cotton thread binding', null, 1, 3),
  'art-prints': spec('Archival cotton rag paper, pigment inks', 'Frame behind UV-protective glass; keep out of direct sunlight.', 2, 5),
  'quilt-book': spec('Cloth-bound hardcover, coated paper', null, 1, 2),
  'leather-notebook': spec('Vegetable-tanned leather cover, acid-free paper', 'Condition the cover with leather balm once a year.', 2, 4),
  'road-atlas': spec('Spiral-bound, lay-flat coated paper', null, 1, 2),
  'vinyl-record': spec('180-gram vinyl, printed jacket, poly-lined sleeve', 'Store upright, away from heat; hold by the edges.', 1, 2),
  cookbook: spec('Hardcover, matte coated paper', null, 1, 2),
  // Toys & Games
  'train-set': spec('Solid maple, water-based non-toxic finish, steel magnets', 'Wipe with a damp cloth; do not soak.', 3, 7),
  'building-blocks': spec('Solid maple and cherry, food-grade beeswax finish', 'Wipe with a damp cloth; re-wax when they look dry.', 2, 5),
  'chess-set': spec('Walnut and maple board, weighted boxwood and ebonized pieces, felt bases', 'Dust with a soft cloth; keep out of direct sun.', 5, 10),
  'puzzle-map': spec('Baltic birch plywood, water-based inks', 'Wipe clean; keep dry.', 2, 4),
  marbles: spec('Handmade art glass', 'Wash in warm soapy water. Not for children under 3.', 1, 3),
  'board-game': spec('Linen-finish board, wooden tokens, printed cards', null, 1, 2),
  'plush-bison': spec('Organic cotton plush, polyester fiberfill', 'Surface wash with a damp cloth; air dry.', 1, 3),
  // Health & Wellness
  'honey-jar': spec('Raw wildflower honey, glass jar', 'Store at room temperature; crystallized honey melts back in warm water.', 1, 2),
  'herbal-tea': spec('Organic chamomile, peppermint and lemon balm, compostable tin liner', 'Keep sealed in a cool, dry place.', 1, 2),
  'yoga-mat': spec('Natural tree rubber, organic cotton top layer', 'Wipe with mild soap and water; hang to dry out of the sun.', 1, 3),
  'elderberry-syrup': spec('Elderberries, raw honey, ginger, cinnamon, cloves', 'Refrigerate after opening; use within 8 weeks.', 1, 2),
  'vitamin-capsules': spec('Plant-based capsules, amber glass bottle', 'Store below 77°F, tightly closed.', 1, 2),
  'meditation-cushion': spec('Organic cotton cover, buckwheat hull filling', 'Remove the cover to machine wash cold; air the hulls in the sun.', 2, 4),
  'bath-soak': spec('Epsom and Dead Sea salts, arnica oil, essential oils of the scent chosen, glass jar', 'Keep the lid closed and the jar dry.', 1, 2),
  // Automotive
  'socket-set': spec('Chrome vanadium steel, blow-molded case', 'Wipe clean and dry after use; a light oil keeps rust away.', 1, 3),
  'paste-wax': spec('Carnauba and beeswax, tin', 'Keep the lid tight; store below 90°F.', 1, 2),
  'steering-wheel-cover': spec('Full-grain leather, waxed polyester thread', 'Wipe with a damp cloth; condition twice a year.', 3, 6),
  'floor-mats': spec('Recycled rubber', 'Hose off and let dry.', 2, 4),
  'tire-gauge': spec('Brass body, glass-faced dial, rubber boot', null, 1, 2),
  'trunk-organizer': spec('Waxed canvas, leather handles, rivets', 'Brush clean; re-wax as it dries out.', 2, 5),
  // Pet Supplies
  'dog-bed': spec('Waxed canvas cover, recycled polyester fill', 'Unzip the cover to machine wash cold; line dry.', 3, 7),
  'dog-leash': spec('Braided climbing rope, brass snap hook, leather keeper', 'Hand wash in warm soapy water; hang to dry.', 1, 3),
  'dog-biscuits': spec('Oat flour, peanut butter, pumpkin, eggs', 'Keep sealed; best within 6 weeks.', 1, 2),
  'catnip-mice': spec('Felted wool, organic catnip', 'Refresh in a bag of catnip; replace when worn.', 1, 3),
  'pet-bowl': spec('Stoneware, lead-free glaze', 'Dishwasher safe.', 2, 5),
  'cat-scratcher': spec('Corrugated recycled cardboard, pine frame', 'Flip the insert when one side wears; replace the insert as needed.', 2, 4),
};
