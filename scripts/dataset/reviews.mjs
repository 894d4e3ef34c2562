// Customer reviews: original, template-assembled copy whose ratings average out to each product's averageRating.
import { createRng } from './lib.mjs';

const NAMES = [
  'Sam K.', 'Olivia R.', 'Jack T.', 'Chloe M.', 'Liam P.', 'Ava S.', 'Noah W.', 'Isla B.', 'Ethan H.', 'Mia L.',
  'Lucas D.', 'Grace F.', 'Harper J.', 'Leo C.', 'Zoe N.', 'Oscar V.', 'Ruby G.', 'Henry A.', 'Ella Y.', 'Archie O.',
  'Matilda E.', 'Charlie Q.', 'Sienna U.', 'Hugo Z.', 'Aisha I.', 'Mateo X.', 'Priya W.', 'Ben T.', 'Hana S.', 'Tane R.',
  'Jordan L.', 'Amelia K.', 'Cooper B.', 'Layla D.', 'Riley M.', 'Sofia P.', 'Kai N.', 'Evie H.', 'Xavier G.', 'Willow C.',
  'Finn A.', 'Ivy R.', 'Arlo S.', 'Maya T.', 'Jasper W.', 'Nina F.', 'Eli J.', 'Lily O.', 'Theo V.', 'Rosie E.',
];

const TYPE_LINES = {
  protein: {
    good: [
      'Mixes really smoothly with just a shaker.', 'Tastes great with water, even better with milk.', 'Keeps me full until lunch.',
      'No bloating, which I get with a lot of other proteins.', 'Great protein per dollar compared with supermarket brands.',
      'Not a lump in sight, even in a cold bottle at 5 am.', 'Light on the stomach before a swim squad session.',
      'My recovery between netball games feels a lot better.', 'Thin enough to drink quickly, which is what I want after a session.',
      'Helped me hit my protein target without eating chicken all day.', 'Does not leave that sticky film in the shaker.',
      'The macros are exactly what the label says, which I appreciate.', 'Finally a flavour I do not get sick of by week three.',
      'My dietitian was happy with the ingredient list.',
    ],
    ok: ['The taste is fine but a little sweet for me.', 'Good protein, a bit foamy if you shake it too hard.', 'Decent, though the scoop was buried at the bottom of the bag.'],
    bad: ['Did not love the flavour, a bit artificial for my taste.', 'Clumped a little in cold water.'],
  },
  plant: {
    good: ['Finally a plant protein that is not gritty.', 'Blends beautifully into smoothies.', 'Sits well in my stomach, unlike whey.', 'Nice earthy taste without being overpowering.'],
    ok: ['Slightly thicker than I expected, I add more water.', 'Good, though the unflavoured one needs a banana to taste nice.'],
    bad: ['A bit chalky in water, much better in plant milk.'],
  },
  collagen: {
    good: ['Dissolves completely in my coffee and I cannot taste it at all.', 'Easy daily habit, I have it every morning.', 'Knees feel better on my long runs after a few months.'],
    ok: ['Does what it says, hard to tell if it is making a difference yet.'],
    bad: ['Leaves a slight taste in plain water.'],
  },
  creatine: {
    good: ['Stirs into anything with no taste.', 'Noticed I could squeeze out an extra rep or two after a few weeks.', 'Fine powder, no grit at the bottom of the glass.', 'Simple, pure and cheap. What more do you want.'],
    ok: ['Works as expected. Packaging could be resealable.'],
    bad: ['Took a while to notice anything.'],
  },
  amino: {
    good: ['Really refreshing during long sessions.', 'The flavour is spot on and not too sweet.', 'Helps me drink a lot more water while training.'],
    ok: ['Nice flavour but I wish it came in a bigger tub.', 'Mixes well, flavour is a bit mild.'],
    bad: ['Not a fan of the aftertaste.'],
  },
  preworkout: {
    good: ['Clean energy without the jitters.', 'Love that every dose is on the label.', 'Flavour is strong enough to wake me up by itself.', 'Great pump and focus for evening sessions.'],
    ok: ['Good product but half a scoop is plenty for me.', 'Works well, a bit of tingle from the beta-alanine.'],
    bad: ['Too strong for me, I had trouble sleeping after an afternoon session.'],
  },
  hydration: {
    good: ['Got me through a hot half marathon with no cramps.', 'Light flavour I can drink all day.', 'Easy to carry and mix on the go.', 'Saved me on a long summer ride.'],
    ok: ['Works well, a bit salty for everyday use.'],
    bad: ['Flavour is too weak for me.'],
  },
  health: {
    good: ['Easy to swallow and no aftertaste.', 'Part of my daily routine now.', 'Great price compared with the chemist.', 'Sleeping better since adding this in the evening.'],
    ok: ['Seems good, hard to know how much difference it makes.'],
    bad: ['Capsules are a bit big for me.'],
  },
  snack: {
    good: ['Honestly tastes like a treat.', 'Perfect for the afternoon slump at work.', 'Soft and chewy, not like the rock-hard bars I used to buy.', 'My kids keep stealing them.'],
    ok: ['Tasty, a little expensive for a snack.', 'Good, though some flavours are better than others.'],
    bad: ['A bit dry for my liking.'],
  },
  stack: {
    good: ['Great value compared with buying everything separately.', 'Everything I needed in one box.', 'Good starting point when I got back into training.'],
    ok: ['Good bundle, would like more flavour choice.'],
    bad: ['Would have preferred a different flavour for one of the items.'],
  },
  gift: {
    good: ['Easy gift for my brother who trains.', 'Arrived by email instantly, perfect last-minute present.'],
    ok: ['Works as expected.'],
    bad: ['Wish there was a $150 option.'],
  },
  accessory: {
    good: ['Does not leak in my gym bag.', 'The mixing ball works really well.'],
    ok: ['Good shaker, lid is a little stiff.'],
    bad: ['Marks wore off after a few washes.'],
  },
};

