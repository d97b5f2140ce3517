import { useAtomValue } from 'jotai';
import { useEffect, useTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, endJourney, featureFlagsAtom, Icon, Page, settingAtom, startJourney } from 'shared-kernel';
import { LanguageSwitch, useKernelTexts } from 'shared-kernel/language';
import { useSettingsTexts } from '../../texts/catalogue';
import { useSettingsStyles } from '../../ui/settings-styles';
import { usePreSettingCheck } from './use-pre-setting-check';
import { settingMenuItems, type SettingMenuItem } from './setting-menu-items';

export default function SettingMenuPage() {
  const TEXT = useSettingsTexts().menu;
  const { BUTTONS } = useKernelTexts();
  const { failed, retry } = usePreSettingCheck();
  const flags = useAtomValue(featureFlagsAtom);
  const { isFillConsentAllowed, isLoadingSuccess } = useAtomValue(settingAtom);
  const navigate = useNavigate();
  useSettingsStyles();
  useEffect(() => {
    // Back on the menu, any verified journey is over: the next protected item is verified afresh,
    // and a token earned for one flow (or one about to expire) never carries into another.
    endJourney();
  }, []);

  // The next screen's code may still be coming (the landing's Next does the same): as a
  // transition this menu stays up meanwhile, busy, and a second tap opens nothing more.
  const [leaving, leave] = useTransition();
  const open = (item: SettingMenuItem) => {
    if (item.flow) startJourney(item.flow);
    leave(() => navigate(item.to));
  };

  // The failure's one message is the popup the error handler showed (the bank's reason, in the
  // catalogue's words); the page only offers to ask again.
  if (failed) return <Page title={TEXT.title} footer={<Button onClick={retry}>{BUTTONS.retry}</Button>} />;
  // The items are drawn at once (and so from the page's HTML, see src/first-screens) but do
  // nothing until the bank's check has answered; the personal-data item joins when it allows it.
  return (
    <Page title={TEXT.title}>
      <nav aria-label={TEXT.title} aria-busy={!isLoadingSuccess || leaving}>
        <ul className="k-list">
          {settingMenuItems(flags, isLoadingSuccess && isFillConsentAllowed, TEXT).map((item) => (
            <li key={item.label}>
              <button type="button" className="k-list__item" disabled={!isLoadingSuccess || leaving} onClick={() => open(item)}>
                <Icon name={item.icon} className="k-list__lead" />
                <span>{item.label}</span>
                <Icon name="chevron" className="k-list__chevron" />
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch />
    </Page>
  );
}
