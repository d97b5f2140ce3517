import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from './modal-dialog';

function Popup({ onCancel }: { onCancel: () => void }) {
  return (
    <ModalDialog role="alertdialog" label="ระบบขัดข้อง" onCancel={onCancel} closeOnBackdrop>
      <div className="k-dialog">
        <button type="button">ตกลง</button>
      </div>
    </ModalDialog>
  );
}

// jsdom, like iOS 15.0-15.3 (docs/browsers.md), has no HTMLDialogElement.prototype.showModal.
describe('a popup where the engine has no modal <dialog>', () => {
  it('opens as a full-screen scrim over the page, with focus inside', () => {
    render(<Popup onCancel={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'ระบบขัดข้อง' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveClass('k-modal--inline');
    expect(screen.getByRole('button', { name: 'ตกลง' })).toHaveFocus();
  });

  it('means cancel on a tap on the scrim around the popup', async () => {
    const onCancel = jest.fn();
    render(<Popup onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('alertdialog', { name: 'ระบบขัดข้อง' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is a plain modal dialog where the engine has showModal', () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true });
    try {
      render(<Popup onCancel={() => undefined} />);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alertdialog', { name: 'ระบบขัดข้อง' })).not.toHaveClass('k-modal--inline');
    } finally {
      delete (HTMLDialogElement.prototype as { showModal?: unknown }).showModal;
    }
  });
});
