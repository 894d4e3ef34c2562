/**
 * A stand-in for the ALTCHA widget in jsdom (which has no workers for the real proof of work): the same tag,
 * configure() and reset(), a labelled "I'm not a robot" checkbox in the light DOM like the real one, and the
 * real widget's events. Ticking it "solves" the configured challenge at once: the payload names the challenge,
 * so a test can tell which challenge a code came from. Define it before the form renders (the page's own module
 * script defines the real one).
 */
export function defineFakeAltchaWidget(): void {
  if (customElements.get('altcha-widget')) return;
  class FakeAltchaWidget extends HTMLElement {
    challenge: { signature?: string } | null = null;
    private box: HTMLInputElement | null = null;

    connectedCallback() {
      if (this.box) return;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = 'fake-altcha-checkbox';
      label.htmlFor = box.id;
      label.textContent = "I'm not a robot";
      box.addEventListener('change', () => {
        if (!box.checked || !this.challenge) return;
        this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified' } }));
        this.dispatchEvent(new CustomEvent('verified', { detail: { payload: `solved:${this.challenge.signature}` } }));
      });
      this.append(box, label);
      this.box = box;
    }

    async configure(options: { challenge?: { signature?: string } }) {
      if (options.challenge) this.challenge = options.challenge;
    }

    reset() {
      if (this.box) this.box.checked = false;
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } }));
    }
  }
  customElements.define('altcha-widget', FakeAltchaWidget);
}
