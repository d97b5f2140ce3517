import { Button, chatPlatform, openOutsideChat, Page, PATHS, useKernelTexts } from 'shared-kernel';
import { useHostTexts } from '../../texts/catalogue';
import { useGoBack } from 'shared-kernel/go-back';
import { focusScreenHeading } from 'shared-kernel/screen-heading';
import { storeLinkFor } from './store-links';
import { useKmaLaunch } from './use-kma-launch';
import { journeyScreen } from '../../verification/journey-screen';

/** The KMA launch screen: asks the bank for a deep link, opens the bank app, and falls back when no app answers. */
function RedirectKmaPage() {
  const TEXTS = useHostTexts();
  const TEXT = TEXTS.redirectKma;
  const { BUTTONS } = useKernelTexts();
  const goBack = useGoBack(PATHS.requestSetting);
  const { link, failed, retry, notOpened, openAgain, chooseOtp } = useKmaLaunch();
  // ลองใหม่ goes as the request starts again: focus left on it would be lost.
  const retryFromHeading = () => {
    focusScreenHeading();
    retry();
  };
  // LINE for PC (getOS 'web') has no store for the bank app: there the OTP is the way on.
  const storeLink = storeLinkFor(chatPlatform()?.getOS());
  const description = notOpened ? (storeLink ? TEXT.notInstalledDescription : TEXT.notOnDeviceDescription) : TEXT.description;
  return (
    <Page
      title={notOpened ? TEXT.notInstalledTitle : TEXT.title}
      footer={
        <>
          {notOpened && storeLink ? <Button onClick={() => openOutsideChat(storeLink)}>{TEXT.download}</Button> : null}
          {notOpened ? (
            <Button variant={storeLink ? 'secondary' : 'primary'} onClick={chooseOtp}>
              {TEXTS.requestSetting.byOtp}
            </Button>
          ) : null}
          {failed ? <Button onClick={retryFromHeading}>{BUTTONS.retry}</Button> : null}
          {link ? (
            <Button variant={notOpened ? 'secondary' : 'primary'} onClick={openAgain}>
              {TEXT.openAgain}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={goBack}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      <p className="k-text-muted">{description}</p>
    </Page>
  );
}

// Drawn only while its journey is under way: else the menu opens in its place (journeyScreen).
export default journeyScreen(RedirectKmaPage);
