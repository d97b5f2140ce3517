import { screen } from '@testing-library/react';
import { setChatPlatform } from 'shared-kernel';
import { playChatPlatform, renderInApp } from 'shared-kernel/testing';
import SuspendRegisterPage from './suspend-register-page';

afterEach(() => setChatPlatform(null));

it('/suspend-register says the service is suspended, names the hotline and returns to the chat', () => {
  playChatPlatform();
  renderInApp(<SuspendRegisterPage />, { path: '/suspend-register' });
  expect(screen.getByRole('heading', { name: 'ระงับการใช้บริการ' })).toBeVisible();
  expect(screen.getByText('บริการของคุณถูกระงับ กรุณาติดต่อธนาคาร โทร 1572')).toBeVisible();
  expect(screen.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
});
