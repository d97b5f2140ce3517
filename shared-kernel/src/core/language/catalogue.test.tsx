import { screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { defineCatalogue, loadEnglish } from './catalogue';
import { chooseStartLanguage, forgetStartLanguage } from './language';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | null = null;
let actEnvironment: boolean | undefined;
const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error);

beforeEach(() => {
  // As in the browser: no act() around rendering, so React replays a component whose data arrives while it waits.
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  errors.length = 0;
  window.addEventListener('error', onError);
});
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  window.removeEventListener('error', onError);
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  forgetStartLanguage();
});

describe('a catalogue on an English screen', () => {
  it('draws a screen whose English arrives just after its first render, without React tripping over it', async () => {
    chooseStartLanguage('en');
    // The English chunk arrives a moment after the screen first asks for it (a chunk from the cache).
    let arrive: () => void = () => undefined;
    const english = new Promise<{ greeting: string }>((resolve) => {
      arrive = () => resolve({ greeting: 'Hello' });
    });
    const catalogue = defineCatalogue({ greeting: 'สวัสดี' }, () => english);
    function Greeting() {
      // It arrives while React waits on the first attempt.
      setTimeout(arrive, 0);
      const { greeting } = catalogue.useTexts();
      // A screen's own state after its wording, as every page has.
      const [name] = useState('Somchai');
      return <p>{`${greeting} ${name}`}</p>;
    }
    root = createRoot(document.body.appendChild(document.createElement('div')));
    startTransition(() => root?.render(<Greeting />));
    expect(await screen.findByText('Hello Somchai')).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('draws a screen opened once the English is here at once, without waiting on it', async () => {
    chooseStartLanguage('en');
    const catalogue = defineCatalogue({ greeting: 'สวัสดี' }, () => Promise.resolve({ greeting: 'Hello' }));
    // The start awaits every catalogue's English before the first English screen.
    await loadEnglish();
    let waited = false;
    function Waiting() {
      waited = true;
      return null;
    }
    function Greeting() {
      return <p>{catalogue.useTexts().greeting}</p>;
    }
    root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      <Suspense fallback={<Waiting />}>
        <Greeting />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(waited).toBe(false);
  });
});