const GENERIC = {
  good: [
    'Fast delivery too.', 'Will definitely reorder.', 'Highly recommend.', 'Great customer service when I had a question.',
    'Arrived two days after I ordered.', 'Already on my second bag.', 'Good to buy from an Australian company.', 'Worth every cent.',
    'Shipping to regional Queensland was quicker than I expected.', 'The resealable bag actually stays sealed.',
    'Bought the big bag this time to save a bit.', 'Got a free sample in the box, which was a nice touch.',
    'My partner has started stealing it, so I will need to order more.', 'Cheers team.',
  ],
  ok: ['Would probably buy again.', 'Delivery was quick.', 'Might try another flavour next time.', 'Fair price for what you get.'],
  bad: ['Customer service were helpful though.', 'Might try a different flavour next time.', 'Delivery was quick at least.', 'Happy with the rest of my order.'],
};

/** How a review starts: who is writing and how long they have used it. */
const OPENERS = [
  'I have been using this for about three months now.',
  'Second order now.',
  'Picked this up after a mate at my gym recommended it.',
  'I train before work, so I need something quick.',
  'Switched over from a supermarket brand.',
  'Bought it for my partner and ended up using half of it myself.',
  'Our whole running club has started using this.',
  'I am pretty fussy with supplements.',
  'I was sceptical at first.',
  'Ordered this for my training block leading into a comp.',
  'I have tried a lot of brands over the years.',
  'First time buying from Bulk.',
  'Long-time customer here.',
  'I got this on sale and glad I did.',
  'Coming back to the gym after having a baby, I wanted something simple.',
  'Mid-forties and lifting three times a week.',
  'I am a shift worker, so meals are all over the place.',
  'My coach suggested I up my protein this season.',
  'Vegetarian for ten years and always short on protein.',
  'Training for my first triathlon.',
  'Bought on a whim during a sale.',
  'Uni student on a budget here.',
  'I play footy on weekends and train twice during the week.',
  'After a knee reconstruction I needed to rebuild some muscle.',
];

