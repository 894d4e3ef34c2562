/**
 * Versioned schema migrations of the embedded store. Append new migrations at the end with the next version;
 * never edit one that has shipped. Each runs in its own write transaction together with its
 * `schema_migrations` row, so a crash leaves the store at a whole version.
 *
 * Money is integer cents; times are milliseconds since the epoch (INTEGER).
 */
import type { Store } from './db';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Triggers that move the catalogue revision counter on every insert, update and delete of products and variants. */
function revisionTriggers(): string {
  return ['products', 'variants']
    .flatMap((table) =>
      ['insert', 'update', 'delete'].map(
        (event) =>
          `CREATE TRIGGER ${table}_revision_${event} AFTER ${event.toUpperCase()} ON ${table}
        BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue_revision'; END;`,
      ),
    )
    .join('\n      ');
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        short_name TEXT NOT NULL DEFAULT '',
        short_description TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT '',
        images_json TEXT NOT NULL DEFAULT '[]',
        -- the default image, denormalised for cart lines
        image_url TEXT,
        average_rating REAL NOT NULL DEFAULT 0,
        review_count INTEGER NOT NULL DEFAULT 0,
        min_quantity INTEGER NOT NULL DEFAULT 0 CHECK (min_quantity >= 0),
        max_quantity INTEGER NOT NULL DEFAULT 0 CHECK (max_quantity >= 0),
        is_gift_certificate INTEGER NOT NULL DEFAULT 0,
        -- option definitions: [{ name, values: [] }]
        options_json TEXT NOT NULL DEFAULT '[]',
        nutrition_json TEXT,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX products_position ON products (position, id);

      CREATE TABLE variants (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        sku TEXT NOT NULL,
        -- chosen values: [{ name, value }]
        options_json TEXT NOT NULL DEFAULT '[]',
        price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
        retail_price_cents INTEGER CHECK (retail_price_cents IS NULL OR retail_price_cents >= 0),
        purchasable INTEGER NOT NULL DEFAULT 1,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX variants_product ON variants (product_id, position);

      CREATE TABLE inventory (
        variant_id INTEGER PRIMARY KEY REFERENCES variants (id) ON DELETE CASCADE,
        quantity INTEGER NOT NULL CHECK (quantity >= 0),
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'carts',
    sql: `
      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        -- 0 = guest
        customer_id INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        -- 30 days after the last change; an expired cart is treated as missing and purged lazily
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX carts_expires ON carts (expires_at);
      CREATE INDEX carts_customer ON carts (customer_id);

      CREATE TABLE cart_items (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id),
        variant_id INTEGER NOT NULL REFERENCES variants (id),
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
        created_at INTEGER NOT NULL,
        UNIQUE (cart_id, variant_id)
      );

      CREATE TABLE cart_gift_certificates (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        theme TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents BETWEEN 1000 AND 100000),
        sender_name TEXT NOT NULL DEFAULT '',
        sender_email TEXT NOT NULL DEFAULT '',
        recipient_name TEXT NOT NULL,
        recipient_email TEXT NOT NULL,
        message TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX cart_gift_certificates_cart ON cart_gift_certificates (cart_id);
    `,
  },
  {
    version: 3,
    name: 'customers, addresses, orders, newsletter',
    sql: `
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        -- scrypt$N$r$p$salt$hash (base64)
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        company TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );

      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        company TEXT NOT NULL DEFAULT '',
        address1 TEXT NOT NULL,
        address2 TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL,
        state_or_province TEXT NOT NULL DEFAULT '',
        postal_code TEXT NOT NULL,
        country_code TEXT NOT NULL CHECK (country_code IN ('AU', 'NZ')),
        phone TEXT NOT NULL DEFAULT '',
        address_type TEXT NOT NULL DEFAULT 'residential' CHECK (address_type IN ('residential', 'commercial')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX addresses_customer ON addresses (customer_id, id);

      CREATE TABLE orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        -- 0 = guest order
        customer_id INTEGER NOT NULL DEFAULT 0,
        -- the cart the order was placed from: the same cart cannot become two orders
        cart_id TEXT UNIQUE,
        email TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'Awaiting Fulfillment'
          CHECK (status IN ('Awaiting Fulfillment', 'Shipped', 'Completed', 'Cancelled')),
        subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
        shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
        total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
        tax_included_cents INTEGER NOT NULL CHECK (tax_included_cents >= 0),
        shipping_method TEXT NOT NULL,
        -- AddressInput as JSON (a snapshot: later edits of the saved address do not change the order)
        shipping_address_json TEXT NOT NULL,
        billing_address_json TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX orders_customer ON orders (customer_id, created_at);
      -- order numbers start above 1000
      INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 1000);

      CREATE TABLE order_lines (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL,
        variant_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        sku TEXT NOT NULL,
        options_json TEXT NOT NULL DEFAULT '[]',
        quantity INTEGER NOT NULL CHECK (quantity >= 1),
        unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
        total_cents INTEGER NOT NULL CHECK (total_cents >= 0)
      );
      CREATE INDEX order_lines_order ON order_lines (order_id, id);

      CREATE TABLE order_gift_certificates (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        theme TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        sender_name TEXT NOT NULL DEFAULT '',
        sender_email TEXT NOT NULL DEFAULT '',
        recipient_name TEXT NOT NULL,
        recipient_email TEXT NOT NULL,
        message TEXT NOT NULL DEFAULT ''
      );

      CREATE TABLE newsletter_subscriptions (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        customer_id INTEGER,
        source TEXT NOT NULL DEFAULT 'signup',
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'variant images',
    sql: `
      -- the variant's own picture as { url, altText, width, height }, or NULL (the product's images then)
      ALTER TABLE variants ADD COLUMN image_json TEXT;
    `,
  },
  {
    version: 5,
    name: 'guest order tokens',
    // A guest order is read only with the placing browser's secret token; its SHA-256 is kept, never the token.
    sql: `ALTER TABLE orders ADD COLUMN guest_token_hash TEXT;`,
  },
  {
    version: 6,
    name: 'catalogue revision',
    // A counter every change of a product or a variant moves (seed, edits, deletions): what the search index
    // reads to know the catalogue changed, instead of listing every product. Stock (its own table) is not part of it.
    sql: `
      INSERT INTO meta (key, value) VALUES ('catalogue_revision', '0') ON CONFLICT (key) DO NOTHING;
      ${revisionTriggers()}
    `,
  },
  {
    version: 7,
    name: 'password resets, wish lists',
    sql: `
      -- single-use reset links: only the SHA-256 of the token is kept
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_resets_customer ON password_resets (customer_id);

      CREATE TABLE wishlists (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        is_public INTEGER NOT NULL DEFAULT 0,
        token TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wishlists_customer ON wishlists (customer_id, id);

      CREATE TABLE wishlist_items (
        id INTEGER PRIMARY KEY,
        wishlist_id INTEGER NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL,
        -- 0: the product, whichever variant (NULL would not be unique)
        variant_id INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (wishlist_id, product_id, variant_id)
      );
    `,
  },
  {
    version: 8,
    name: 'discount codes',
    sql: `
      -- a code is matched without regard to case; its use count can never pass its limit (the CHECK), so two
      -- checkouts racing for the last use cannot both commit
      CREATE TABLE discount_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed', 'free_shipping')),
        percent INTEGER CHECK (percent IS NULL OR percent BETWEEN 1 AND 100),
        amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0),
        min_subtotal_cents INTEGER CHECK (min_subtotal_cents IS NULL OR min_subtotal_cents >= 0),
        starts_at INTEGER,
        ends_at INTEGER,
        max_uses INTEGER CHECK (max_uses IS NULL OR max_uses >= 1),
        max_uses_per_customer INTEGER CHECK (max_uses_per_customer IS NULL OR max_uses_per_customer >= 1),
        uses_count INTEGER NOT NULL DEFAULT 0 CHECK (uses_count >= 0),
        -- empty lists: every product
        product_ids_json TEXT NOT NULL DEFAULT '[]',
        category_slugs_json TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        CHECK (max_uses IS NULL OR uses_count <= max_uses),
        CHECK ((kind = 'percentage') = (percent IS NOT NULL)),
        CHECK ((kind = 'fixed') = (amount_cents IS NOT NULL))
      );

      -- one row per order that used a code: per-customer limits count these (by customer, or by email for guests)
      CREATE TABLE discount_code_uses (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL COLLATE NOCASE REFERENCES discount_codes (code),
        order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL DEFAULT 0,
        email TEXT NOT NULL COLLATE NOCASE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX discount_code_uses_email ON discount_code_uses (code, email);
      CREATE INDEX discount_code_uses_customer ON discount_code_uses (code, customer_id);

      ALTER TABLE carts ADD COLUMN discount_code TEXT;
      ALTER TABLE orders ADD COLUMN discount_code TEXT;
      ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
    `,
  },
  {
    version: 9,
    name: 'gift certificate emails',
    // Each certificate is emailed to its recipient once its order is placed (gift-certificate-emails.ts): sent_at
    // once the mailer took it; sending_at while one sender has it (a lease, so a crash mid-send is retried later).
    // A certificate of an order placed before this version was never emailed: it goes with the next sending.
    sql: `
      ALTER TABLE order_gift_certificates ADD COLUMN email_sent_at INTEGER;
      ALTER TABLE order_gift_certificates ADD COLUMN email_sending_at INTEGER;
      CREATE INDEX order_gift_certificates_unsent ON order_gift_certificates (id) WHERE email_sent_at IS NULL;
    `,
  },
  {
    version: 10,
    name: 'gift certificate balances',
    // A sold certificate can be spent (lib/commerce/gift-certificate-rules.ts): its balance starts at its amount and
    // an order takes what it pays from it in the order's transaction (never below 0). A cart carries the code applied
    // and the balance it had then; an order records which certificate paid how much.
    sql: `
      ALTER TABLE order_gift_certificates ADD COLUMN balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0);
      UPDATE order_gift_certificates SET balance_cents = amount_cents;
      ALTER TABLE carts ADD COLUMN gift_certificate_code TEXT;
      ALTER TABLE carts ADD COLUMN gift_certificate_balance_cents INTEGER;
      ALTER TABLE orders ADD COLUMN gift_certificate_code TEXT;
      ALTER TABLE orders ADD COLUMN gift_certificate_cents INTEGER NOT NULL DEFAULT 0 CHECK (gift_certificate_cents >= 0);
    `,
  },
];

/** The versions applied to this store, lowest first. */
function appliedVersions(store: Store): number[] {
  store.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    )
  `);
  return store.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version').map((r) => r.version);
}

/**
 * Brings the store to the newest version and returns the versions it applied (empty when up to date).
 * Safe when several processes start together: each migration re-checks its version inside the write lock.
 */
export function migrate(store: Store, migrations: readonly Migration[] = MIGRATIONS, now: number = Date.now()): number[] {
  for (let i = 0; i < migrations.length; i += 1) {
    if (migrations[i].version !== i + 1) {
      throw new Error(`Embedded store migrations must be numbered 1, 2, 3... in order; found ${migrations[i].version} at position ${i + 1}.`);
    }
  }
  const known = appliedVersions(store);
  const newest = known.at(-1) ?? 0;
  if (newest > migrations.length) {
    throw new Error(
      `The embedded store ${store.file} is at schema version ${newest}, newer than this code knows (${migrations.length}). ` +
        'Update the code or delete the data directory.',
    );
  }
  const applied: number[] = [];
  for (const migration of migrations.slice(newest)) {
    store.writeNow(() => {
      const done = store.get<{ version: number }>('SELECT version FROM schema_migrations WHERE version = ?', migration.version);
      if (done) return;
      store.exec(migration.sql);
      store.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', migration.version, migration.name, now);
      applied.push(migration.version);
    });
  }
  return applied;
}
