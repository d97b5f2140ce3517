import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { setChatPlatform } from 'shared-kernel';
import { renderInApp } from 'shared-kernel/testing';
import SuccessAccountPage from './success-account-page';
import SuccessSurveyPage from './success-survey-page';
import SuccessUnbindingPage from './success-unbinding-page';

const PAGES: Array<[string, ComponentType, string]> = [
  ['/success-account', SuccessAccountPage, 'บันทึกข้อมูลสำเร็จ'],
  ['/success-survey', SuccessSurveyPage, 'ขอบคุณสำหรับการตอบแบบสอบถาม'],
  ['/success-unbinding', SuccessUnbindingPage, 'ยกเลิกบริการเรียบร้อยแล้ว'],
];

afterEach(() => setChatPlatform(null));

describe.each(PAGES)('%s', (path, Page, title) => {
  it(`says "${title}" and closes the chat window with back to chat`, async () => {
    const closeWindow = jest.fn();
    // LIFF is the boundary here: a stand-in platform records the close.
    setChatPlatform({ getIDToken: () => null, getOS: () => 'web', isInClient: () => true, closeWindow });
    renderInApp(<Page />, { path });
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'กลับไปที่แชท' }));
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });
});