/** When and how shoppers use each kind of product. */
const USAGE = {
  protein: ['I have one straight after training and another mid-afternoon.', 'Usually mix it with milk and a banana.', 'Great in overnight oats as well.', 'I keep a bag at work for the afternoons.'],
  plant: ['I add it to my breakfast smoothie every day.', 'Works well baked into muffins too.', 'I mix it with oat milk after my runs.'],
  collagen: ['One scoop in my morning coffee.', 'I stir it into my tea at night.', 'I take it every day before my runs.'],
  creatine: ['Five grams in my morning water, every day.', 'I mix it into my protein shake.', 'Easy to take with breakfast.'],
  amino: ['I sip it through my whole session.', 'Two scoops in my big bottle for leg day.', 'I use it on long rides as well.'],
  preworkout: ['I take a scoop about 20 minutes before lifting.', 'Half a scoop is enough for morning sessions.', 'I save it for my heavy days.'],
  hydration: ['One in my bottle on every long run.', 'I take it on hot days at work too.', 'Handy for summer tennis.'],
  health: ['I take it with breakfast.', 'I keep them by the kettle so I do not forget.', 'Part of my evening routine now.'],
  snack: ['I keep a few in my gym bag.', 'Perfect with a coffee in the afternoon.', 'Great after school pick-up.'],
  stack: ['I worked through everything over about six weeks.', 'Made it easy to get started without overthinking it.'],
  gift: ['Sent it to my brother for his birthday.', 'Used it as a thank-you for my coach.'],
  accessory: ['I use it every day at the gym.', 'It goes through the dishwasher fine.'],
};

const FLAVOUR_WORDS = {
  good: ['is spot on', 'is my favourite so far', 'is not too sweet', 'is really moreish', 'tastes exactly as described', 'is the pick of the range'],
  ok: ['is fine, if a little sweet', 'is okay but not my favourite', 'is pleasant enough'],
  bad: ['is not for me', 'tastes a bit artificial to me'],
};

const TITLES = {
  5: [
    'Love it', 'Best I have tried', 'Will buy again', 'Exactly what I needed', 'Outstanding', 'Five stars', 'Cannot fault it',
    'My go-to', 'Highly recommend', 'Better than expected', 'A staple now', 'Reordering', 'So good', 'Top quality',
    'Pantry essential', 'Could not be happier', 'Hooked', 'Spot on', 'Never going back', 'The real deal', 'Impressed',
    'Worth the switch', 'Brilliant', 'Ticks every box', 'Converted', 'Gym bag must-have', 'Tastes like a treat',
    'No complaints at all', 'Great results', 'Consistently good', 'Finally found the one', 'Wish I found it sooner',
    'Absolute winner', 'Family favourite', 'Easy five stars', 'Does exactly what it says', 'Quality you can taste',
    'Daily habit', 'Top marks', 'Recommended to everyone',
  ],
  4: [
    'Really good', 'Very happy', 'Solid product', 'Great value', 'Nearly perfect', 'Good stuff', 'Would recommend',
    'Happy customer', 'Pretty impressed', 'Good buy', 'Almost there', 'Reliable', 'Glad I tried it', 'Nice surprise',
    'Worth a go', 'Happy with it', 'Does the trick', 'Good all-rounder', 'Would buy again', 'Minor quibble only',
    'Very decent', 'Good for the price', 'Enjoying it', 'Pleased overall',
  ],
  3: ['Pretty good', 'Does the job', 'Okay overall', 'Not bad', 'Middle of the road'],
  2: ['Not for me', 'Disappointed', 'Expected more'],
  1: ['Did not suit me', 'Not what I hoped'],
};

