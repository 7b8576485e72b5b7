/** Review texts for the demo catalogue: generic ones by star rating, and some per category. */

export const GENERIC_COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely love it. You can feel the quality the moment you open the box.',
    'Worth every penny. It is so good to buy something made here at home.',
    'Exceeded my expectations. Arrived quickly and was packed with real care.',
    'Bought one for myself and ended up ordering two more as gifts.',
    'This is the kind of craftsmanship I thought nobody did anymore. Five stars.',
    'Beautifully made and it works exactly as described. Highly recommend.',
    'The maker even included a handwritten thank-you note. Lovely touch.',
    'Sturdy, well finished and clearly built to last for years.',
    'My new favorite purchase this year, no contest.',
    'Top-notch quality from a small American shop. I will be back for more.',
    'Perfect. I have already recommended it to half my family.',
    'I was hesitant about the price, but it is obviously worth it once you hold it.',
    'Outstanding. Better than the big-brand version I replaced.',
    'Shipped fast, well packaged, and even nicer in person than in the photos.',
  ],
  4: [
    'Really nice quality. Shipping took a couple of days longer than I hoped.',
    'Very happy with it overall. A little pricey, but you get what you pay for.',
    'Solid and well made. I would give five stars if it came in more colors.',
    'Great product. The packaging could use less plastic tape, but no real complaints.',
    'Does exactly what it should and looks good doing it.',
    'Good value for something made in the USA. Would buy again.',
    'Well made and attractive. It took a few days to get used to.',
    'Nice piece of work. One small cosmetic mark, but it does not affect use.',
    'Happy with the purchase. The instructions could be a bit clearer.',
    'Quality is clearly above average. Delivery was on the slow side.',
    'Very good. Slightly different shade than the picture, but I like it.',
    'Pleased with it. It feels like it will last a long time.',
  ],
  3: [
    'It is fine. Decent quality, but I expected a bit more for the price.',
    'Does the job. Nothing special, nothing wrong either.',
    'Mixed feelings. Well made, but not quite what I pictured.',
    'Okay overall. Customer service was helpful when I had a question.',
    'Average. Shipping was fast, but the finish is a little rough in spots.',
    'Good idea and decent execution. A couple of details could be better.',
    'Not bad, but I am not sure it is worth the premium.',
    'Three stars: it works, but it is smaller than I expected.',
  ],
  2: [
    'Disappointed. It looked much nicer in the photos.',
    'Arrived with a scratch. The seller offered a replacement, which I appreciate.',
    'The quality is not what I expected at this price point.',
    'It works, but it feels less sturdy than the description suggests.',
    'Took almost three weeks to arrive and the box was crushed.',
    'Not for me. I will probably return it within the 30 days.',
  ],
  1: [
    'Stopped working after two weeks. Very disappointed.',
    'Arrived broken and I am still waiting to hear back about the return.',
    'Not as described at all. Returning it.',
    'Poor fit and finish for the money. I expected much better.',
    'Would not buy again. The product just did not hold up.',
  ],
};

