import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, SESSION_KEYS } from 'shared-kernel';
import { testRuntimeConfig } from 'shared-kernel/testing';
import { DebugPanel } from './debug-panel';

function withDebug(environment: 'sandbox' | 'production') {
  setRuntimeConfig({ ...testRuntimeConfig('http://bank.invalid'), environment });
  sessionStorage.setItem(SESSION_KEYS.debugMode, 'on');
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-123');
}

describe('the debug panel', () => {
  it('copies the access token to the clipboard in a test environment', async () => {
    withDebug('sandbox');
    const user = userEvent.setup();
    render(<DebugPanel />);
    await user.click(screen.getByRole('button', { name: 'คัดลอกโทเค็นเข้าใช้งาน' }));
    expect(await navigator.clipboard.readText()).toBe('access-123');
    expect(screen.getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
  });

  it('says its Thai is Thai, so on an English screen a screen reader reads the tools in a Thai voice', () => {
    withDebug('sandbox');
    document.documentElement.lang = 'en';
    render(<DebugPanel />);
    expect(screen.getByRole('complementary', { name: 'เครื่องมือสำหรับผู้ทดสอบ' })).toHaveAttribute('lang', 'th');
    document.documentElement.lang = 'th';
  });

  it('does not exist when the runtime config says production, even if the switch was set', () => {
    withDebug('production');
    render(<DebugPanel />);
    expect(screen.queryByRole('complementary', { name: 'เครื่องมือสำหรับผู้ทดสอบ' })).not.toBeInTheDocument();
  });

  it('does not exist when debug mode is off', () => {
    withDebug('sandbox');
    sessionStorage.removeItem(SESSION_KEYS.debugMode);
    render(<DebugPanel />);
    expect(screen.queryByRole('button', { name: 'คัดลอกโทเค็นเข้าใช้งาน' })).not.toBeInTheDocument();
  });
});
