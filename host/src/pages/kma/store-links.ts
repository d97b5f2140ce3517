/** Where a customer without the bank app gets it, by the chat app's OS (liff.getOS). */
export const BANK_APP_STORE_LINKS: Partial<Record<string, string>> = {
  ios: 'https://apps.apple.com/th/app/k-plus/id361170631',
  android: 'https://play.google.com/store/apps/details?id=com.kasikorn.retail.mbanking.wap',
};

export function storeLinkFor(os: string | undefined): string | null {
  return (os && BANK_APP_STORE_LINKS[os]) || null;
}
