import { isSubmitShown } from './submit-visibility';

describe('isSubmitShown', () => {
  it('shows the button on a window 600 px or taller', () => {
    expect(isSubmitShown(600, true)).toBe(true);
    expect(isSubmitShown(839, false)).toBe(true);
  });

  it('hides it under 600 px while the e-mail is being typed (keyboard up)', () => {
    expect(isSubmitShown(599, true)).toBe(false);
  });

  it('keeps it on a short window once typing ends', () => {
    expect(isSubmitShown(540, false)).toBe(true);
  });

  it('keeps it on a short window where typing brings up no on-screen keyboard (a mouse and keyboard)', () => {
    expect(isSubmitShown(540, true, false)).toBe(true);
  });
});
