import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KLAVIYO_SCRIPT_ID, trackerScriptUrl } from '@/lib/marketing/tracker';
import { publicConfig } from '@/lib/public-config';
import { recipesJsonLd } from '@/components/seo/json-ld';
import RichContent from '@/components/content/RichContent';
import { block, node } from '@/tests/support/content-blocks';

const original = { ...publicConfig, modes: { ...publicConfig.modes } };

afterEach(() => {
  Object.assign(publicConfig, original, { modes: { ...original.modes } });
  delete window.yotpo;
  document.getElementById('yotpo-widget-script')?.remove();
});

describe('faq', () => {
  it('renders the question as a disclosure that opens to show the answer', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <RichContent value={[node('faq', { question: 'Is it gluten free?', answer: [block('normal', 'Yes, every flavour is.')] })]} />,
    );
    const details = container.querySelector('details') as HTMLDetailsElement;
    const summary = screen.getByText('Is it gluten free?');
    expect(summary.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('Yes, every flavour is.')).toBeVisible();
  });
});

describe('image', () => {
  const local = { url: '/images/content/scoop.svg', alt: 'A scoop of powder', width: 800, height: 600 };

  it('serves a local SVG unoptimised, capped at 300 px wide, keeping its aspect ratio', () => {
    render(<RichContent value={[node('image', { asset: { _ref: 'image-a-800x600-svg' }, image: local, width: 500 })]} />);
    const img = screen.getByRole('img', { name: 'A scoop of powder' });
    expect(img).toHaveAttribute('src', '/images/content/scoop.svg');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '225');
  });

  it('uses the requested width when below 300 px and applies a ratio', () => {
    render(<RichContent value={[node('image', { image: local, width: 200, ratio: '1:1' })]} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
  });

  it('renders full width at 1200 px', () => {
    render(<RichContent value={[node('image', { image: local, fullWidth: true, ratio: '16:9' })]} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
  });

  it('asks the Sanity CDN for the size with quality 75 and auto format', () => {
    render(
      <RichContent
        value={[node('image', { image: { url: 'https://cdn.sanity.io/images/p/d/abc-800x600.jpg', alt: 'Shaker', width: 800, height: 600 }, width: 300 })]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Shaker' });
    expect(img.getAttribute('src')).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/p\/d\/abc-800x600\.jpg\?w=\d+&q=75&auto=format$/);
    const srcset = img.getAttribute('srcset') ?? '';
    expect(srcset).toMatch(/\?w=\d+&q=75&auto=format 1x/);
    expect(srcset).toMatch(/\?w=\d+&q=75&auto=format 2x/);
  });

  it('shows the caption in a figure', () => {
    render(<RichContent value={[node('image', { image: local, caption: 'One level scoop is 30 g.' })]} />);
    const caption = screen.getByText('One level scoop is 30 g.');
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.closest('figure')).toContainElement(screen.getByRole('img'));
  });

  it('links the image, in a new tab with rel noopener when asked', () => {
    render(<RichContent value={[node('image', { image: local, link: 'https://example.com/lab-report', newTab: true })]} />);
    const link = screen.getByRole('link', { name: /A scoop of powder/ });
    expect(link).toHaveAttribute('href', 'https://example.com/lab-report');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('links to a site path with next/link, in the same tab', () => {
    render(<RichContent value={[node('image', { image: local, link: '/products/creatine' })]} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/products/creatine');
    expect(link).not.toHaveAttribute('target');
  });

  it('applies border and float classes', () => {
    const { container } = render(
      <RichContent value={[node('image', { image: local, border: true, floatLeft: true }), node('image', { image: local, floatRight: true })]} />,
    );
    const [left, right] = container.querySelectorAll('figure');
    expect(left.className).toMatch(/floatLeft/);
    expect(left.className).toMatch(/border/);
    expect(right.className).toMatch(/floatRight/);
  });

  it('shows readable overlay badges', () => {
    render(
      <RichContent
        value={[node('image', { image: local, overlay: ['pharmaceuticalGrade', 'improvedFormula', 'sale', 'hasta', 'veganCertified', 'plantBased', 'bogus'] })]}
      />,
    );
    const badges = screen.getByRole('list', { name: 'Badges' });
    expect([...badges.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Pharmaceutical grade',
      'Improved formula',
      'Sale',
      'HASTA certified',
      'Vegan certified',
      'Plant based',
    ]);
  });

  it('renders nothing when the asset could not be resolved', () => {
    const { container } = render(<RichContent value={[node('image', { asset: { _ref: 'image-missing' }, image: null })]} />);
    expect(container.querySelector('figure')).toBeNull();
  });
});

describe('nutritionPanel', () => {
  it('renders a table with caption, column and row headers', () => {
    render(
      <RichContent
        value={[
          node('nutritionPanel', {
            title: 'Nutrition information',
            subTitle1: 'Servings per pack: 33',
            subTitle2: 'Serving size: 30 g',
            content: {
              rows: [
                { _key: 'h', cells: ['', 'Per serve', 'Per 100 g'] },
                { _key: 'e', cells: ['Energy', '480 kJ', '1600 kJ'] },
                { _key: 'p', cells: ['Protein', '27 g', '90 g'] },
              ],
            },
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: /Nutrition information/ });
    expect(table.querySelector('caption')).toHaveTextContent('Servings per pack: 33');
    expect(table.querySelector('caption')).toHaveTextContent('Serving size: 30 g');
    const cols = screen.getAllByRole('columnheader');
    expect(cols.map((c) => c.textContent)).toEqual(['Per serve', 'Per 100 g']);
    cols.forEach((c) => expect(c).toHaveAttribute('scope', 'col'));
    const rowHeader = screen.getByRole('rowheader', { name: 'Protein' });
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('cell', { name: '27 g' })).toBeInTheDocument();
  });
});

describe('yotpoGallery', () => {
  const gallery = node('yotpoGallery', { galleryId: 'gal-123', productId: '101' });

  it('renders nothing in the embedded shop (no Yotpo key, no script, no note about it)', () => {
    publicConfig.yotpoAppKey = null;
    const { container } = render(<RichContent value={[gallery]} />);
    expect(container.querySelector('.yotpo')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(container).toHaveTextContent('');
    expect(document.getElementById('yotpo-widget-script')).toBeNull();
  });

  it('renders the gallery placeholder when Yotpo is configured', () => {
    publicConfig.yotpoAppKey = 'app-key';
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const { container } = render(<RichContent value={[gallery]} />);
    const div = container.querySelector('.yotpo.yotpo-pictures-widget');
    expect(div).toHaveAttribute('data-gallery-id', 'gal-123');
    expect(div).toHaveAttribute('data-product-id', '101');
  });
});

describe('form', () => {
  it('renders the Klaviyo form container when Klaviyo is configured, and loads the script that fills it (once)', () => {
    publicConfig.klaviyoPublicKey = 'pk_123';
    document.getElementById(KLAVIYO_SCRIPT_ID)?.remove();
    const { container } = render(
      <RichContent value={[node('form', { formType: 'klaviyo', klaviyoId: 'XyZ12' }), node('form', { formType: 'klaviyo', klaviyoId: 'AbC34' })]} />,
    );
    expect(container.querySelector('.klaviyo-form-XyZ12')).not.toBeNull();
    expect(container.querySelector('.klaviyo-form-AbC34')).not.toBeNull();
    const scripts = [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual([trackerScriptUrl('pk_123')]);
    document.getElementById(KLAVIYO_SCRIPT_ID)?.remove();
  });

  it('renders nothing for a Klaviyo form without Klaviyo (no note about a missing form)', () => {
    publicConfig.klaviyoPublicKey = null;
    const { container } = render(<RichContent value={[node('form', { formType: 'klaviyo', klaviyoId: 'XyZ12' })]} />);
    expect(container.querySelector('[class*="klaviyo"]')).toBeNull();
    expect(container).toHaveTextContent('');
  });

  it('renders a lazy ShortStack iframe with its height when marketing is hosted', () => {
    publicConfig.modes.marketing = 'hosted';
    render(<RichContent value={[node('form', { formType: 'shortStack', shortStackId: 'abc123', height: 720 })]} />);
    const frame = screen.getByTitle('ShortStack form');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://shortstack.page/abc123');
    expect(frame).toHaveAttribute('height', '720');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('links to the ShortStack form instead of embedding it in the embedded shop', () => {
    render(<RichContent value={[node('form', { formType: 'shortStack', shortStackId: 'abc123', height: 720 })]} />);
    expect(screen.queryByTitle('ShortStack form')).toBeNull();
    expect(screen.getByRole('link', { name: /Open this form on shortstack.page/ })).toHaveAttribute('href', 'https://shortstack.page/abc123');
  });

  it('shows the missing form type message for any other form type', () => {
    render(<RichContent value={[node('form', { formType: 'typeform', height: 300 })]} />);
    expect(screen.getByText('Missing form type: The form type you have used is not supported here')).toBeInTheDocument();
  });
});

describe('columns', () => {
  it('flows its content into colNumber columns', () => {
    const { container } = render(<RichContent value={[node('columns', { colNumber: 3, content: [block('normal', 'Column text.')] })]} />);
    const columns = container.querySelector('[data-columns]') as HTMLElement;
    expect(columns).toHaveAttribute('data-columns', '3');
    expect(columns.className).toMatch(/count3/);
    expect(columns).toHaveTextContent('Column text.');
  });

  it('clamps the column count to 2-4', () => {
    const { container } = render(
      <RichContent value={[node('columns', { colNumber: 9, content: [block('normal', 'a')] }), node('columns', { colNumber: 1, content: [block('normal', 'b')] })]} />,
    );
    expect([...container.querySelectorAll('[data-columns]')].map((el) => el.getAttribute('data-columns'))).toEqual(['4', '2']);
  });
});

describe('vimeoVideo', () => {
  it('loads nothing from Vimeo until its link is pressed, then plays in place', async () => {
    const user = userEvent.setup();
    const { container } = render(<RichContent value={[node('vimeoVideo', { videoId: '76979871', title: 'Mixing a shake' })]} />);
    expect(container.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Play video: Mixing a shake/ });
    // Before the page's code runs (or without it) the link opens the player itself.
    expect(link.getAttribute('href')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/);
    await user.click(link);
    const frame = screen.getByTitle('Mixing a shake');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Mixing a shake/ })).toBeNull();
  });

  it('ignores a video id that is not a Vimeo number', () => {
    const { container } = render(<RichContent value={[node('vimeoVideo', { videoId: '"><script>', title: 'Bad' })]} />);
    expect(container.querySelector('a, button, iframe')).toBeNull();
  });
});

describe('recipe', () => {
  const recipe = node('recipe', {
    title: 'Protein pancakes',
    yield: '2 serves',
    calories: 320,
    prepTime: 5,
    cookTime: 10,
    totalTime: 15,
    ingredientsSection: [{ _key: 'i', title: 'Batter', items: ['1 scoop WPI', '1 banana', '2 eggs'] }],
    instructionsSection: [{ _key: 's', title: 'Cook', steps: ['Blend everything.', 'Cook in a hot pan.'] }],
  });

  it('shows yield, calories, times, ingredients and method', () => {
    render(<RichContent value={[recipe]} />);
    expect(screen.getByRole('heading', { name: 'Protein pancakes', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2 serves')).toBeInTheDocument();
    expect(screen.getByText('320 kcal')).toBeInTheDocument();
    expect(screen.getByText('5 min')).toBeInTheDocument();
    expect(screen.getByText('10 min')).toBeInTheDocument();
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(screen.getByText('1 banana').tagName).toBe('LI');
    expect(screen.getByText('Cook in a hot pan.').closest('ol')).not.toBeNull();
  });

  it('does not repeat a section title that only says the heading again (no "Method / Method")', () => {
    const plain = node('recipe', {
      title: 'Shake',
      ingredientsSection: [{ _key: 'i', title: 'ingredients', items: ['1 scoop WPI'] }],
      instructionsSection: [{ _key: 's', title: 'Method', steps: ['Shake it.'] }],
    });
    render(<RichContent value={[plain]} />);
    expect(screen.getAllByRole('heading', { name: 'Method' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: /ingredients/i })).toHaveLength(1);
    // A real sub-section title still shows.
    render(<RichContent value={[recipe]} />);
    expect(screen.getByRole('heading', { name: 'Cook', level: 4 })).toBeInTheDocument();
  });

  it('leaves its Recipe JSON-LD to the page (built on the server by recipesJsonLd)', () => {
    const { container } = render(<RichContent value={[recipe]} />);
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    const [data] = recipesJsonLd([recipe]);
    expect(data['@type']).toBe('Recipe');
    expect(data.name).toBe('Protein pancakes');
    expect(data.recipeIngredient).toEqual(['1 scoop WPI', '1 banana', '2 eggs']);
    expect(data.totalTime).toBe('PT15M');
  });
});

describe('recommendedProduct', () => {
  it('renders a card linking to the product with why and how', () => {
    render(
      <RichContent
        value={[
          node('recommendedProduct', {
            product: { _ref: 'product-101' },
            productRef: { productId: 101, slug: 'whey-protein-isolate', title: 'Whey Protein Isolate', shortDescription: 'Fast-digesting protein.' },
            why: 'Low in lactose and quick to digest.',
            how: 'One scoop in 200 ml of water after training.',
          }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Whey Protein Isolate' })).toHaveAttribute('href', '/products/whey-protein-isolate');
    expect(screen.getByText('Fast-digesting protein.')).toBeInTheDocument();
    expect(screen.getByText('Low in lactose and quick to digest.')).toBeInTheDocument();
    expect(screen.getByText('One scoop in 200 ml of water after training.')).toBeInTheDocument();
  });

  it('flags a product reference that could not be resolved', () => {
    render(<RichContent value={[node('recommendedProduct', { product: { _ref: 'gone' }, productRef: null, why: 'Because.' })]} />);
    expect(screen.getByText('missing link')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
