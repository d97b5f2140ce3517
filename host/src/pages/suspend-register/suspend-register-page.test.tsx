import { screen } from '@testing-library/react';
import { renderInApp } from '../../../../shared-kernel/src/testing/render-in-app';
import SuspendRegisterPage from './suspend-register-page';

it('/suspend-register says the service is suspended, names the hotline and returns to the chat', () => {
  renderInApp(<SuspendRegisterPage />, { path: '/suspend-register' });
  expect(screen.getByRole('heading', { name: 'ระงับการใช้บริการ' })).toBeVisible();
  expect(screen.getByText('บริการของคุณถูกระงับ กรุณาติดต่อธนาคาร โทร 1572')).toBeVisible();
  expect(screen.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
});
