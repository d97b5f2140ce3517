import type { Wording } from 'shared-kernel';
import type { HOST_TEXTS } from './th';

/**
 * The host's wording in English (docs/glossary.md holds the bank's terms), fetched only when the
 * screen is in English; typed against the Thai, so a missing key fails the type check.
 */
export const HOST_TEXTS_EN = {
  otp: {
    title: 'Enter OTP',
    sentTo: 'Please enter the 6-digit OTP sent to your mobile number',
    reference: (otpRef: string) => `Reference: ${otpRef}`,
    inputLabel: '6-digit OTP',
    resendIn: (mmss: string) => `You can ask for a new OTP in ${mmss}`,
    expired: 'The OTP has expired. Please tap Send a new OTP.',
    maxAttempts: 'You entered a wrong OTP too many times. Please tap Send a new OTP.',
  },
  receiveOtp: {
    title: 'Verify with OTP',
    description: 'Please enter the mobile number you registered with the bank to get an OTP.',
    mobileLabel: 'Mobile number',
  },
  requestSetting: {
    title: 'How do you want to verify your identity?',
    description: 'To keep your account safe, please verify your identity before you continue.',
    byBankApp: "Verify with the bank's app",
    noBankApp: "I don't have the bank's app",
    byOtp: 'Verify with OTP',
  },
  redirectKma: {
    title: "Opening the bank's app",
    description: "Please verify your identity in the bank's app, then come back to this page.",
    openAgain: "Open the bank's app",
    download: "Download the bank's app",
    notInstalledTitle: "The bank's app is not on this device",
    notInstalledDescription: "You can download the bank's app, or verify your identity with an OTP sent to your mobile number instead.",
    notOnDeviceDescription:
      "This device cannot open the bank's app. You can verify your identity with an OTP sent to your mobile number instead.",
  },
  authKma: {
    title: 'Waiting for verification',
    description: "Please go to the bank's app to verify your identity. Once you have, we will continue automatically.",
    timeLeft: (mmss: string) => `This request ends in ${mmss}`,
  },
  locked: {
    header: 'Temporarily locked',
    title: 'Too many unsuccessful attempts',
    description: 'To keep your account safe, please wait until the time is up and try again, or contact the bank.',
    countdownLabel: 'Try again in',
  },
  suspended: {
    header: 'Service suspended',
    description: 'Your service has been suspended. Please call the bank on 1572.',
  },
} as const satisfies Wording<typeof HOST_TEXTS>;