/** Integer ratings (1-5) of length n whose mean rounds as close as possible to avg. */
function ratingsFor(avg, n, rng) {
  const target = Math.min(5 * n, Math.max(n, Math.round(avg * n)));
  const r = Array(n).fill(5);
  let deficit = 5 * n - target;
  while (deficit > 0) {
    const i = rng.int(0, n - 1);
    if (r[i] > 2 || (r[i] > 1 && deficit > n)) {
      r[i] -= 1;
      deficit -= 1;
    }
  }
  return r;
}

function isoDate(rng) {
  // Between 2024-01-01 and 2026-03-31, at a fixed daytime hour.
  const start = Date.UTC(2024, 0, 1);
  const end = Date.UTC(2026, 2, 31);
  const day = rng.int(0, Math.floor((end - start) / 86400000));
  const d = new Date(start + day * 86400000 + rng.int(7, 21) * 3600000);
  return d.toISOString().replace('.000Z', 'Z');
}

/** A deck per list: items come out shuffled and do not repeat until the list is used up. */
function decks(rng) {
  const open = new Map();
  return (list) => {
    let deck = open.get(list);
    if (!deck?.length) {
      deck = rng.sample(list, list.length);
      open.set(list, deck);
    }
    return deck.pop();
  };
}

/**
 * Written reviews for the 30 most-reviewed products, enough of them to page through (14-40 each), that read as
 * different people: each body is put together from an opener, what they noticed about this kind of product, the
 * flavour they tried, how they use it and a closing remark, each drawn without repeats; no two bodies and no two
 * titles of a product are the same.
 */
export function buildReviews(products, extras) {
  const rng = createRng('bulk-reviews-v2');
  const chosen = products.slice().sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id).slice(0, 30);
  const chosenIds = new Set(chosen.map((p) => p.id));
  const reviews = [];
  let id = 1;
  for (const p of products) {
    if (!chosenIds.has(p.id)) continue;
    const type = extras.get(p.slug).type;
    const lines = TYPE_LINES[type] ?? TYPE_LINES.protein;
    const usage = USAGE[type] ?? USAGE.protein;
    const n = rng.int(14, 40);
    const ratings = ratingsFor(p.averageRating, n, rng);
    const flavours = p.options.find((o) => o.name === 'Flavour')?.values.filter((f) => f !== 'Unflavoured') ?? [];
    const draw = decks(rng);
    const bodies = new Set();
    // No two reviews of a product share a title (each rating's list is longer than a product's reviews of it).
    const titles = new Set();
    const drawTitle = (rating) => {
      let title = draw(TITLES[rating]);
      for (let attempt = 0; attempt < TITLES[rating].length && titles.has(title); attempt += 1) title = draw(TITLES[rating]);
      titles.add(title);
      return title;
    };
    const items = ratings.map((rating) => {
      const mood = rating >= 4 ? 'good' : rating === 3 ? 'ok' : 'bad';
      let body = '';
      for (let attempt = 0; attempt < 12 && (body === '' || bodies.has(body)); attempt += 1) {
        const parts = [];
        if (rng.chance(0.55)) parts.push(draw(OPENERS));
        parts.push(draw(lines[mood]));
        if (flavours.length > 0 && rng.chance(0.55)) parts.push(`The ${draw(flavours)} ${draw(FLAVOUR_WORDS[mood])}.`);
        if (rng.chance(0.45)) parts.push(draw(usage));
        if (mood === 'good' && rng.chance(0.35)) parts.push(draw(lines.good));
        if (rng.chance(0.6)) parts.push(draw(GENERIC[mood]));
        body = [...new Set(parts)].join(' ');
      }
      bodies.add(body);
      return {
        id: 0,
        productId: p.id,
        author: draw(NAMES),
        rating,
        title: drawTitle(rating),
        body,
        date: isoDate(rng),
      };
    });
    items.sort((a, b) => (a.date < b.date ? 1 : -1));
    for (const it of items) {
      it.id = id;
      id += 1;
      reviews.push(it);
    }
  }
  return { reviews };
}
