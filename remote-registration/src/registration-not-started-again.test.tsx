import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { leavePage, renderInApp } from 'shared-kernel/testing';
import InfoPage from './features/info/info-page';
import SuccessPage from './features/success/success-page';
import { recordRegisterSent, recordRegistrationStep } from './registration-step';

// A registration the bank has accepted in this window is not started again by the screens that
// start one (docs/behaviour.md#registration-journey).
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const menu = <h1>ตั้งค่า</h1>;
const survey = <h1>เลือกความสนใจ</h1>;
const idCard = () => screen.queryByLabelText('เลขบัตรประชาชน');

/** The customer on /success, then the phone's back to `path`, where `screen` is drawn. */
function backFromSuccessTo(path: string, screenThere: ReactElement) {
  renderInApp(<SuccessPage />, {
    path: '/success',
    leaveTo: path,
    otherPages: { [path]: screenThere, '/setting': menu, '/survey': survey },
  });
  leavePage();
}

describe('/info, after a registration finished in this window', () => {
  it('the phone back to /info opens the settings menu in its place', async () => {
    backFromSuccessTo('/info', <InfoPage />);
    expect(await screen.findByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
    expect(location()).toHaveTextContent(/^\/setting$/);
    expect(idCard()).toBeNull();
    expect(screen.queryByRole('button', { name: 'ถัดไป' })).toBeNull();
  });

  it('/info opened by its address (a reload, a typed address) opens the settings menu too', async () => {
    renderInApp(<SuccessPage />, { path: '/success' }).unmount();
    renderInApp(<InfoPage />, { path: '/info', otherPages: { '/setting': menu } });
    expect(await screen.findByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
    expect(idCard()).toBeNull();
  });
});

describe('/info, while a registration accepted in this window is under way', () => {
  it('the phone back to /info goes on to the survey still to answer', async () => {
    recordRegistrationStep('/survey');
    renderInApp(<p>survey</p>, { path: '/survey', leaveTo: '/info', otherPages: { '/info': <InfoPage />, '/setting': menu } });
    leavePage();
    expect(await screen.findByText('survey')).toBeVisible();
    expect(location()).toHaveTextContent(/^\/survey$/);
    expect(idCard()).toBeNull();
  });

  it('/info still starts a registration whose Register went unanswered (the account screens settle that one)', () => {
    recordRegisterSent();
    renderInApp(<InfoPage />, { path: '/info' });
    expect(idCard()).toBeVisible();
  });

  it('/info starts a registration in a window that has registered none', () => {
    renderInApp(<InfoPage />, { path: '/info' });
    expect(idCard()).toBeVisible();
  });
});
