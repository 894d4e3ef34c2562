// Customer reviews: original, template-assembled copy whose ratings average out to each product's averageRating.
import { createRng } from './lib.mjs';

const NAMES = [
  'Sam K.', 'Olivia R.', 'Jack T.', 'Chloe M.', 'Liam P.', 'Ava S.', 'Noah W.', 'Isla B.', 'Ethan H.', 'Mia L.',
  'Lucas D.', 'Grace F.', 'Harper J.', 'Leo C.', 'Zoe N.', 'Oscar V.', 'Ruby G.', 'Henry A.', 'Ella Y.', 'Archie O.',
  'Matilda E.', 'Charlie Q.', 'Sienna U.', 'Hugo Z.', 'Aisha I.', 'Mateo X.', 'Priya W.', 'Ben T.', 'Hana S.', 'Tane R.',
];

const TYPE_LINES = {
  protein: {
    good: ['Mixes really smoothly with just a shaker.', 'Tastes great with water, even better with milk.', 'Keeps me full until lunch.', 'No bloating, which I get with a lot of other proteins.', 'Great protein per dollar compared with supermarket brands.'],
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
  good: ['Fast delivery too.', 'Will definitely reorder.', 'Highly recommend.', 'Great customer service when I had a question.', ''],
  ok: ['Would probably buy again.', 'Delivery was quick.', ''],
  bad: ['Customer service were helpful though.', 'Might try a different flavour next time.', ''],
};

const TITLES = {
  5: ['Love it', 'Best I have tried', 'Will buy again', 'Exactly what I needed', 'Outstanding', 'Five stars'],
  4: ['Really good', 'Very happy', 'Solid product', 'Great value'],
  3: ['Pretty good', 'Does the job', 'Okay overall'],
  2: ['Not for me', 'Disappointed'],
  1: ['Did not suit me'],
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

/** Reviews for the 30 most-reviewed products. */
export function buildReviews(products, extras) {
  const rng = createRng('bulk-reviews-v1');
  const chosen = products.slice().sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id).slice(0, 30);
  const chosenIds = new Set(chosen.map((p) => p.id));
  const reviews = [];
  let id = 1;
  for (const p of products) {
    if (!chosenIds.has(p.id)) continue;
    const type = extras.get(p.slug).type;
    const lines = TYPE_LINES[type] ?? TYPE_LINES.protein;
    const n = rng.int(3, 8);
    const ratings = ratingsFor(p.averageRating, n, rng);
    const flavourOpt = p.options.find((o) => o.name === 'Flavour');
    // Deal sentences from a shuffled deck per mood so reviews of one product rarely repeat each other.
    const decks = {};
    const draw = (mood) => {
      if (!decks[mood]?.length) decks[mood] = rng.sample(lines[mood], lines[mood].length);
      return decks[mood].pop();
    };
    const items = ratings.map((rating) => {
      const mood = rating >= 4 ? 'good' : rating === 3 ? 'ok' : 'bad';
      const first = draw(mood);
      const second = mood === 'good' && rng.chance(0.6) ? draw('good') : '';
      const flavour = flavourOpt && rng.chance(0.5) ? `Tried the ${flavourOpt.values[rng.int(0, flavourOpt.values.length - 1)]}. ` : '';
      const body = [flavour + first, second !== first ? second : '', rng.pick(GENERIC[mood])].filter(Boolean).join(' ');
      return {
        id: 0,
        productId: p.id,
        author: rng.pick(NAMES),
        rating,
        title: rng.pick(TITLES[rating]),
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
