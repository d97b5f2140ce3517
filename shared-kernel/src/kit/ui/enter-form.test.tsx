import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnterForm } from './enter-form';

describe('EnterForm', () => {
  it("Enter in its one field does the page's action", async () => {
    const onEnter = jest.fn();
    render(
      <EnterForm onEnter={onEnter}>
        <label>
          รหัส
          <input />
        </label>
      </EnterForm>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'รหัส' }), '123456{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it("with several fields, Enter in any of them does it, whatever the browser's own checks would say, and adds no button to meet", async () => {
    const onEnter = jest.fn();
    render(
      <EnterForm onEnter={onEnter} severalFields>
        <label>
          อีเมล
          <input type="email" required />
        </label>
        <label>
          รหัสแนะนำ
          <input />
        </label>
      </EnterForm>,
    );
    // The e-mail is empty and required: the app's own checks speak for it, never the browser's bubble.
    await userEvent.type(screen.getByRole('textbox', { name: 'อีเมล' }), '{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'รหัสแนะนำ' }), 'ABC{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