/** Per category id: `good` for 4-5 star reviews, `meh` for 2-3 star ones. */
export const CATEGORY_COMMENTS: Record<number, { good: readonly string[]; meh: readonly string[] }> = {
  1: {
    good: [
      'Performs flawlessly, and the build quality puts imported gear to shame.',
      'Set up in five minutes. It has worked flawlessly every day since.',
      'Looks great on my desk and works even better than it looks.',
      'Great to find electronics actually assembled in the USA. Works perfectly.',
      'Solid construction and zero issues so far. Very impressed.',
      'I have owned many gadgets like this and this one is easily the best built.',
      'Support answered my setup question within an hour. Great product, great people.',
    ],
    meh: [
      'Works well, but it runs warmer than I would like.',
      'Decent, though the cable that came with it is on the short side.',
    ],
  },
  2: {
    good: [
      'Fits true to size and the stitching is excellent. You can tell it was made to last.',
      'The material is substantial without being stiff. I wear it constantly.',
      'Washed it several times and it has not shrunk or faded at all.',
      'Finally clothing that feels like it used to. Heavy, soft and well sewn.',
      'Great fit, and the stitching is dead straight everywhere.',
      'My husband lives in this now. Ordering another one for myself.',
      'Comfortable, and it still looks new after a whole season of wear.',
    ],
    meh: [
      'Nice material, but it runs a little small. Consider sizing up.',
      'Good quality, though the color was darker than in the photo.',
    ],
  },
  3: {
    good: [
      'Looks great in our kitchen and works even better.',
      'You can tell this was made by someone who actually uses these things at home.',
      'Gets daily use in our house and still looks brand new.',
      'A true heirloom piece. My kids will be fighting over it someday.',
      'Gorgeous craftsmanship. Guests always ask where we found it.',
      'Easy to care for and it has only gotten better with use.',
      'Replaced a cheap imported version with this and the difference is night and day.',
    ],
    meh: [
      'Lovely to look at, but it needs more care than I expected.',
      'Nice quality, though it is heavier than I would like for everyday use.',
    ],
  },
  4: {
    good: [
      'Gentle on my sensitive skin and the scent is natural, not overpowering.',
      'Part of my morning routine now. I am on my third order.',
      'Lovely quality, and far nicer than the drugstore versions.',
      'The whole family uses it now. Lasts a lot longer than store brands.',
      'Smells wonderful and leaves no greasy feeling. Will buy again.',
      'You can tell it is made in small batches. Everything about it feels fresh.',
      'Lovely packaging, made a perfect gift for my sister.',
    ],
    meh: [
      'Nice product, but the scent is fainter than I hoped.',
      'Works fine, though I am not sure it is better than what I used before.',
    ],
  },
  5: {
    good: [
      'Used it hard for a full season and it performed flawlessly.',
      'Tough, light and thoughtfully designed. You can tell the makers use it themselves.',
      'Held up to rain, mud and two kids. Still looks great.',
      'The best piece of gear I own, and I own a lot of gear.',
      'Beautifully made. It feels good in the hand and gets the job done.',
      'Used it all season and not a single issue. Worth the investment.',
      'Great quality. Nice to support an American outfitter.',
    ],
    meh: [
      'Good gear, but heavier than the specs suggested.',
      'Well made, though it took some breaking in before I liked it.',
    ],
  },
  6: {
    good: [
      'Beautiful production quality. A pleasure to hold.',
      'Bought it as a gift and ended up keeping it for myself.',
      'The paper quality is lovely and the details are clearly a labor of love.',
      'Well researched and well made. It sits on my coffee table now.',
      'A real keepsake. The production quality is excellent.',
      'Exactly what I was looking for, and it arrived in perfect condition.',
      'Gorgeous. You can tell a small press put real care into this.',
    ],
    meh: [
      'Interesting content, but the binding is a bit tight.',
      'Nice enough, though some pages had light smudges.',
    ],
  },
  7: {
    good: [
      'My kids play with it every single day. Smooth, safe and sturdy.',
      'A toy that will survive three kids and still be passed down. Love it.',
      'No screens, no batteries, just hours of fun. Beautifully made.',
      'Grandkids adored it. Beautifully finished and safe.',
      'A hit with the whole family. Everyone wants another turn.',
      'You can feel the quality compared to plastic toys. Worth it.',
      'Arrived in lovely packaging, perfect as a birthday gift.',
    ],
    meh: [
      'Cute and well made, but smaller than I expected.',
      'Nice quality, though my kids lost interest faster than I hoped.',
    ],
  },
  8: {
    good: [
      'Part of my daily routine now. Pure, simple and it works.',
      'Love knowing exactly where this comes from. Great quality.',
      'Nothing artificial and the quality shows. Already reordered.',
      'I feel better using this than the big-box alternatives. Highly recommend.',
      'Excellent quality and it arrived sealed and fresh.',
      'My whole family uses it now. Great product from a great small business.',
      'Simple, honest ingredients and clearly made with care.',
    ],
    meh: [
      'Fine, but I did not notice much of a difference.',
      'Decent quality, though the price is steep for the amount.',
    ],
  },
  9: {
    good: [
      'Built like a tank. Exactly what you want in the garage.',
      'Looks and feels like factory quality. Very pleased.',
      'Finally tools and parts that do not feel cheap. Very satisfied.',
      'Used it all winter and it still looks new. Great value.',
      'Easy to use and clearly made to last. Would buy again.',
      'My dad was a mechanic for forty years and even he was impressed.',
      'Solid quality from an American company. Happy to support them.',
    ],
    meh: [
      'Works, but it is bulkier than I expected.',
      'Decent quality, though the instructions were pretty minimal.',
    ],
  },
  10: {
    good: [
      'Our dog absolutely loves it. Well made and holding up great.',
      'Even our pickiest pet approves. Great quality.',
      'Sturdy enough for our very enthusiastic pets. Highly recommend.',
      'You can tell this was made by pet people. Thoughtful design.',
      'Gets used every single day at our house. Worth every cent.',
      'Natural materials and no weird smells. A big hit at our house.',
      'Lovely quality and it washes up great.',
    ],
    meh: [
      'Nice quality, but my dog was not very interested.',
      'Well made, though it is smaller than the listing suggests.',
    ],
  },
};
