import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { featureFlagsAtom, Page, setFlow } from 'shared-kernel';
import { SETTINGS_TEXTS } from '../../texts/th';
import { usePreSettingCheck } from './use-pre-setting-check';
import { settingMenuItems } from './setting-menu-items';

export default function SettingMenuPage() {
  usePreSettingCheck();
  const flags = useAtomValue(featureFlagsAtom);
  const navigate = useNavigate();
  return (
    <Page title={SETTINGS_TEXTS.menu.title}>
      <nav aria-label={SETTINGS_TEXTS.menu.title}>
        <ul className="setting-menu">
          {settingMenuItems(flags).map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className="k-btn k-btn--secondary"
                onClick={() => {
                  if (item.flow) setFlow(item.flow);
                  navigate(item.to);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
