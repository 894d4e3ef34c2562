/**
 * Input kept for server-rendered HTML whose code has not arrived yet (deferred hydration: rich content, the category
 * listing). React drops a press on HTML it has not hydrated, so a listener on the window, installed before React
 * hydrates anything, keeps what the shopper did inside a deferred container and replays it, in order, once that
 * container has hydrated (React hydrates the same elements, so they are replayed on the elements pressed):
 * - a press on a button (`button[type=button]`, or a submit button, see below);
 * - a form with no action of its own submitted (a submit button, Enter in a field): the browser's own submission,
 *   which would reload the page, is prevented and the form submitted again once hydrated, with what was typed in
 *   its fields (hydration gives controlled fields their rendered value back). A form with an action (every form that
 *   posts to an API route, quick add included) is the browser's to send: the server answers it;
 * - a select changed (its value is set again and a change event sent);
 * - text typed in a field and not submitted (a search box that searches as you type): hydration keeps the text on
 *   screen but not in the component's state, so the field's text at that moment is typed again.
 * Input that React could handle is left to React: when the code is there, React hydrates the pressed container at
 * once and handles the event, so only an element still not hydrated right after the event counts as lost.
 * Browser only.
 */

type EarlyInput =
  | { kind: 'press'; element: HTMLElement }
  | { kind: 'submit'; element: HTMLFormElement; values: Map<HTMLInputElement, string> }
  | { kind: 'change'; element: HTMLSelectElement; value: string }
  | { kind: 'type'; element: HTMLInputElement };

/** Containers whose code has arrived and hydrated. */
const hydratedContainers = new WeakSet<Element>();
/** The attributes marking deferred containers whose input is kept. */
const containerAttributes = new Set<string>();
const pending: EarlyInput[] = [];

/** React has hydrated this element (its handlers are attached). */
export function hydratedElement(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

function deferredContainer(element: Element): Element | null {
  for (const attribute of containerAttributes) {
    const container = element.closest(`[${attribute}]`);
    if (container) return container;
  }
  return null;
}

/** The element, when it sits in a deferred container still waiting for its code. */
function waiting<T extends Element>(element: T | null | undefined): T | null {
  if (!element) return null;
  const container = deferredContainer(element);
  return container && !hydratedContainers.has(container) && !hydratedElement(element) ? element : null;
}

/** Keeps `input` unless React has hydrated its element by the end of this event. */
function keepUnlessHandled(input: EarlyInput): void {
  setTimeout(() => {
    if (!hydratedElement(input.element)) pending.push(input);
  }, 0);
}

/** Inputs that are pressed, not typed in (a press on them is not kept). */
const UNTYPED = new Set(['checkbox', 'radio', 'file', 'range', 'color', 'button', 'submit', 'reset', 'image']);

let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      // A submit button's press submits its form: the submit listener keeps that.
      const button = waiting(event.target.closest<HTMLElement>('button[type="button"]'));
      if (button) keepUnlessHandled({ kind: 'press', element: button });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const form = waiting(event.target instanceof HTMLFormElement ? event.target : null);
      // A real form (an action of its own) goes as it is: the route it posts to answers with the next page.
      if (!form || form.hasAttribute('action')) return;
      // Never the browser's own submission (a reload): React's handler, if it hydrates now, prevents it as well.
      event.preventDefault();
      const values = new Map([...form.querySelectorAll('input')].map((input) => [input, input.value]));
      keepUnlessHandled({ kind: 'submit', element: form, values });
    },
    true,
  );
  window.addEventListener(
    'input',
    (event) => {
      const field = waiting(event.target instanceof HTMLInputElement && !UNTYPED.has(event.target.type) ? event.target : null);
      // Once per field: its text is read when replayed.
      if (field && !pending.some((input) => input.kind === 'type' && input.element === field)) keepUnlessHandled({ kind: 'type', element: field });
    },
    true,
  );
  window.addEventListener(
    'change',
    (event) => {
      const select = waiting(event.target instanceof HTMLSelectElement ? event.target : null);
      if (select) keepUnlessHandled({ kind: 'change', element: select, value: select.value });
    },
    true,
  );
}

/** Keeps the early input of containers marked with `attribute` (call at module load, before hydration). */
export function keepEarlyInput(attribute: string): void {
  if (typeof window === 'undefined') return;
  containerAttributes.add(attribute);
  listen();
}

/** Sets a field's value as typing does, so that React's onChange sees it. */
function setTyped(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Types `value` into a field that hydrated after the shopper typed in it. Hydration keeps the typed text on screen
 * but not in the component's state, and React only reports a value that differs from the one it last saw: clear
 * it first, then type it.
 */
function type(input: HTMLInputElement, value: string): void {
  if (value !== '') setTyped(input, '');
  setTyped(input, value);
}

function replay(input: EarlyInput): void {
  const { element } = input;
  if (!element.isConnected) return;
  if (input.kind === 'press') element.click();
  else if (input.kind === 'type') type(input.element, input.element.value);
  else if (input.kind === 'submit') {
    const form = input.element;
    for (const [field, value] of input.values) if (field.isConnected) type(field, value);
    // The typed values re-render the form first: its handler then submits them.
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit();
    }, 0);
  } else if (input.kind === 'change') {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(element, input.value);
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** The container has hydrated: replays, in order, the input kept inside it. */
export function replayEarlyInput(container: Element): void {
  hydratedContainers.add(container);
  const mine = pending.filter((input) => container.contains(input.element));
  for (const input of mine) pending.splice(pending.indexOf(input), 1);
  for (const input of mine) replay(input);
}
