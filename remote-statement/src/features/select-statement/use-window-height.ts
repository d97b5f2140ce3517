import { useEffect, useState } from 'react';

/**
 * The height of the window the customer sees. The on-screen keyboard shrinks the window on
 * Android; on an iPhone (Safari and LINE's WebView) the window stays and only the visual viewport
 * shrinks, telling so by its own resize. The smaller of the two is what is left above the keyboard.
 */
const heightSeen = () => Math.min(window.innerHeight, window.visualViewport?.height ?? window.innerHeight);

export function useWindowHeight(): number {
  const [height, setHeight] = useState(heightSeen);
  useEffect(() => {
    const update = () => setHeight(heightSeen());
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, []);
  return height;
}
