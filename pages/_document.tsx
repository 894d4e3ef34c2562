import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { inlineScriptHashes, nextBootstrapScriptHash } from '@/lib/http/inline-scripts';
import { documentScriptPolicy } from '@/lib/http/security-headers';
import { publicConfig } from '@/lib/public-config';

interface ShopDocumentProps extends DocumentInitialProps {
  /** The CSP hashes of the page's inline scripts (React's reveal scripts for outlined Suspense boundaries). */
  scriptHashes: string[];
}

/**
 * The HTML document. Its head starts (after Next's next/head tags, before any script) with the document's script
 * policy (lib/http/security-headers.ts): the scripts it may run, inline ones by the hash of the very HTML it
 * carries (React's reveal scripts, Next's Turbopack bootstrap), so an ISR page cached with its HTML keeps a policy
 * that fits it, and no inline script runs that the server did not render.
 */
export default class ShopDocument extends Document<ShopDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<ShopDocumentProps> {
    const initial = await Document.getInitialProps(ctx);
    return { ...initial, scriptHashes: inlineScriptHashes(initial.html) };
  }

  render() {
    const bootstrap = nextBootstrapScriptHash(this.props.buildManifest, this.props.__NEXT_DATA__.page);
    const hashes = bootstrap ? [...this.props.scriptHashes, bootstrap] : this.props.scriptHashes;
    return (
      <Html lang="en">
        <Head>
          <meta httpEquiv="Content-Security-Policy" content={documentScriptPolicy(publicConfig, hashes)} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#0b5d3b" />
          {/* The first paint waits until the header has been parsed whole (up to <main>): a busy or slow phone can
              paint a document its parser has only partly read, and a header drawn with half its links would move
              as the rest arrive. The header is near the top of the first chunk of HTML, so this costs no wait on
              the network. */}
          <link rel="expect" href="#main" blocking="render" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
