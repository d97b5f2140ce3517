import { screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { chooseStartLanguage, forgetStartLanguage } from './language';
import { defineCatalogue } from './catalogue';

type ActFlag = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;

beforeEach(() => {
  // As in the browser: React's own scheduler, which replays a component whose data arrives mid-render.
  (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root?.unmount();
  root = null;
  (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
  forgetStartLanguage();
});

describe('a catalogue whose English is still on its way', () => {
  it("draws the screen in English once it arrives, without React finding the render broken (errors 467 and 520 in the bank's error reports)", async () => {
    chooseStartLanguage('en');
    let arrive: (english: { greeting: string }) => void = () => undefined;
    const catalogue = defineCatalogue({ greeting: 'สวัสดี' }, () => new Promise((resolve) => (arrive = resolve)));
    function Screen() {
      const { greeting } = catalogue.useTexts();
      // A hook after the texts, as every screen has.
      const [shown] = useState(greeting);
      return <p>{shown}</p>;
    }
    let open: () => void = () => undefined;
    // The app goes to a screen in a transition (the router's navigations): React waits for the
    // English on the screen it is leaving and goes on with the new one when it arrives.
    function App() {
      const [opened, setOpened] = useState(false);
      open = () => startTransition(() => setOpened(true));
      return <Suspense fallback={null}>{opened ? <Screen /> : <p>ก่อนหน้า</p>}</Suspense>;
    }
    const recovered = jest.fn();
    // The development build names the fault the production build reports as React errors 467 and 520.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container, { onRecoverableError: recovered });
    root.render(<App />);
    await waitFor(() => expect(screen.getByText('ก่อนหน้า')).toBeVisible());
    open();
    // The English chunk arrives while React is drawing the screen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrive({ greeting: 'Hello' });
    await waitFor(() => expect(screen.getByText('Hello')).toBeVisible());
    expect(recovered).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });
});
